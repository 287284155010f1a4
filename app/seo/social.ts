/**
 * Open Graph and Twitter card tags of an article (spec §2 page metadata, §9:
 * a title over 60 characters is shortened to 57 plus an ellipsis; the share
 * image is 1200 wide). Pure: Remix meta descriptors.
 */
import type { MetaDescriptor } from "@remix-run/react";
import { imageCandidates } from "../images/image-url";
import { SHARE_IMAGE_WIDTH, SOCIAL_TITLE_CUT, SOCIAL_TITLE_MAX } from "../news/limits";
import type { ArticleImage, Language } from "../news/types";
import { graphemeClusters } from "../news/graphemes";


/** spec §9: over 60 characters → the first 57 (never half a Tamil letter) plus "…". */
export function socialTitle(title: string): string {
  const clean = title.replace(/\s+/g, " ").trim();
  if (clean.length <= SOCIAL_TITLE_MAX) return clean;
  let cut = "";
  for (const segment of graphemeClusters(clean)) {
    if (cut.length + segment.length > SOCIAL_TITLE_CUT) break;
    cut += segment;
  }
  return `${cut.trimEnd()}…`;
}

export type SharePicture = { url: string; width: number; height: number; alt: string };

/**
 * The picture to share: the candidate closest to 1200 wide (spec §9), with its
 * real size (its width scaled by the picture's own aspect ratio, never a size it
 * does not have), as an absolute URL. null without a picture.
 */
export function sharePicture(image: ArticleImage | null, origin: string): SharePicture | null {
  if (!image) return null;
  const listed = imageCandidates(image);
  const candidates = listed.length > 0 ? listed : [{ width: image.width, src: image.src }];
  const best = [...candidates].sort(
    (a, b) => Math.abs(a.width - SHARE_IMAGE_WIDTH) - Math.abs(b.width - SHARE_IMAGE_WIDTH) || b.width - a.width,
  )[0]!;
  const height = Math.round((best.width * image.height) / image.width);
  let url: string;
  try {
    url = new URL(best.src, origin).href;
  } catch {
    return null;
  }
  return { url, width: best.width, height, alt: image.alt };
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

export function articleSocialMeta(article: ArticleSocial): MetaDescriptor[] {
  const title = socialTitle(article.title);
  const { picture } = article;
  return [
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: article.siteName },
    { property: "og:locale", content: OG_LOCALE[article.lang] },
    { property: "og:locale:alternate", content: OG_LOCALE[article.lang === "en" ? "ta" : "en"] },
    { property: "og:url", content: article.url },
    { property: "og:title", content: title },
    { property: "og:description", content: article.description },
    ...(picture
      ? [
          { property: "og:image", content: picture.url },
          { property: "og:image:width", content: String(picture.width) },
          { property: "og:image:height", content: String(picture.height) },
          { property: "og:image:alt", content: picture.alt },
        ]
      : []),
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:modified_time", content: article.modifiedAt },
    ...(article.section ? [{ property: "article:section", content: article.section }] : []),
    ...article.tags.map((tag) => ({ property: "article:tag", content: tag })),
    { name: "twitter:card", content: picture ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: article.description },
    ...(picture ? [{ name: "twitter:image", content: picture.url }, { name: "twitter:image:alt", content: picture.alt }] : []),
  ];
}
