/**
 * The browser's strings (decision 0017): the page's own language only, as the root loader and
 * /locales brought them (decision 0010), merged into one tree per language.
 */
import type { Language } from "./language";
import type { Strings } from "./translate";

type Tree = { [key: string]: unknown };
const trees = new Map<Language, Tree>();

function merge(into: Tree, from: Strings): void {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (value && typeof value === "object" && current && typeof current === "object") merge(current as Tree, value as Strings);
    else into[key] = value && typeof value === "object" ? structuredClone(value) : value;
  }
}

export function addStrings(lang: Language, strings: Strings): void {
  let tree = trees.get(lang);
  if (!tree) trees.set(lang, (tree = {}));
  merge(tree, strings);
}

export function browserStrings(lang: Language): Strings | undefined {
  return trees.get(lang);
}
