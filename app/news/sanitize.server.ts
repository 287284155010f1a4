/**
 * Upstream article HTML is sanitized here, on the server, before it is rendered
 * (issue 10: hostile article HTML). An allow-list: text structure, links, images, figures,
 * lists, tables, quotes, and video embeds from known hosts only.
 */
import sanitizeHtml from "sanitize-html";
import { imageCandidates, imageSourceOf, routedImage, type ImageSources } from "./image-url";
import { embedUrl, meaningfulTitle, PROVIDER_NAME, videoFromEmbedUrl, watchUrl, type Video } from "./video-embed";

/** Where kept embeds point (one form per video, video-embed.ts): anything else was refused before this check. */
const VIDEO_HOSTS = ["www.youtube-nocookie.com", "player.vimeo.com"];

/** Bodies larger than this are cut before parsing, so a pathological payload costs bounded time. */
const MAX_INPUT_LENGTH = 1_000_000;

function isExternal(hrefValue: string, siteOrigin: string | undefined): boolean {
  if (!/^https?:\/\//i.test(hrefValue)) return false;
  try {
    return !siteOrigin || new URL(hrefValue).origin !== siteOrigin;
  } catch {
    return true;
  }
}

/**
 * The most elements a body may hold open at once; the rest of a deeper body is cut. The HTML parser
 * under sanitize-html keeps its element stack with `unshift`, so its cost grows with the square of the
 * nesting depth: 100,000 nested <b> (700 KB) held the event loop for over 10 s (issue 10, decision 0014).
 * No article nests anywhere near this deep.
 */
export const MAX_OPEN_ELEMENTS = 256;

const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]);
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)[^>]*?(\/?)>/g;

/** A linear scan that over-counts rather than under-counts (implied end tags are not modelled). */
function cutDeepNesting(html: string): string {
  let open = 0;
  for (const match of html.matchAll(TAG)) {
    if (match[1]) {
      if (open > 0) open -= 1;
      continue;
    }
    if (match[3] || VOID_ELEMENTS.has(match[2]!.toLowerCase())) continue;
    open += 1;
    if (open > MAX_OPEN_ELEMENTS) return html.slice(0, match.index);
  }
  return html;
}

/**
 * Sanitizing twice must change nothing (issue 10). One pass is not always a fixed point: the parser
 * closes implied elements differently once disallowed ones between them are gone (`<td><base><td>x`
 * becomes nested cells, which a second pass turns into siblings). So the output is passed again until
 * it no longer changes; for an ordinary body the second pass only confirms it.
 */
const MAX_PASSES = 4;

export type SanitizeOptions = {
  siteOrigin?: string;
  /**
   * Pictures (issue 9): an allow-listed picture is served resized by the image route (`srcset` at the route's
   * widths, `sizes` as given); every picture gets a width and height: its own, else the size learnt from its
   * file (app/images/body-pictures.server.ts, keyed by its `src`), else a 16:9 box marked `data-fit` that the
   * picture is fitted into, so nothing below it moves when it loads.
   */
  pictures?: { sources: ImageSources; sizes: ReadonlyMap<string, { width: number; height: number }>; sizesAttribute: string };
  /**
   * Lite mode (issue 9: pictures behind a tap): each picture becomes a link to it, "{label}: {alt}", so nothing
   * is downloaded until the reader asks (a link, not a <details>, is allowed wherever a picture is, e.g. in a <p>).
   */
  liteLabel?: string;
  /**
   * Video embeds (decision 0028): each kept YouTube or Vimeo embed becomes a poster, a link to the video's page
   * that the article page turns into the player when pressed (nothing is loaded from the video's site before);
   * in lite mode, a plain link. Without this option the embed stays an <iframe> of the canonical embed URL.
   */
  videos?: { play: string; lite: boolean; liteLabel: string };
};

/** The fitted box of a picture whose size is unknown (16:9, the site's picture shape). */
const UNKNOWN_PICTURE_SIZE = { width: 1200, height: 675 };

