import type { ArticleImage as Image } from "../news/types";

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
  const srcSet = image.srcset.length > 0 ? image.srcset.map((candidate) => `${candidate.src} ${candidate.width}w`).join(", ") : undefined;
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
