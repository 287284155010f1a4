import type { Language } from "./language";
import { markStrings } from "./load-strings";
import { addStrings } from "./strings-store";

const merged = new WeakSet<object>();

/**
 * Keeps the browser's strings up with the pages: the root loader brings the page's strings (a new
 * language's, or a new kind of page's), merged before the first render that needs them (the
 * root's Layout calls this before rendering its children). On the server it does nothing: the
 * server renders with every string (entry.server.tsx).
 */
export function useSyncLanguage(lang: Language, messages: object | undefined, namespaces: readonly string[] = []): void {
  if (typeof document === "undefined" || !messages || merged.has(messages)) return;
  addStrings(lang, messages as Record<string, unknown>);
  merged.add(messages);
  markStrings(lang, namespaces);
}
