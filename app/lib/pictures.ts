import type { Picture } from "~/types";

/** SPEC 9: picture indexes of Vimeo's ascending size list. */
export const PICTURE_INDEX = { message: 2, series: 3, live: 4 } as const;

/** The size at `index`, or the nearest one when the list is shorter; undefined when empty. */
export function pickPicture(pictures: readonly Picture[], index: number): Picture | undefined {
  if (pictures.length === 0) return undefined;
  return pictures[Math.min(Math.max(index, 0), pictures.length - 1)];
}
