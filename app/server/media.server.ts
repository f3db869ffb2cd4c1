import path from "node:path";
import type { RequestHandler } from "express";
import type { BrandAsset, PictureFile } from "~/content/pictures.server";
import { getEnv } from "./env.server";
import { describeError, log } from "./logger.server";
import { fileMadeOnce } from "./file-made-once.server";

/**
 * The content folder's files as the site serves them (issue 17):
 * - /media/<hash>-<width>.webp: a picture at one of its widths, made from the
 *   original with sharp the first time it is asked for (or by the warm-up after
 *   start-up), kept under DATA_DIR/media, and cached for a year: the name
 *   changes with the picture;
 * - /brand/<hash>.<ext>: the logo and self-hosted fonts, as they are;
 * - /files/<name>: documents (a PDF of beliefs), for an hour.
 * Only files the current content names are served: nothing else in the
 * folder, and never a path outside it.
 */

interface MediaRegistry {
  pictures: Map<string, PictureFile>;
  brand: Map<string, BrandAsset>;
  filesDir: string;
}

let registry: MediaRegistry = { pictures: new Map(), brand: new Map(), filesDir: "" };

export function registerMedia(pictures: PictureFile[], brand: BrandAsset[], contentDir: string): void {
  registry = {
    pictures: new Map(pictures.map((picture) => [picture.hash, picture])),
    brand: new Map(brand.map((asset) => [path.basename(asset.url), asset])),
    filesDir: path.join(contentDir, "files"),
  };
}

/**
 * Pictures of the content folder no published page shows yet: the staff
 * editor's uploads, a draft's preview (issue 18). Served the same way, by
 * the hash of their content; the most recent few thousand are kept.
 */
const unpublished = new Map<string, PictureFile>();
const MAX_UNPUBLISHED = 5000;

export function registerUnpublishedPictures(pictures: readonly PictureFile[]): void {
  for (const picture of pictures) {
    if (registry.pictures.has(picture.hash)) continue;
    unpublished.delete(picture.hash);
    if (unpublished.size >= MAX_UNPUBLISHED) unpublished.delete(unpublished.keys().next().value!);
    unpublished.set(picture.hash, picture);
  }
}

const YEAR = { maxAge: "1y", immutable: true } as const;
const WEBP_QUALITY = 78;

function mediaDir(): string {
  return path.resolve(getEnv().DATA_DIR, "media");
}

/** The file of one picture at one width, made once (concurrent requests share the work). */
export function pictureFile(picture: PictureFile, width: number): Promise<string> {
  return fileMadeOnce(path.join(mediaDir(), `${picture.hash}-${width}.webp`), async (temporary) => {
    // Loaded on first use: the native image library is not needed to start serving pages.
    const { default: sharp } = await import("sharp");
    // Upright (EXIF orientation), without metadata (GPS included), at the asked width.
    await sharp(picture.absolute, { limitInputPixels: 80_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toFile(temporary);
  });
}

export function mediaFiles(): RequestHandler {
  return (req, res, next) => {
    const match = /^\/([0-9a-f]{16})-(\d{2,4})\.webp$/.exec(req.path);
    const picture = match ? (registry.pictures.get(match[1]!) ?? unpublished.get(match[1]!)) : undefined;
    const width = match ? Number(match[2]) : 0;
    if (!picture || !picture.widths.includes(width)) {
      res.status(404).type("text/plain").setHeader("Cache-Control", "no-store").send("Not found");
      return;
    }
    pictureFile(picture, width).then(
      (file) =>
        res.sendFile(file, { ...YEAR, headers: { "Content-Type": "image/webp" } }, (error) => error && next(error)),
      (error: unknown) => {
        log("error", "picture could not be made", { file: picture.file, width, error: describeError(error) });
        next(error);
      },
    );
  };
}

export function brandFiles(): RequestHandler {
  return (req, res, next) => {
    const asset = registry.brand.get(req.path.replace(/^\//, ""));
    if (!asset) {
      res.status(404).type("text/plain").setHeader("Cache-Control", "no-store").send("Not found");
      return;
    }
    const headers: Record<string, string> = { "Content-Type": asset.type };
    // An SVG opened on its own runs nothing and loads nothing.
    if (asset.type === "image/svg+xml")
      headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    res.sendFile(asset.absolute, { ...YEAR, headers }, (error) => error && next(error));
  };
}

/** Documents from the content folder's files/ (dotfiles and paths outside it refused by send). */
export function contentFiles(): RequestHandler {
  return (req, res, next) => {
    if (!registry.filesDir) return next();
    res.sendFile(req.path.replace(/^\//, ""), { root: registry.filesDir, maxAge: "1h", dotfiles: "deny" }, (error) => {
      if (!error) return;
      if ((error as { status?: number }).status === 404 || (error as NodeJS.ErrnoException).code === "ENOENT") {
        res.status(404).type("text/plain").setHeader("Cache-Control", "no-store").send("Not found");
      } else next(error);
    });
  };
}

/**
 * Makes every picture's files one after another after start-up, so visitors
 * rarely wait for one; a request for one not made yet makes it at once.
 */
export async function warmMedia(pictures: PictureFile[], signal?: AbortSignal): Promise<number> {
  let made = 0;
  for (const picture of pictures) {
    for (const width of picture.widths) {
      if (signal?.aborted) return made;
      try {
        await pictureFile(picture, width);
        made += 1;
      } catch (error) {
        log("warn", "picture could not be made", { file: picture.file, width, error: describeError(error) });
      }
    }
  }
  return made;
}
