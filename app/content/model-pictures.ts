/** Pictures in the model: a reference in a content file, and the responsive files it is resolved to. */

/** A picture as the site serves it: `${path}-${width}.webp` at each of `widths`. */
export interface Artwork {
  path: string;
  widths: readonly number[];
  /** Intrinsic size of the largest file, so the browser reserves the space. */
  width: number;
  height: number;
  alt: string;
}

/** A picture reference in a content file, before it is resolved. */
export interface ImageRef {
  file: string;
  alt: string;
}

/** T with every picture reference replaced by its Artwork. */
export type Resolved<T> = T extends ImageRef
  ? Artwork
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [Key in keyof T]: Resolved<T[Key]> }
      : T;
