import type { Artwork } from "~/content/model";
import type { Picture } from "~/types";

/** SPEC 9: picture indexes of Vimeo's ascending size list. */
export const PICTURE_INDEX = { message: 2, series: 3, live: 4 } as const;

/** The size at `index`, or the nearest one when the list is shorter; undefined when empty. */
export function pickPicture(pictures: readonly Picture[], index: number): Picture | undefined {
  if (pictures.length === 0) return undefined;
  return pictures[Math.min(Math.max(index, 0), pictures.length - 1)];
}

/** One file of a content picture (the smallest unless a width is given), for a plain `src`. */
export function artworkSrc(image: Artwork, width: number = image.widths[0] ?? image.width): string {
  return `${image.path}-${width}.webp`;
}

export function artworkSrcSet(image: Artwork): string {
  return image.widths.map((width) => `${artworkSrc(image, width)} ${width}w`).join(", ");
}
