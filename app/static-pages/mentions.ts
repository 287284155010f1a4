/**
 * Links between the static pages where their text names one another ("…read it together with our
 * Privacy Policy"). content.ts stays plain text: the links are found here, by the other pages' titles,
 * so a page links to a policy exactly where the reader meets its name.
 */
import type { Block, StaticPage, StaticPageKey } from "./content";

export type Part = string | { text: string; page: StaticPageKey };

export type LinkedBlock = { kind: "p"; parts: Part[] } | { kind: "h2"; text: string } | { kind: "ul"; items: Part[][] };

type Target = { page: StaticPageKey; pattern: RegExp };

const TAMIL_LETTERS = "\\u0B80-\\u0BFF";
const VIRAMA = "\u0BCD";

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A title as a whole word. Tamil adds case endings to the last word ("கொள்கை" → "கொள்கையுடன்",
 * "நிபந்தனைகள்" → "நிபந்தனைகளில்"), so the match runs on to the end of that word, from the title's stem
 * (a final virama dropped), and the whole word becomes the link.
 */
function titlePattern(title: string): RegExp {
  const stem = title.endsWith(VIRAMA) ? title.slice(0, -1) : title;
  return new RegExp(`(?<![\\p{L}\\p{M}])${escape(stem)}[${TAMIL_LETTERS}]*(?![\\p{L}\\p{M}])`, "u");
}

function linkText(text: string, targets: Target[], linked: Set<StaticPageKey>): Part[] {
  const parts: Part[] = [];
  let rest = text;
  for (;;) {
    let first: { page: StaticPageKey; index: number; text: string } | null = null;
    for (const target of targets) {
      if (linked.has(target.page)) continue;
      const match = target.pattern.exec(rest);
      if (match && (!first || match.index < first.index)) first = { page: target.page, index: match.index, text: match[0] };
    }
    if (!first) break;
    if (first.index > 0) parts.push(rest.slice(0, first.index));
    parts.push({ text: first.text, page: first.page });
    linked.add(first.page);
    rest = rest.slice(first.index + first.text.length);
  }
  if (rest) parts.push(rest);
  return parts;
}

/**
 * The page's blocks with the first mention of each other page made a link (one link per page is
 * enough to find it; more would only be noise). A page never links to itself.
 */
export function linkMentions(current: StaticPageKey, blocks: Block[], pages: Record<StaticPageKey, StaticPage>): LinkedBlock[] {
  const targets: Target[] = (Object.keys(pages) as StaticPageKey[])
    .filter((page) => page !== current)
    .map((page) => ({ page, pattern: titlePattern(pages[page].title) }));
  const linked = new Set<StaticPageKey>();
  return blocks.map((block): LinkedBlock => {
    if (block.kind === "h2") return block;
    if (block.kind === "p") return { kind: "p", parts: linkText(block.text, targets, linked) };
    return { kind: "ul", items: block.items.map((item) => linkText(item, targets, linked)) };
  });
}
