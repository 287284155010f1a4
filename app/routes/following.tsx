import { useLoaderData } from "@remix-run/react";
import { RouteErrorBoundary } from "../components/errors/route-error";
import { FollowingPage } from "../components/following/following-page";
import type { followingLoader } from "../pages/following.server";

/** /following and /tamil/following (issue 30 point 2): loader and the private feed's forms in app/pages/following.server.ts. */
export { followingLoader as loader, followingAction as action } from "../pages/following.server";
export { clientLoader, headers, meta } from "../pages/list-route";
export const ErrorBoundary = RouteErrorBoundary;

export default function FollowingRoute() {
  return <FollowingPage {...useLoaderData<typeof followingLoader>()} />;
}
