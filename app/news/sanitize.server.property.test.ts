// @vitest-environment jsdom
/**
 * Issue 10: the article sanitizer under property-based attack (fast-check).
 * Random trees of hostile HTML (scripts, handlers, javascript:/data: URLs, SVG
 * and MathML, srcdoc, <xmp>/<noscript> differentials, DOM clobbering by id/name)
 * come out (1) unchanged by a second pass and (2) holding only allowed elements
 * and attributes, as a browser's parser (jsdom) reads the output.
 * Pathological inputs finish: deep nesting and 1 MB bodies.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS as SANITIZER_TAGS, MAX_OPEN_ELEMENTS, sanitizeArticleHtml } from "./sanitize.server";

// The sanitizer's own lists, not a copy (a copy here once lacked img's data-fit).
const ALLOWED_TAGS = new Set(SANITIZER_TAGS);
const VIDEO_HOSTS = new Set(["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"]);

const TAGS = [
  "p",
  "a",
  "img",
  "iframe",
  "script",
  "style",
  "svg",
  "math",
  "mi",
  "mtext",
  "mglyph",
  "foreignObject",
  "animate",
  "set",
  "use",
  "xmp",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "template",
  "plaintext",
  "select",
  "option",
  "object",
  "embed",
  "form",
  "input",
  "button",
  "base",
  "meta",
  "link",
  "frameset",
  "table",
  "td",
  "div",
  "span",
  "h1",
  "b",
  "picture",
  "source",
  "details",
  "video",
  "audio",
  "image",
  "isindex",
  "marquee",
  "annotation-xml",
  "desc",
];
const ATTRIBUTE_NAMES = [
  "href",
  "src",
  "srcset",
  "srcdoc",
  "onerror",
  "onload",
  "onclick",
  "onmouseover",
  "ONFOCUS",
  "style",
  "id",
  "name",
  "form",
  "formaction",
  "action",
  "xlink:href",
  "data",
  "poster",
  "background",
  "dynsrc",
  "lowsrc",
  "is",
  "autofocus",
  "alt",
  "title",
  "target",
  "rel",
  "class",
  "http-equiv",
  "content",
  "values",
  "attributeName",
  "to",
  "from",
  "encoding",
  "width",
];
const ATTRIBUTE_VALUES = [
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "java\tscript:alert(1)",
  "jav&#x09;ascript:alert(1)",
  "&#106;avascript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "https://www.youtube.com/embed/x",
  "https://evil.example/x",
  "//evil.example/x",
  "/news/a-1",
  'x" onerror="alert(1)',
  "</noscript><img src=x onerror=alert(1)>",
  "<script>alert(1)</script>",
  "alert(1)",
  "getElementById",
  "cookie",
  "location",
  "expression(alert(1))",
  "url(javascript:alert(1))",
  "அ&amp;ஆ",
  "&lt;b&gt;",
  "&",
  "\u0000",
  "1",
  "text/html",
];
const TEXTS = ["x", "சென்னை", "a < b && c > d", "&amp;", "&lt;script&gt;", "]]>", "<!--", "-->", "<![CDATA[", "`${1}`", "\u200D", "🔥", "'\"", "&#0;"];

const attribute = fc
  .tuple(fc.constantFrom(...ATTRIBUTE_NAMES), fc.constantFrom(...ATTRIBUTE_VALUES), fc.constantFrom('"', "'", ""))
  .map(([name, value, quote]) => (quote ? ` ${name}=${quote}${value}${quote}` : ` ${name}=${value.replace(/[\s>]/g, "")}`));

const html: fc.Arbitrary<string> = fc.letrec<{ node: string; element: string }>((tie) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, fc.constantFrom(...TEXTS), tie("element"), tie("element")),
  element: fc
    .tuple(fc.constantFrom(...TAGS), fc.array(attribute, { maxLength: 4 }), fc.array(tie("node"), { maxLength: 4 }), fc.boolean())
    .map(([tag, attributes, children, closed]) => `<${tag}${attributes.join("")}>${children.join("")}${closed ? `</${tag}>` : ""}`),
})).node;

const hostileBody = fc.oneof(
  fc.array(html, { minLength: 1, maxLength: 6 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 200 }),
  fc
    .array(fc.constantFrom("<", ">", "&", '"', "'", "/", "=", "!", "-", "a", "script", "svg", "on", "x", " ", "\n"), { maxLength: 80 })
    .map((parts) => parts.join("")),
);

/** Every element and attribute of the output, read the way a browser's parser reads it. */
function problemsIn(output: string): string[] {
  const problems: string[] = [];
  // The environment is jsdom: a browser's HTML parser builds the tree.
  const root = document.createElement("div");
  root.innerHTML = output;
  for (const element of root.querySelectorAll("*")) {
    const tag = element.localName;
    if (!ALLOWED_TAGS.has(tag) || element.namespaceURI !== "http://www.w3.org/1999/xhtml") problems.push(`element <${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const allowed = [...(ALLOWED_ATTRIBUTES[tag] ?? []), ...(ALLOWED_ATTRIBUTES["*"] ?? [])];
      if (!allowed.includes(name)) problems.push(`attribute ${name} on <${tag}>`);
      // Resolved as the browser resolves it: only web, mail and phone links survive.
      if (["href", "src", "cite"].includes(name) && !["https:", "http:", "mailto:", "tel:"].includes(new URL(value, "https://site.invalid/").protocol)) {
        problems.push(`URL ${value} in ${name}`);
      }
      if (name === "srcset" && /javascript:|data:/i.test(value)) problems.push(`srcset ${value}`);
    }
    if (tag === "iframe" && !VIDEO_HOSTS.has(new URL(element.getAttribute("src") ?? "", "https://site.invalid").hostname))
      problems.push("iframe off the video hosts");
  }
  if (root.querySelectorAll("[id], [name]").length > 0) problems.push("id/name attribute (DOM clobbering)");
  return problems;
}

describe("the article sanitizer under fast-check", () => {
  it("is idempotent: sanitizing twice changes nothing", () => {
    fc.assert(
      fc.property(hostileBody, (input) => {
        const once = sanitizeArticleHtml(input, { siteOrigin: "https://site.example" });
        expect(sanitizeArticleHtml(once, { siteOrigin: "https://site.example" })).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it("leaves only allowed elements, attributes and URL schemes, as a browser parses the output", () => {
    fc.assert(
      fc.property(hostileBody, (input) => {
        const output = sanitizeArticleHtml(input);
        expect(problemsIn(output)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it("finishes deep nesting and 1 MB bodies (timings in the log)", () => {
    const cases: Record<string, string> = {
      "100,000 nested <b>": "<b>".repeat(100_000) + "x" + "</b>".repeat(100_000),
      "50,000 unclosed <div><span>": "<div><span>".repeat(50_000),
      "deepest allowed, then 200,000 stray end tags": "<i>".repeat(MAX_OPEN_ELEMENTS) + "</zz>".repeat(200_000),
      "100,000 nested <table><tr><td>": "<table><tr><td>".repeat(100_000),
      "1 MB of paragraphs": "<p>சென்னை மழை &amp; news</p>".repeat(1_000_000 / 30),
      "1 MB of attributes": `<a ${'title="x" '.repeat(100_000)}href="https://a.example">a</a>`,
      "1 MB of unclosed comments": "<!--".repeat(250_000),
      "2 MB (cut to 1 MB)": "<p>" + "x".repeat(2_000_000) + "</p>",
    };
    const timings: string[] = [];
    for (const [name, input] of Object.entries(cases)) {
      const started = performance.now();
      const output = sanitizeArticleHtml(input);
      timings.push(`${name}: ${Math.round(performance.now() - started)} ms`);
      expect(output.length).toBeLessThanOrEqual(2 * 1_000_000 + 64);
    }
    console.info(`[sanitize] ${timings.join("; ")}`);
  }, 60_000);

  it(`keeps an ordinary deep-ish body whole, and cuts one nested deeper than ${MAX_OPEN_ELEMENTS} where it gets too deep`, () => {
    const ordinary = "<blockquote><p>" + "<b><i>".repeat(20) + "சென்னை" + "</i></b>".repeat(20) + "</p></blockquote><p>after</p>";
    expect(sanitizeArticleHtml(ordinary)).toContain("<p>after</p>");
    const deep = "<p>before</p>" + "<b>".repeat(MAX_OPEN_ELEMENTS + 10) + "inside" + "</b>".repeat(MAX_OPEN_ELEMENTS + 10);
    const clean = sanitizeArticleHtml(deep);
    expect(clean).toContain("<p>before</p>");
    expect(clean).not.toContain("inside");
    expect(clean.match(/<b>/g)?.length).toBeLessThanOrEqual(MAX_OPEN_ELEMENTS);
  });
});
