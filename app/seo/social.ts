/**
 * Open Graph and Twitter card tags of an article (requirements §2 page metadata, §9:
 * a title over 60 characters is shortened to 57 plus an ellipsis; the share
 * image is 1200 wide). Pure: Remix meta descriptors.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { imageCandidates, IMAGE_WIDTHS, SHARE_IMAGE_TYPE, shareImageRouteUrl, type ImageWidth } from "../news/image-url";
import { SHARE_IMAGE_WIDTH, SOCIAL_TITLE_CUT, SOCIAL_TITLE_MAX } from "../news/limits";
import type { Language } from "../i18n/language";
import type { ArticleImage } from "../news/types";
import { graphemeClusters } from "../news/graphemes";

/** What may end a cut title before its ellipsis: not a space, nor a dangling comma, colon, dash or the like. */
const TRAILING = /[\s,;:\-–—|/]+$/u;

/**
 * requirements §9: over 60 characters → at most the first 57 plus "…", cut where a word ends (a
 * space follows), never inside a word or a Tamil letter (a consonant with its vowel sign
 * is one grapheme). A title whose first 57 characters hold no word end is not cut at all.
 */
export function socialTitle(title: string): string {
  const clean = title.replace(/\s+/g, " ").trim();
  if (clean.length <= SOCIAL_TITLE_MAX) return clean;
  let cut = "";
  let atWordEnd = "";
  for (const segment of graphemeClusters(clean)) {
    if (segment === " ") atWordEnd = cut;
    if (cut.length + segment.length > SOCIAL_TITLE_CUT) break;
    cut += segment;
  }
  const kept = atWordEnd.replace(TRAILING, "");
  return kept ? `${kept}…` : clean;
}

/** The MIME type of a picture from its URL's extension. */
export function imageType(url: string): string {
  let pathname = url;
  try {
    pathname = new URL(url).pathname;
  } catch {
    // A relative URL: its path is the string itself.
  }
  const extension = pathname.split(".").pop()?.toLowerCase() ?? "";
  const types: Record<string, string> = {
    jpg: "image/jpeg",
    jpeg: "image/jpeg",
    png: "image/png",
    gif: "image/gif",
    webp: "image/webp",
    avif: "image/avif",
    svg: "image/svg+xml",
  };
  return types[extension] ?? "image/jpeg";
}

export type SharePicture = {
  url: string;
  type: string;
  width: number;
  height: number;
  alt: string;
};

/**
 * The picture to share: the candidate closest to 1200 wide (requirements §9), with its real size (its width
 * scaled by the picture's own aspect ratio, never a size it does not have), as an absolute URL. A
 * picture the image route serves is shared as the route's JPEG (`/img/share/….jpg`, decision 0027),
 * whose URL, extension and type agree whatever a scraper sends as Accept. Another host's picture is
 * shared as it is when it is a raster picture; an SVG, which link previews do not show, is not shared.
 * null without a picture.
 */
export function sharePicture(image: ArticleImage | null, origin: string): SharePicture | null {
  if (!image) return null;
  const listed = imageCandidates(image);
  const candidates = listed.length > 0 ? listed : [{ width: image.width, src: image.src }];
  const best = [...candidates].sort((a, b) => Math.abs(a.width - SHARE_IMAGE_WIDTH) - Math.abs(b.width - SHARE_IMAGE_WIDTH) || b.width - a.width)[0]!;
  const height = Math.round((best.width * image.height) / image.width);
  const routed = image.resized && (IMAGE_WIDTHS as readonly number[]).includes(best.width);
  let url: string;
  try {
    url = new URL(routed ? shareImageRouteUrl(image.resized!.source, best.width as ImageWidth) : best.src, origin).href;
  } catch {
    return null;
  }
  const type = routed ? SHARE_IMAGE_TYPE : imageType(url);
  if (type === "image/svg+xml") return null;
  return { url, type, width: best.width, height, alt: image.alt };
}

const OG_LOCALE: Record<Language, string> = { en: "en_IN", ta: "ta_IN" };

export type ArticleSocial = {
  lang: Language;
  siteName: string;
  url: string;
  title: string;
  description: string;
  picture: SharePicture | null;
  publishedAt: string;
  modifiedAt: string;
  section: string | null;
  tags: readonly string[];
};

/** The Open Graph lines every page has: what it is, whose, in which language (and the other), where, what. */
export function openGraphBasics(facts: {
  type: "website" | "article";
  siteName: string;
  lang: Language;
  url: string;
  title: string;
  description: string;
}): MetaDescriptor[] {
  return [
    { property: "og:type", content: facts.type },
    { property: "og:site_name", content: facts.siteName },
    { property: "og:locale", content: OG_LOCALE[facts.lang] },
    {
      property: "og:locale:alternate",
      content: OG_LOCALE[facts.lang === "en" ? "ta" : "en"],
    },
    { property: "og:url", content: facts.url },
    { property: "og:title", content: facts.title },
    { property: "og:description", content: facts.description },
  ];
}

/** A share picture for Open Graph, with its type, size and description. */
export function openGraphPicture(picture: { url: string; type: string; width: number; height: number; alt: string }): MetaDescriptor[] {
  return [
    { property: "og:image", content: picture.url },
    { property: "og:image:type", content: picture.type },
    { property: "og:image:width", content: String(picture.width) },
    { property: "og:image:height", content: String(picture.height) },
    { property: "og:image:alt", content: picture.alt },
  ];
}

export function articleSocialMeta(article: ArticleSocial): MetaDescriptor[] {
  const title = socialTitle(article.title);
  const { picture } = article;
  return [
    ...openGraphBasics({
      type: "article",
      siteName: article.siteName,
      lang: article.lang,
      url: article.url,
      title,
      description: article.description,
    }),
    ...(picture ? openGraphPicture(picture) : []),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.modifiedAt },
    ...(article.section ? [{ property: "article:section", content: article.section }] : []),
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    {
      name: "twitter:card",
      content: picture ? "summary_large_image" : "summary",
    },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: article.description },
    ...(picture
      ? [
          { name: "twitter:image", content: picture.url },
          { name: "twitter:image:alt", content: picture.alt },
        ]
      : []),
  ];
}
