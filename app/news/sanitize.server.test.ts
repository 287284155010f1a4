import { describe, expect, it } from "vitest";
import { imageSources } from "./image-url";
import { plainTextOf, sanitizeArticleHtml } from "./sanitize.server";

describe("article bodies from upstream are sanitized on the server", () => {
  it("keeps the article's structure in English and Tamil", () => {
    const html =
      "<h2>மழை நிலவரம்</h2><p>சென்னையில் <strong>கனமழை</strong> பெய்தது.</p><ul><li>One</li></ul>" +
      '<blockquote>Quote</blockquote><figure><img src="https://cdn.example/a.jpg" alt="rain">' +
      "<figcaption>Rain</figcaption></figure>";
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain("<h2>மழை நிலவரம்</h2>");
    expect(clean).toContain("<strong>கனமழை</strong>");
    expect(clean).toContain("<li>One</li>");
    expect(clean).toContain('<img src="https://cdn.example/a.jpg" alt="rain" loading="lazy" decoding="async" />');
  });

  it("drops scripts, event handlers and javascript: and data: URLs", () => {
    const clean = sanitizeArticleHtml(
      '<p onclick="alert(1)">x</p><script>alert(1)</script><img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">a</a><a href="data:text/html,<script>alert(1)</script>">d</a><svg>' +
        '<script>alert(1)</script></svg><math><mi xlink:href="javascript:alert(1)">m</mi></math>',
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|data:|<svg|<math/i);
    expect(clean).toContain("<p>x</p>");
  });

  it("keeps a srcset only when every candidate is a web address (url(javascript:…) has no scheme to refuse)", () => {
    expect(sanitizeArticleHtml('<p><source srcset="url(javascript:alert(1))">x')).not.toContain("srcset");
    expect(sanitizeArticleHtml('<img src="https://a.example/p.jpg" srcset="https://a.example/p.jpg 1x, url(javascript:alert(1)) 2x">')).not.toContain("srcset");
    const kept = sanitizeArticleHtml('<picture><source srcset="https://a.example/p.webp 1x, /img/640/p.jpg 2x" type="image/webp"></picture>');
    expect(kept).toContain('srcset="https://a.example/p.webp 1x, /img/640/p.jpg 2x"');
  });

  it("does not fall for parser differentials (<xmp>, <noscript>, srcdoc)", () => {
    const clean = sanitizeArticleHtml(
      '<xmp><img src=x onerror=alert(1)></xmp><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript><iframe srcdoc="<script>alert(1)</script>"></iframe>',
    );
    expect(clean).not.toMatch(/onerror|srcdoc|<script/i);
  });

  it("marks external links and keeps embeds only from allowed video hosts", () => {
    const clean = sanitizeArticleHtml(
      '<a href="https://other.example/x">o</a><a href="https://site.example/news/a-1">s</a>' +
        '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE"></iframe>' +
        '<iframe src="https://evil.example/embed"></iframe>',
      { siteOrigin: "https://site.example" },
    );
    expect(clean).toContain('<a href="https://other.example/x" rel="noopener noreferrer nofollow" target="_blank">o</a>');
    expect(clean).toContain('<a href="https://site.example/news/a-1">s</a>');
    // Kept in its one canonical form (decision 0028).
    expect(clean).toContain('src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"');
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

describe("body pictures are resized, sized and boxed (issue 9)", () => {
  const sources = imageSources("https://media.example", ["https://cdn.example"]);
  const SIZES = "(min-width: 824px) 760px, 92vw";
  const options = (sizes: Map<string, { width: number; height: number }> = new Map()) => ({ pictures: { sources, sizes, sizesAttribute: SIZES } });
  const img = (html: string) => {
    const element = /<img [^>]*\/>/.exec(html)?.[0] ?? "";
    // Scanning from the tag's start, each match consumes a whole attribute (a value's spaces included); `data-fit` is bare.
    return Object.fromEntries([...element.slice(4).matchAll(/\s([a-z-]+)(?:="([^"]*)")?/g)].map((m) => [m[1], m[2] ?? ""]));
  };

  it("routes an allow-listed picture through the image route at the route's widths, keeping its own size", () => {
    const out = img(sanitizeArticleHtml('<p>x</p><img src="https://cdn.example/photos/rain.jpg" width="800" height="600" alt="Rain">', options()));
    expect(out.src).toBe("/img/640/cdn.example/photos/rain.jpg");
    // A raster picture is never enlarged: candidates stop at its own width.
    expect(out.srcset).toBe(
      "/img/320/cdn.example/photos/rain.jpg 320w, /img/480/cdn.example/photos/rain.jpg 480w, " +
        "/img/640/cdn.example/photos/rain.jpg 640w, /img/720/cdn.example/photos/rain.jpg 720w",
    );
    expect(out.sizes).toBe(SIZES);
    expect([out.width, out.height, out.alt, out.loading]).toEqual(["800", "600", "Rain", "lazy"]);
    expect(out["data-fit"]).toBeUndefined();
  });

  it("takes a learnt size for a picture given without one, and replaces the upstream's own srcset", () => {
    const src = "https://media.example/news/7/photo.png?x=1&amp;y=2".replace("?x=1&amp;y=2", "");
    const sizes = new Map([[src, { width: 1600, height: 900 }]]);
    const out = img(sanitizeArticleHtml(`<img src="${src}" srcset="https://evil.example/a.jpg 2x" alt="">`, options(sizes)));
    expect(out.src).toBe("/img/640/m/news/7/photo.png");
    expect(out.srcset).not.toContain("evil.example");
    expect(out.srcset.split(", ").at(-1)).toBe("/img/1440/m/news/7/photo.png 1440w");
    expect([out.width, out.height]).toEqual(["1600", "900"]);
  });

  it("boxes a picture of unknown size (16:9, data-fit), from any host, so nothing moves when it loads", () => {
    const routed = img(sanitizeArticleHtml('<img src="https://cdn.example/a.jpg" width="100%">', options()));
    expect([routed.width, routed.height, routed["data-fit"]]).toEqual(["1200", "675", ""]);
    expect(routed.src).toBe("/img/640/cdn.example/a.jpg");
    const elsewhere = img(sanitizeArticleHtml('<img src="https://photos.other.example/a.jpg" alt="a">', options()));
    // Not allow-listed: shown from where it is, never proxied, but still boxed.
    expect(elsewhere.src).toBe("https://photos.other.example/a.jpg");
    expect(elsewhere.srcset).toBeUndefined();
    expect([elsewhere.width, elsewhere.height, elsewhere["data-fit"]]).toEqual(["1200", "675", ""]);
  });

  it("is stable: sanitizing its own output changes nothing", () => {
    const once = sanitizeArticleHtml(
      '<figure><img src="https://cdn.example/a.jpg" alt="a"><figcaption>A</figcaption></figure><img src="https://cdn.example/b.jpg" width="10" height="5">',
      options(),
    );
    expect(sanitizeArticleHtml(once, options())).toBe(once);
  });
});

describe("lite mode: body pictures behind a tap (issue 9)", () => {
  it("turns each picture into a link to it, named by its description, resized when allow-listed", () => {
    const pictures = { sources: imageSources("https://media.example"), sizes: new Map(), sizesAttribute: "92vw" };
    const html = '<p>Before <img src="https://media.example/news/1/a.jpg" alt="The hall"> after.</p><img src="https://other.example/b.jpg">';
    const out = sanitizeArticleHtml(html, { pictures, liteLabel: "Show picture" });
    expect(out).not.toContain("<img");
    expect(out).toContain('<p>Before <a href="/img/640/m/news/1/a.jpg">Show picture: The hall</a> after.</p>');
    expect(out).toContain('<a href="https://other.example/b.jpg" rel="noopener noreferrer nofollow" target="_blank">Show picture</a>');
    expect(sanitizeArticleHtml(out, { pictures, liteLabel: "Show picture" })).toBe(out);
  });
});

describe("video embeds (decision 0028)", () => {
  const videos = { play: "Play video", lite: false, liteLabel: "Video" };

  it("keeps YouTube and Vimeo embeds with a strict id only, in one form, with their title and nothing else", () => {
    const clean = sanitizeArticleHtml(
      [
        '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE?si=x&autoplay=1" title="Flood" allow="camera" width="1" onload="x()"></iframe>',
        '<iframe src="https://player.vimeo.com/video/76979871?h=1"></iframe>',
        // Ids of the wrong shape, other paths, other hosts, another scheme or port: dropped.
        '<iframe src="https://www.youtube.com/embed/short"></iframe>',
        '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE1"></iframe>',
        '<iframe src="https://www.youtube.com/embed/videoseries?list=PL1"></iframe>',
        '<iframe src="https://player.vimeo.com/video/7697a"></iframe>',
        '<iframe src="http://www.youtube.com/embed/M7lc1UVf-VE"></iframe>',
        '<iframe src="https://www.youtube.com:8443/embed/M7lc1UVf-VE"></iframe>',
        '<iframe src="https://youtube.com.evil.example/embed/M7lc1UVf-VE"></iframe>',
      ].join(""),
    );
    expect(clean).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE" title="Flood"></iframe><iframe src="https://player.vimeo.com/video/76979871"></iframe>',
    );
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it("turns each into a poster linking to the video's page, with its title (escaped) or the site's name", () => {
    const html = sanitizeArticleHtml(
      "<p>" +
        '<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" title="Rain &quot;alert&quot; <b>now</b>">' +
        '</iframe></p><iframe src="https://player.vimeo.com/video/76979871" title="Vimeo video player">' +
        "</iframe>",
      { videos },
    );
    expect(html).not.toContain("<iframe");
    expect(html).toContain(
      '<p><a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" rel="noopener noreferrer nofollow" ' +
        'target="_blank" class="video-poster" data-video="youtube" data-video-id="M7lc1UVf-VE" ' +
        'data-video-title="Rain &quot;alert&quot; &lt;b&gt;now&lt;/b&gt;">',
    );
    expect(html).toContain(
      '<span class="video-action">Play video:</span> Rain &quot;alert&quot; &lt;b&gt;now&lt;/b&gt; <span class="video-provider">(YouTube)</span>',
    );
    // A stock title names no video: the site's name instead.
    expect(html).toContain('href="https://vimeo.com/76979871"');
    expect(html).toContain('<span class="video-action">Play video:</span> Vimeo</span></a>');
  });

  it("in lite mode, a plain link to the video's page", () => {
    const html = sanitizeArticleHtml('<iframe src="https://www.youtube.com/embed/M7lc1UVf-VE" title="Flood"></iframe>', { videos: { ...videos, lite: true } });
    expect(html).toBe('<a href="https://www.youtube.com/watch?v=M7lc1UVf-VE" rel="noopener noreferrer nofollow" target="_blank">Video: Flood</a>');
  });
});

describe("plainTextOf: upstream HTML as text for places that take no markup (issue 21)", () => {
  it("keeps the words, apart at block edges, decodes entities, and drops scripts, styles and frames whole", () => {
    const html =
      `<p>ஏரி &amp; <b>அணை</b>&nbsp;நிலவரம்</p><p>x &lt; y "q"</p><script>alert(1)</script>` +
      `<style>p{}</style><ul><li>one</li><li>two</li></ul><iframe src="https://evil.example">frame</iframe>`;
    expect(plainTextOf(html)).toBe('ஏரி & அணை நிலவரம் x < y "q" one two');
  });
  it("keeps escaped text that reads like markup as text, and drops real markup", () => {
    expect(plainTextOf("&lt;img src=x onerror=alert(1)&gt;")).toBe("<img src=x onerror=alert(1)>");
    expect(plainTextOf("<img src=x onerror=alert(1)>")).toBe("");
  });
});
