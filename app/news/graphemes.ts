/**
 * Grapheme clusters (a Tamil consonant with its vowel sign or virama is one), from one shared
 * `Intl.Segmenter` made on first use. Making a segmenter loads the browser's ICU break data: 20–30 ms on
 * this machine's Chromium, four times that on a slow phone; made at a module's top level it ran on every
 * page's start-up, whether the page cut or highlighted any text or not (issue 9).
 */
let segmenter: Intl.Segmenter | undefined;

/** The clusters of `text`, in order. */
export function graphemeClusters(text: string): Iterable<string> {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  const segments = segmenter.segment(text);
  return {
    *[Symbol.iterator]() {
      for (const { segment } of segments) yield segment;
    },
  };
}