function positiveInteger(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d{1,5}\s*$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/**
 * A `srcset` whose every candidate is a web address (http, https, or a path on the site), else none. sanitize-html
 * checks each candidate's scheme, but `url(javascript:alert(1))` has none to check (the parenthesis ends it): a browser
 * reads it as a harmless relative path, and it is dropped all the same (found by the property test at 09:00 IST).
 */
function webSrcset(attribs: Record<string, string>): Record<string, string> {
  const { srcset, ...rest } = attribs;
  if (srcset === undefined) return rest;
  const urls = srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");
  return urls.every((url) => /^(https?:\/\/|\/(?!\/))/i.test(url)) ? { ...rest, srcset } : rest;
}

function picture(attribs: Record<string, string>, pictures: SanitizeOptions["pictures"]): Record<string, string> {
  const out: Record<string, string> = { ...webSrcset(attribs), loading: "lazy", decoding: "async" };
  if (!pictures) return out;
  const src = (attribs.src ?? "").trim();
  let width = positiveInteger(attribs.width);
  let height = positiveInteger(attribs.height);
  if (!width || !height) {
    const learnt = pictures.sizes.get(src);
    width = learnt?.width ?? null;
    height = learnt?.height ?? null;
  }
  const source = imageSourceOf(src, pictures.sources);
  if (source) {
    const routed = routedImage(source, width ?? UNKNOWN_PICTURE_SIZE.width, /\.svg$/i.test(source));
    out.src = routed.src;
    out.srcset = imageCandidates(routed)
      .map((candidate) => `${candidate.src} ${candidate.width}w`)
      .join(", ");
    out.sizes = pictures.sizesAttribute;
  }
  if (width && height) {
    out.width = String(width);
    out.height = String(height);
  } else {
    out.width = String(UNKNOWN_PICTURE_SIZE.width);
    out.height = String(UNKNOWN_PICTURE_SIZE.height);
    out["data-fit"] = "";
  }
  return out;
}

export function sanitizeArticleHtml(html: string, options: SanitizeOptions = {}): string {
  let output = sanitizeOnce(cutDeepNesting(html.slice(0, MAX_INPUT_LENGTH)), options);
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const again = sanitizeOnce(output, options);
    if (again === output) break;
    output = again;
  }
  if (options.videos) output = videosAsPosters(output, options.videos);
  return options.liteLabel === undefined ? output : picturesAsLinks(output, options.liteLabel);
}

const OFFSITE = 'rel="noopener noreferrer nofollow" target="_blank"';

/**
 * Each `<iframe>` of sanitized output (its src already one of embedUrl's, its title escaped) becomes a poster:
 * a link to the video's page, marked with what the page needs to start the player in its place. Phrasing
 * content only (an <a> and <span>s), so a poster is as valid inside a <p> as the frame was.
 */
function videosAsPosters(html: string, videos: NonNullable<SanitizeOptions["videos"]>): string {
  return html.replace(/<iframe\b([^>]*)><\/iframe>/g, (_, attributes: string) => {
    const video: Video | null = videoFromEmbedUrl(/\ssrc="([^"]*)"/.exec(attributes)?.[1] ?? "");
    if (!video) return "";
    const title = meaningfulTitle(/\stitle="([^"]*)"/.exec(attributes)?.[1]);
    const provider = PROVIDER_NAME[video.provider];
    if (videos.lite) {
      return `<a href="${watchUrl(video)}" ${OFFSITE}>${escapeText(videos.liteLabel)}: ${title ?? provider}</a>`;
    }
    return (
      `<a href="${watchUrl(video)}" ${OFFSITE} class="video-poster" data-video="${video.provider}" data-video-id="${video.id}"` +
      `${title ? ` data-video-title="${title}"` : ""}>` +
      `<span class="video-play" aria-hidden="true"></span>` +
      `<span class="video-caption"><span class="video-action">${escapeText(videos.play)}:</span> ${title ?? provider}` +
      `${title ? ` <span class="video-provider">(${provider})</span>` : ""}</span></a>`
    );
  });
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Lite mode: each `<img>` of sanitized output (attribute values already escaped, double-quoted) becomes a link to
 * its `src`. Done on the output, not in transformTags: turning a void element into `<a>` there loses what follows.
 */
function picturesAsLinks(html: string, label: string): string {
  return html.replace(/<img\b([^>]*)\/>/g, (_, attributes: string) => {
    const src = /\ssrc="([^"]*)"/.exec(attributes)?.[1] ?? "";
    const alt = (/\salt="([^"]*)"/.exec(attributes)?.[1] ?? "").trim();
    const text = alt ? `${escapeText(label)}: ${alt}` : escapeText(label);
    const external = /^https?:/i.test(src);
    return `<a href="${src}"${external ? ' rel="noopener noreferrer nofollow" target="_blank"' : ""}>${text}</a>`;
  });
}

