import type { ShouldRevalidateFunctionArgs } from "@remix-run/react";

/**
 * List pages do not depend on anything a form changes (theme, language, sign-in
 * keep the same news), so an action elsewhere does not reload them: reloading
 * would also drop the cards a reader appended with Load More.
 */
export function listShouldRevalidate({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod.toUpperCase() !== "GET" && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}
