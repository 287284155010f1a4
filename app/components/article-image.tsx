import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { useLite } from "../lite";
import type { ArticleImage as Image } from "../news/types";
import * as styles from "./article-image.css";

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
  const srcSet = image.srcset.length > 0 ? image.srcset.map((candidate) => `${candidate.src} ${candidate.width}w`).join(", ") : undefined;
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
  const src = [...image.srcset].sort((a, b) => a.width - b.width).find((candidate) => candidate.width >= 600)?.src ?? image.src;
  const background = { "--lite-picture": `url("${src.replace(/["\\]/g, "\\$&")}")`, aspectRatio: `${image.width} / ${image.height}` };
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
