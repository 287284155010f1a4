import { safeRedirect } from "remix-utils/safe-redirect";

const MAX_RETURN_PATH = 2048;

/**
 * Where an action may send the reader back to: a path on this site only
 * (remix-utils safeRedirect refuses `//host`, absolute URLs and the like), short,
 * with no control characters; anything else is the home page.
 */
export function returnPath(value: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this rejects
  if (typeof value !== "string" || value.length > MAX_RETURN_PATH || /[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  return safeRedirect(value, fallback);
}
