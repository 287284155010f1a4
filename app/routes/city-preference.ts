/**
 * POST /city-preference and /tamil/city-preference (issue 7): the reader's city, from the
 * "choose your city" form or "use my location" (app/pages/city-preference.server.ts).
 */
export { action, loader } from "../pages/city-preference.server";
export { clientAction } from "../pages/city-preference";
