import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { imageSize } from "image-size";
import type { Artwork, ImageRef } from "./model";
import type { ContentProblem, FieldPath, ParsedFile } from "./read-files.server";
import { fieldName } from "./read-files.server";
import type { BrandFile, ChurchFile, EventFile, PageFile } from "./schema";

/**
 * A content folder keeps one original of each picture. The site serves it at
 * the widths a page asks for, as WebP, under a name made from its content
 * (/media/<hash>-<width>.webp), so a replaced picture gets a new address and
 * the old one can be cached for a year (app/server/media.server.ts makes the
 * files). Here each picture is read once for its size and hash.
 */

/** The widths the site makes of a picture, up to its own width. */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The largest picture the site keeps: bigger originals are scaled down. */
export const LARGEST_WIDTH = 2560;

export interface PictureFile {
  /** Relative to the content folder. */
  file: string;
  absolute: string;
  hash: string;
  widths: number[];
}

/** A file served as it is, under a hashed name (the logo, self-hosted fonts). */
export interface BrandAsset {
  file: string;
  absolute: string;
  /** "/brand/<hash>.svg" */
  url: string;
  type: string;
}

export interface ResolvedPictures {
  byFile: Map<string, Artwork>;
  list: PictureFile[];
  brandFiles: Map<string, BrandAsset>;
}

export function widthsFor(intrinsicWidth: number): number[] {
  const largest = Math.min(intrinsicWidth, LARGEST_WIDTH);
  const widths: number[] = PICTURE_WIDTHS.filter((width) => width < largest);
  widths.push(largest);
  return widths;
}

interface Reference {
  parsed: ParsedFile<unknown>;
  at: FieldPath;
  ref: ImageRef;
}

export async function resolvePictures(
  root: string,
  sources: {
    church: ParsedFile<ChurchFile>;
    brand: ParsedFile<BrandFile>;
    /** Pages and events (issue 28): any file whose pictures the site serves. */
    pages: { parsed: ParsedFile<PageFile | EventFile> }[];
  },
  problems: ContentProblem[],
): Promise<ResolvedPictures | null> {
  const references: Reference[] = [];
  collect(sources.church, sources.church.data, [], references);
  for (const { parsed } of sources.pages) collect(parsed, parsed.data, [], references);

  const byFile = new Map<string, Artwork>();
  const list: PictureFile[] = [];
  const measured = new Map<string, { width: number; height: number; hash: string } | null>();
  for (const { parsed, at, ref } of references) {
    if (!measured.has(ref.file)) measured.set(ref.file, await measure(path.join(root, ref.file)));
    const size = measured.get(ref.file);
    if (!size) {
      problems.push({
        file: parsed.file,
        field: fieldName([...at, "file"]),
        line: parsed.lineOf([...at, "file"]),
        message: `${ref.file} is missing or is not a picture the site can read (JPEG, PNG or WebP)`,
        severity: "error",
      });
      continue;
    }
    const widths = widthsFor(size.width);
    const largest = widths.at(-1)!;
    if (!list.some((entry) => entry.file === ref.file)) {
      list.push({ file: ref.file, absolute: path.join(root, ref.file), hash: size.hash, widths });
    }
    // Keyed by file and alt: the same picture may be described differently in two places.
    byFile.set(`${ref.file}\n${ref.alt}`, {
      path: `/media/${size.hash}`,
      widths,
      width: largest,
      height: Math.round((size.height * largest) / size.width),
      alt: ref.alt,
    });
  }

  const brandFiles = new Map<string, BrandAsset>();
  const brandFile = async (file: string, type: string) => {
    const absolute = path.join(root, file);
    // A missing file is already named by the cross-check.
    const bytes = await readFile(absolute).catch(() => null);
    if (!bytes) return;
    const extension = path.extname(file).toLowerCase();
    brandFiles.set(file, { file, absolute, url: `/brand/${hashOf(bytes)}${extension}`, type });
  };
  const { logo, fonts } = sources.brand.data;
  await brandFile(logo, logo.toLowerCase().endsWith(".svg") ? "image/svg+xml" : "image/png");
  for (const font of [fonts.body, fonts.display]) {
    if (typeof font === "object" && !brandFiles.has(font.file)) await brandFile(font.file, "font/woff2");
  }
  return { byFile, list, brandFiles };
}

/** The key under which a picture reference's Artwork is kept. */
export function pictureKey(ref: ImageRef): string {
  return `${ref.file}\n${ref.alt}`;
}

function collect(parsed: ParsedFile<unknown>, value: unknown, at: (string | number)[], into: Reference[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(parsed, item, [...at, index], into));
  } else if (value && typeof value === "object") {
    if (isImageRef(value)) {
      into.push({ parsed, at, ref: value });
      return;
    }
    for (const [key, child] of Object.entries(value)) collect(parsed, child, [...at, key], into);
  }
}

export function isImageRef(value: unknown): value is ImageRef {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as ImageRef).file === "string" &&
    typeof (value as ImageRef).alt === "string" &&
    (value as ImageRef).file.startsWith("images/") &&
    Object.keys(value).length === 2
  );
}

function hashOf(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 16);
}

/** A picture file of a content folder as the site would serve it (the staff editor's picture library). */
export async function pictureFileOf(
  root: string,
  file: string,
): Promise<(PictureFile & { width: number; height: number }) | null> {
  const absolute = path.join(root, file);
  const size = await measure(absolute);
  return size
    ? { file, absolute, hash: size.hash, widths: widthsFor(size.width), width: size.width, height: size.height }
    : null;
}

interface Measured {
  width: number;
  height: number;
  hash: string;
}

// A reload (a change on disk, a publish) measures again only the pictures whose file changed.
const measuredFiles = new Map<string, { size: number; mtimeMs: number; measured: Measured | null }>();

/**
 * A picture's upright size and content hash, read from its header by
 * image-size (pure JavaScript: no native image library to load at start-up;
 * sharp makes the served files later, in the background).
 */
async function measure(file: string): Promise<Measured | null> {
  try {
    const { size, mtimeMs } = await stat(file);
    const known = measuredFiles.get(file);
    if (known && known.size === size && known.mtimeMs === mtimeMs) return known.measured;
    const bytes = await readFile(file);
    const info = imageSize(bytes);
    let measured: Measured | null = null;
    if (info.width && info.height && ["jpg", "png", "webp"].includes(info.type ?? "")) {
      // EXIF orientations 5-8 turn the picture a quarter: its upright width is its stored height.
      const quarterTurn = (info.orientation ?? 1) >= 5;
      measured = {
        width: quarterTurn ? info.height : info.width,
        height: quarterTurn ? info.width : info.height,
        hash: hashOf(bytes),
      };
    }
    measuredFiles.set(file, { size, mtimeMs, measured });
    return measured;
  } catch {
    return null;
  }
}
