import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorPage } from "./error-page";

/**
 * A route's own error boundary: the same 404 / 503 page as the root's, but
 * inside the route, so the route's `meta` still runs (app/seo/meta.ts gives the
 * error page its title in the page's language).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
