/** What every news list route (and search) exports alike besides its loader: headers, head, revalidation. */
export { headers, meta } from "./route-exports";
export { listRevalidation as shouldRevalidate } from "./revalidation";
