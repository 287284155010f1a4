/**
 * The search results page's rules (requirements §5, §7; issue 7): what a query is once
 * cleaned, when it is long enough, and what text the media service is sent
 * (its query: app/upstream/list-queries.ts). Pure, and safe in the browser:
 * the search dialog can use the same rules.
 */
import { graphemeClusters } from "./graphemes";
import { SEARCH_MIN_CHARS, SEARCH_QUERY_MAX } from "./limits";

/** Zero-width joiners and friends: Tamil keyboards insert them, stored text mostly lacks them. */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;

/**
 * What the reader typed, trimmed, whitespace collapsed, NFC, and cut to at most
 * SEARCH_QUERY_MAX characters (UTF-16 units, what the upstream counts) without
 * splitting a grapheme cluster: an overlong query is never sent whole (issue 7).
 */
export function cleanSearchQuery(raw: string): string {
  const clean = raw.normalize("NFC").replace(/\s+/g, " ").trim();
  if (clean.length <= SEARCH_QUERY_MAX) return clean;
  let cut = "";
  for (const segment of graphemeClusters(clean)) {
    if (cut.length + segment.length > SEARCH_QUERY_MAX) break;
    cut += segment;
  }
  return cut.trim();
}

/** Letters as a reader counts them: grapheme clusters, so "கி" is one, not two; spaces and zero-width marks do not count. */
export function searchLength(query: string): number {
  let count = 0;
  for (const segment of graphemeClusters(query.replace(ZERO_WIDTH, ""))) {
    if (segment.trim()) count++;
  }
  return count;
}

/** requirements §5: search needs at least 2 characters. */
export function isSearchable(query: string): boolean {
  return searchLength(query) >= SEARCH_MIN_CHARS;
}

/** The text sent upstream: the cleaned query without zero-width characters, so "க்‌ஷ" with a joiner finds "க்ஷ". */
export function upstreamSearchText(query: string): string {
  return query.replace(ZERO_WIDTH, "").replace(/\s+/g, " ").trim();
}

/** Terms to highlight: the query's words, folded like the text they are looked for in. */
function terms(query: string): string[] {
  return [...new Set(fold(query).split(/\s+/).filter(Boolean))];
}

function fold(text: string): string {
  return text.normalize("NFC").replace(ZERO_WIDTH, "").toLowerCase();
}

export type Highlighted = { text: string; match: boolean }[];

/**
 * `text` in pieces, the ones matching a word of `query` marked (for `<mark>`).
 * Matching ignores case and zero-width characters; a mark always covers whole
 * grapheme clusters, so a Tamil consonant is never separated from its vowel sign
 * or virama (a match ending inside a cluster grows to its end).
 */
export function highlight(text: string, query: string): Highlighted {
  const words = terms(query);
  if (words.length === 0 || text === "") return text ? [{ text, match: false }] : [];
  const clusters = [...graphemeClusters(text)];
  // Offsets of each cluster in the folded text; folding happens per cluster so the two stay aligned.
  const starts: number[] = [];
  let folded = "";
  for (const cluster of clusters) {
    starts.push(folded.length);
    folded += fold(cluster);
  }
  starts.push(folded.length);
  const marked = clusters.map(() => false);
  for (const word of words) {
    for (let at = folded.indexOf(word); at !== -1; at = folded.indexOf(word, at + 1)) {
      const end = at + word.length;
      clusters.forEach((_, index) => {
        if (starts[index]! < end && starts[index + 1]! > at) marked[index] = true;
      });
    }
  }
  const pieces: Highlighted = [];
  clusters.forEach((cluster, index) => {
    const last = pieces.at(-1);
    if (last && last.match === marked[index]) last.text += cluster;
    else pieces.push({ text: cluster, match: marked[index]! });
  });
  return pieces;
}

/** A marked stretch of a text, as [start, end) offsets in UTF-16 units. */
export type MarkRange = [start: number, end: number];

/**
 * Where `highlight` marks `text`, as offsets: the server works them out (it needs a grapheme segmenter) and
 * the browser only slices, so hydrating search results costs no `Intl.Segmenter`, whose first use loads
 * ICU's break data (25–30 ms here, four times that on a slow phone; issue 9).
 */
export function markRanges(text: string, query: string): MarkRange[] {
  const ranges: MarkRange[] = [];
  let at = 0;
  for (const piece of highlight(text, query)) {
    if (piece.match) ranges.push([at, at + piece.text.length]);
    at += piece.text.length;
  }
  return ranges;
}

/** `text` in pieces at `ranges` (from markRanges): what `highlight` gave, without segmenting again. */
export function markedPieces(text: string, ranges: readonly MarkRange[]): Highlighted {
  const pieces: Highlighted = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) pieces.push({ text: text.slice(at, start), match: false });
    pieces.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: false });
  return pieces;
}
