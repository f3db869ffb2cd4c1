/**
 * The site's own sermon types. The Vimeo client maps its answers to these at
 * once (app/services/vimeo.server.ts); nothing else sees Vimeo's shapes.
 */

export interface Picture {
  src: string;
  width: number;
  height: number;
}

/** A series (a Vimeo showcase) without its sermons. */
export interface SeriesSummary {
  uri: string;
  slug: string;
  name: string;
  /** Plain text; empty when the upstream has none. */
  description: string;
  videoCount: number;
  /** Smallest first, as Vimeo lists them. */
  pictures: Picture[];
}

export interface Series extends SeriesSummary {
  /** Oldest first. */
  sermons: Sermon[];
}

export interface Sermon {
  uri: string;
  slug: string;
  name: string;
  description: string;
  embedUrl: string;
  /** created_time plus the day offset of SPEC 9, in ms since the epoch. */
  date: number;
  pictures: Picture[];
}

/** SPEC 9: picture indexes of Vimeo's ascending size list. */
export const PICTURE_INDEX = { message: 2, series: 3, live: 4 } as const;

/** The size at `index`, or the nearest one when the list is shorter; undefined when empty. */
export function pickPicture(pictures: readonly Picture[], index: number): Picture | undefined {
  if (pictures.length === 0) return undefined;
  return pictures[Math.min(Math.max(index, 0), pictures.length - 1)];
}
