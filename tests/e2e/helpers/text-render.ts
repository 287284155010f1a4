import { JSDOM } from "jsdom";

/**
 * A page as a text browser (lynx, w3m) shows it, roughly: the server's HTML with no stylesheet and no script, each
 * block on lines of its own, words wrapped at 80 columns (issue 29). It keeps what such a browser keeps and CSS would
 * hide (menus' lists, visually hidden words, <noscript>), and drops what HTML itself hides: `hidden`, <template>,
 * <script>, <style>, pictures without alt text, and, as `detailsOpen: false` says, a closed <details> but for its
 * <summary>. lynx and w3m know no <details> and show it open: that is the default.
 */

const SKIPPED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "HEAD", "svg", "SVG", "LINK", "META"]);
const BLOCKS = new Set([
  "ADDRESS",
  "ARTICLE",
  "ASIDE",
  "BLOCKQUOTE",
  "BR",
  "DD",
  "DETAILS",
  "DIALOG",
  "DIV",
  "DL",
  "DT",
  "FIELDSET",
  "FIGCAPTION",
  "FIGURE",
  "FOOTER",
  "FORM",
  "H1",
  "H2",
  "H3",
  "H4",
  "H5",
  "H6",
  "HEADER",
  "HR",
  "LEGEND",
  "LI",
  "MAIN",
  "NAV",
  "NOSCRIPT",
  "OL",
  "P",
  "PRE",
  "SECTION",
  "SUMMARY",
  "TABLE",
  "TR",
  "UL",
]);

export type TextLine = { text: string; /** The element the line's first words came from. */ from: Element };

export function textRender(html: string, { width = 80, detailsOpen = true }: { width?: number; detailsOpen?: boolean } = {}): TextLine[] {
  const { document } = new JSDOM(html).window;
  const blocks: { text: string; from: Element }[] = [];
  let current: { text: string; from: Element } | null = null;
  const breakLine = () => {
    if (current && current.text.trim()) blocks.push(current);
    current = null;
  };
  const add = (text: string, from: Element) => {
    if (!text) return;
    current ??= { text: "", from };
    current.text += text;
  };
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) {
      add((node.textContent ?? "").replace(/\s+/g, " "), node.parentElement!);
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const element = node as Element;
    if (SKIPPED.has(element.tagName) || element.hasAttribute("hidden")) return;
    if (element.tagName === "IMG") return add(element.getAttribute("alt") ?? "", element);
    if (element.tagName === "INPUT" && element.getAttribute("type") === "hidden") return;
    if (element.tagName === "BUTTON" || element.tagName === "INPUT" || element.tagName === "SELECT" || element.tagName === "TEXTAREA") {
      // A control is one field on its line, as lynx draws it: "[Dark]".
      return add(
        ` [${(element.textContent || element.getAttribute("value") || element.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim()}] `,
        element,
      );
    }
    const block = BLOCKS.has(element.tagName);
    if (block) breakLine();
    const children = [...element.childNodes];
    const closed = element.tagName === "DETAILS" && !detailsOpen && !element.hasAttribute("open");
    for (const child of closed ? children.filter((child) => (child as Element).tagName === "SUMMARY") : children) walk(child);
    if (block) breakLine();
  };
  walk(document.body);
  breakLine();

  const lines: TextLine[] = [];
  for (const block of blocks) {
    let line = "";
    for (const word of block.text.trim().split(" ").filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push({ text: line, from: block.from });
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push({ text: line, from: block.from });
  }
  return lines;
}

/** How many lines come before the first heading inside <main>: what a text-browser reader reads before the story. */
export function linesBeforeMainHeading(lines: TextLine[]): number {
  const at = lines.findIndex((line) => line.from.closest("main") && line.from.closest("h1, h2"));
  if (at === -1) throw new Error("no heading in <main>");
  return at;
}
