import { describe, expect, it } from "vitest";
import { sanitizeArticleHtml } from "./sanitize.server";

describe("article bodies from upstream are sanitized on the server", () => {
  it("keeps the article's structure in English and Tamil", () => {
    const html =
      '<h2>மழை நிலவரம்</h2><p>சென்னையில் <strong>கனமழை</strong> பெய்தது.</p><ul><li>One</li></ul><blockquote>Quote</blockquote><figure><img src="https://cdn.example/a.jpg" alt="rain"><figcaption>Rain</figcaption></figure>';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain("<h2>மழை நிலவரம்</h2>");
    expect(clean).toContain("<strong>கனமழை</strong>");
    expect(clean).toContain("<li>One</li>");
    expect(clean).toContain('<img src="https://cdn.example/a.jpg" alt="rain" loading="lazy" decoding="async" />');
  });

  it("drops scripts, event handlers and javascript: and data: URLs", () => {
    const clean = sanitizeArticleHtml(
      '<p onclick="alert(1)">x</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">a</a><a href="data:text/html,<script>alert(1)</script>">d</a><svg><script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">m</mi></math>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|data:|<svg|<math/i);
    expect(clean).toContain("<p>x</p>");
  });

  it("does not fall for parser differentials (<xmp>, <noscript>, srcdoc)", () => {
    const clean = sanitizeArticleHtml(
      '<xmp><img src=x onerror=alert(1)></xmp><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(clean).not.toMatch(/onerror|srcdoc|<script/i);
  });

  it("marks external links and keeps embeds only from allowed video hosts", () => {
    const clean = sanitizeArticleHtml(
      '<a href="https://other.example/x">o</a><a href="https://site.example/news/a-1">s</a><iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://evil.example/embed"></iframe>',
      { siteOrigin: "https://site.example" },
    );
    expect(clean).toContain('<a href="https://other.example/x" rel="noopener noreferrer nofollow" target="_blank">o</a>');
    expect(clean).toContain('<a href="https://site.example/news/a-1">s</a>');
    expect(clean).toContain('src="https://www.youtube.com/embed/abc"');
    expect(clean).not.toContain("evil.example");
    // The refused embed leaves no empty frame behind.
    expect(clean.match(/<iframe/g)).toHaveLength(1);
  });

  it("leaves out an image whose source was refused", () => {
    expect(sanitizeArticleHtml('<p>a</p><img src="javascript:alert(1)" alt="x"><img alt="no source">')).toBe("<p>a</p>");
  });

  it("is idempotent: sanitizing twice changes nothing", () => {
    const once = sanitizeArticleHtml('<p>a <a href="https://x.example">b</a></p><h1>T</h1><img src="https://x.example/i.png">');
    expect(sanitizeArticleHtml(once)).toBe(once);
  });
});