/** Elements whose content is never text a reader sees: dropped whole, never kept as text. */
const NON_TEXT_TAGS = [
  "script",
  "style",
  "textarea",
  "option",
  "noscript",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "plaintext",
  "template",
  "title",
  "svg",
  "math",
];

/** Elements that end a line of text: a space keeps the words on either side apart once the markup is gone. */
const BLOCK_EDGE = /<(\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|figure|figcaption|table|tr|td|th|hr|pre)\b)/gi;

/**
 * The text of upstream HTML for places that take no markup (structured data, issue 21: a live update's
 * headline and excerpt): the same parser as the sanitizer with no element allowed, entities decoded, spaces
 * collapsed. Not for HTML output: the text is no longer escaped.
 */
export function plainTextOf(html: string): string {
  const escaped = sanitizeHtml(html.slice(0, MAX_INPUT_LENGTH).replace(BLOCK_EDGE, " <$1"), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: NON_TEXT_TAGS,
    parser: { lowerCaseTags: true },
  });
  // sanitize-html escapes the text it keeps: &, <, > and quotes go back to characters (&amp; last).
  return escaped
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The elements an article body may keep (the property test, sanitize.server.property.test.ts, checks against these). */
export const ALLOWED_TAGS: readonly string[] = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "small",
  "mark",
  "a",
  "ul",
  "ol",
  "li",
  "blockquote",
  "q",
  "cite",
  "figure",
  "figcaption",
  "img",
  "picture",
  "source",
  "table",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "caption",
  "hr",
  "pre",
  "code",
  "span",
  "iframe",
];

/** The attributes each may keep; "*": on every element. */
export const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ["href", "title", "rel", "target", "hreflang"],
  img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding", "title", "data-fit"],
  source: ["srcset", "sizes", "type", "media", "width", "height"],
  iframe: ["src", "width", "height", "title", "allow", "allowfullscreen", "loading"],
  th: ["colspan", "rowspan", "scope"],
  td: ["colspan", "rowspan"],
  ol: ["start", "reversed"],
  blockquote: ["cite"],
  "*": ["lang", "dir"],
};

function sanitizeOnce(html: string, options: SanitizeOptions): string {
  return sanitizeHtml(html, {
    allowedTags: [...ALLOWED_TAGS],
    // The page already has one h1 (the headline): an <h1> in the body becomes an <h2>.
    transformTags: {
      h1: "h2",
      a: (tagName, attribs) => {
        const external = isExternal(attribs.href ?? "", options.siteOrigin);
        return {
          tagName,
          attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : { ...attribs },
        };
      },
      img: (tagName, attribs) => ({ tagName, attribs: picture(attribs, options.pictures) }),
      source: (tagName, attribs) => ({ tagName, attribs: webSrcset(attribs) }),
      // YouTube and Vimeo with a strict id, in one canonical form (youtube-nocookie); anything else loses its src
      // and is dropped below. Only the title is kept: size, permissions and autoplay are ours to decide.
      iframe: (tagName, attribs) => {
        const video = videoFromEmbedUrl(attribs.src ?? "");
        const title = attribs.title?.trim();
        return { tagName, attribs: video ? { src: embedUrl(video), ...(title ? { title } : {}) } : {} };
      },
    },
    allowedAttributes: Object.fromEntries(Object.entries(ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: ["https", "http", "mailto", "tel"],
    allowedSchemesByTag: { img: ["https", "http"], source: ["https", "http"], iframe: ["https"] },
    allowProtocolRelative: false,
    allowedIframeHostnames: VIDEO_HOSTS,
    allowIframeRelativeUrls: false,
    disallowedTagsMode: "discard",
    // An embed from a host off the list loses its src: drop the empty frame too (it would be a blank box),
    // and an image whose src was refused (javascript:, data:) with it.
    exclusiveFilter: (frame) => (frame.tag === "iframe" || frame.tag === "img") && !frame.attribs.src,
    nonTextTags: NON_TEXT_TAGS,
    enforceHtmlBoundary: false,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
  });
}
