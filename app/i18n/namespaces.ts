/**
 * Which strings travel with which page (issue 9: "only the page's own language's
 * strings travel to the browser"; decision 0010). The server renders with every
 * string; the browser gets the shell's namespaces plus the page's own, and fetches
 * the rest (a dialog's, another kind of page's) from /locales/{lang}/{ns} when
 * first needed. Namespaces are the top-level keys of locales/en.ts; "a.b" is one
 * key of a namespace the shell needs without the rest.
 *
 * Shared by the server (root loader) and the browser (root clientLoader), so the
 * table is keyed by URL, which both sides have before any module loads.
 */
import type { Messages } from "./locales/en";
import { pathWithoutLanguage } from "./language";

export type Namespace = keyof Messages;
/** A namespace, or one key of it ("signIn.signingOut"). */
export type StringsPart = Namespace | `${Namespace}.${string}`;

/**
 * What the header, footer, error and not-found pages need on every page. Of "lite", only the footer's link: the
 * lite banner and the lite pictures are rendered on lite pages, which have no script to hydrate them.
 */
export const SHELL_STRINGS: readonly StringsPart[] = ["site", "nav", "shell", "footer", "errors", "brokenLink", "lite.liteVersion", "signIn.signingOut"];

/** Fetched when the search dialog first opens. */
export const SEARCH_DIALOG_STRINGS: readonly Namespace[] = ["search", "searchDialog", "searchStatus"];
/** Fetched when the sign-in dialog first opens. */
export const SIGN_IN_DIALOG_STRINGS: readonly Namespace[] = ["signIn"];
/**
 * What "use my location" says as it goes (finding you, your city is now…, you said no…): fetched when the reader
 * opens the city picker or reaches for the button, not sent with every home page (~270 bytes in Tamil).
 */
export const CITY_PICKER_STATUS_STRINGS: readonly Namespace[] = ["cityPickerStatus"];

const ARTICLE: readonly Namespace[] = ["article", "articlePage", "engagement", "comments", "live"];
const LIST: readonly Namespace[] = ["lists", "article", "cards"];
const STATIC_PAGES = new Set(["about", "cookie-policy", "privacy-policy", "user-policy", "terms"]);
const LIST_SECTIONS = new Set(["city", "category-name", "author", "state", "national", "international", "tags"]);

/** The namespaces the page at `pathname` renders beyond the shell's. */
export function pageStrings(pathname: string): readonly Namespace[] {
  const segments = pathWithoutLanguage(pathname).split("/").filter(Boolean);
  const [first, second] = segments;
  if (first === undefined) return ["home", "homeSections", "article", "cards", "cityPicker"];
  // /news/{slug} and /{section}/{name}/news/{slug}, /tags/{tag}/news/{slug}.
  const news = segments.indexOf("news");
  if (news >= 0 && news < segments.length - 1) return ARTICLE;
  if (first === "city" && second === undefined) return [...LIST, "cityPicker"];
  if (LIST_SECTIONS.has(first)) return LIST;
  switch (first) {
    case "search":
      return [...LIST, "search", "searchStatus"];
    case "signin":
      return ["signIn"];
    case "saved":
      return [...LIST, "engagement"];
    case "following":
      return [...LIST, "following"];
    case "contact":
      return ["staticPage", "contactForm"];
    case "settings":
      return ["settings"];
    default:
      return STATIC_PAGES.has(first) ? ["staticPage"] : [];
  }
}

/** The whole namespaces among `parts` (not "signIn.signingOut"). */
export function wholeNamespaces(parts: readonly StringsPart[]): Namespace[] {
  return parts.filter((part): part is Namespace => !part.includes("."));
}

/** The parts of `messages` named, as a (partial) messages object of the same shape. */
export function pickStrings(messages: Messages, parts: readonly StringsPart[]): Partial<Messages> {
  const out: Record<string, unknown> = {};
  const source = messages as unknown as Record<string, Record<string, unknown>>;
  for (const part of parts) {
    const dot = part.indexOf(".");
    if (dot < 0) {
      if (part in source) out[part] = source[part];
      continue;
    }
    const namespace = part.slice(0, dot);
    const key = part.slice(dot + 1);
    const value = source[namespace]?.[key];
    if (value === undefined) continue;
    const existing = out[namespace];
    if (existing && existing === source[namespace]) continue; // the whole namespace is there already
    out[namespace] = { ...(existing as object | undefined), [key]: value };
  }
  return out as Partial<Messages>;
}
