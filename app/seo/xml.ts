/**
 * Text and attribute values for hand-built XML (sitemaps, robots' neighbours):
 * the five predefined entities escaped, and characters XML 1.0 forbids (control
 * characters an upstream title may carry) dropped, so a file always parses. Pure.
 */

// XML 1.0 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF]; lone surrogates are not chars either.
// eslint-disable-next-line no-control-regex -- tab, newline and return are the control characters XML allows
const NOT_XML_CHAR = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(NOT_XML_CHAR, "").replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}
