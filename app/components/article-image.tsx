import { imageCandidates } from "../images/image-url";
import type { ArticleImage as Image } from "../news/types";

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
}: {
  image: Image;
  sizes: string;
  /** The page's main picture: loaded first, never lazily. */
  priority?: boolean;
  className?: string;
}) {
  const srcSet = srcSetOf(image);
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
