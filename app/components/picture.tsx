import type { Artwork } from "~/content/model";
import { artworkSrc, artworkSrcSet } from "~/lib/pictures";

export interface PictureProps {
  image: Artwork;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport. */
  sizes: string;
  /** The page's largest above-the-fold picture: loaded first, never lazily. */
  priority?: boolean;
  /** Above the fold but not the LCP picture: load eagerly at normal priority. */
  eager?: boolean;
  /** Needed only later (a carousel's next slides): fetched after everything else. */
  deferred?: boolean;
  className?: string;
  /** Overrides the catalogue's alt text ("" for a decorative picture). */
  alt?: string;
}

/** A responsive picture with its intrinsic size set, so it never shifts the layout. */
export function Picture({
  image,
  sizes,
  priority = false,
  eager = false,
  deferred = false,
  className,
  alt,
}: PictureProps) {
  return (
    <img
      className={className}
      src={artworkSrc(image, image.widths[1] ?? image.widths[0])}
      srcSet={artworkSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority || eager ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : deferred ? "low" : undefined}
      decoding={priority ? "sync" : "async"}
    />
  );
}
