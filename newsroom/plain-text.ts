/** Plain text from the seed's article HTML: for search and for the `content` text variants. */

/** What search looks through: title, summary and the body as plain text (markup would match queries like "p>"). */
export function searchText(title: string, summary: string, bodyHtml: string): string {
  return `${title}\n${summary}\n${htmlToText(bodyHtml)}`;
}

/** What a term too short for trigrams is looked for in: title and summary, NFC, lowercased (see searchTerms). */
export function shortSearchText(title: string, summary: string): string {
  return foldForSearch(`${title}\n${summary}`);
}

/** Search comparisons are on NFC, lowercased text. */
export function foldForSearch(text: string): string {
  return text.normalize("NFC").toLowerCase();
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'" };

/** Plain text of the seed's simple body HTML (tags dropped, block ends as line breaks, common entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h2|h3|li|blockquote|figure|figcaption)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n")
    .trim();
}
