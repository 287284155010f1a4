import type { CSSProperties } from "react";
import { useTranslation } from "../../i18n/react";
import { useLite } from "../../wire/lite";
import { imageCandidates } from "../../news/image-url";
import type { ArticleImage as Image } from "../../news/types";
import * as styles from "./article-image.css";

function srcSetOf(image: Image): string | undefined {
  const candidates = imageCandidates(image);
  return candidates.length > 0 ? candidates.map((candidate) => `${candidate.src} ${candidate.width}w`).join(", ") : undefined;
}

/**
 * A `<link rel="preload">` for a page's main picture, as a Remix meta descriptor (issue 9): the
 * browser starts fetching the LCP picture from the document's head, before the body that holds the
 * `<img>` has arrived (on a slow network the hero can sit past the first 14 KB). `sizes` must be the
 * `<img>`'s own, so both pick the same candidate.
 */
export function picturePreload(image: Image | null | undefined, sizes: string) {
  if (!image) return [];
  const srcSet = srcSetOf(image);
  return [
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      href: image.src,
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
      fetchpriority: "high",
    },
  ];
}

/** A news picture with its intrinsic size (no layout shift) and responsive candidates. */
export function ArticleImage({
  image,
  sizes,
  priority = false,
  className,
  tapToShow = false,
}: {
  image: Image;
  sizes: string;
  /** The page's main picture: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
  /**
   * Lite mode (issue 9): this picture waits behind a "Show picture" tap (a <details>, no
   * JavaScript; a lazy image in a closed <details> is not fetched). Other pictures (cards,
   * which repeat their title's link) are left out in lite mode.
   */
  tapToShow?: boolean;
}) {
  const lite = useLite();
  const { t } = useTranslation();
  if (lite && !tapToShow) return null;
  const srcSet = srcSetOf(image);
  if (!lite) {
    return (
      <img
        src={image.src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        // React 18 does not know fetchPriority; the lowercase attribute reaches the HTML as is.
        {...{ fetchpriority: priority ? "high" : undefined }}
        className={className}
      />
    );
  }
  // The picture is a CSS background that only applies once the <details> is open, so nothing is
  // fetched before the tap, whatever the browser does with lazy images (Chromium loads them all
  // when JavaScript is off).
  // A phone-sized candidate is plenty for a reader who asked to save data.
  const src =
    imageCandidates(image)
      .sort((a, b) => a.width - b.width)
      .find((candidate) => candidate.width >= 600)?.src ?? image.src;
  const background = {
    "--lite-picture": `url("${src.replace(/["\\]/g, "\\$&")}")`,
    aspectRatio: `${image.width} / ${image.height}`,
  };
  return (
    <details className={styles.tapToShow}>
      <summary>{t("lite.showImage")}</summary>
      <div
        {...(image.alt ? { role: "img", "aria-label": image.alt } : { "aria-hidden": true })}
        className={styles.litePicture}
        style={background as CSSProperties}
      />
    </details>
  );
}
