/**
 * The browser's side of decision 0010: strings a page did not bring are fetched
 * once, when first needed (another kind of page, a dialog), and merged into the
 * browser's strings the components read (strings-store.ts).
 */
import type { Language } from "./language";
import type { Namespace } from "./namespaces";
import { addStrings } from "./strings-store";

let version = "";
/** `${lang}:${namespace}` of every namespace the browser has whole (a shell key alone, "signIn.signingOut", is not the namespace). */
const whole = new Set<string>();

/** The root loader's STRINGS_VERSION: part of every /locales URL. */
export function setStringsVersion(value: string | undefined): void {
  if (value) version = value;
}

/** Notes the namespaces that arrived whole with a page (the root loader's `stringsLoaded`). */
export function markStrings(lang: Language, namespaces: readonly string[]): void {
  for (const ns of namespaces) whole.add(`${lang}:${ns}`);
}

export function hasStrings(lang: Language, namespaces: readonly Namespace[]): boolean {
  return namespaces.every((ns) => whole.has(`${lang}:${ns}`));
}

/** The URL of some namespaces' strings: `/locales/ta/search+searchDialog?v=…`. */
function stringsUrl(lang: Language, namespaces: readonly Namespace[]): string {
  return `/locales/${lang}/${[...namespaces].sort().join("+")}${version ? `?v=${version}` : ""}`;
}

/** Fetches the namespaces of `lang` not loaded yet; rejects when they cannot be fetched. */
export async function loadStrings(lang: Language, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !whole.has(`${lang}:${ns}`));
  if (missing.length === 0) return;
  const response = await fetch(stringsUrl(lang, missing), { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`strings ${missing.join(", ")}: ${response.status}`);
  addStrings(lang, (await response.json()) as Record<string, unknown>);
  markStrings(lang, missing);
}
