import path from "node:path";
import { pictureFileOf } from "~/content/pictures.server";
import { getEnv } from "~/server/env.server";
import { registerUnpublishedPictures } from "~/server/media.server";
import { listPictureFiles } from "./content-files.server";
import { editorDb } from "./store.server";

/**
 * The content folder's pictures as the editor offers them (issue 18): every
 * JPEG, PNG and WebP under images/, uploads first, each with a small version
 * served from /media (made by the site's own picture pipeline) and, for an
 * upload, the description given with it.
 */

export interface LibraryPicture {
  file: string;
  /** The smallest served version, with its size: the page keeps its place, and loads it only when it is near. */
  thumbnail?: { src: string; width: number; height: number };
  /** The alt text given at upload. */
  alt?: string;
  width?: number;
  uploadedAt?: number;
}

export async function pictureLibrary(): Promise<LibraryPicture[]> {
  const root = path.resolve(getEnv().contentDir);
  const files = await listPictureFiles();
  const uploads = new Map(
    (
      editorDb().prepare("SELECT file, alt, width, uploaded_at FROM editor_uploads").all() as {
        file: string;
        alt: string;
        width: number;
        uploaded_at: number;
      }[]
    ).map((row) => [row.file, row]),
  );
  const pictures = (await Promise.all(files.map((file) => pictureFileOf(root, file)))).filter(
    (picture) => picture !== null,
  );
  registerUnpublishedPictures(pictures);
  const byFile = new Map(pictures.map((picture) => [picture.file, picture]));
  return files
    .map((file): LibraryPicture => {
      const picture = byFile.get(file);
      const upload = uploads.get(file);
      return {
        file,
        ...(picture ? { thumbnail: thumbnailOf(picture) } : {}),
        ...(upload ? { alt: upload.alt, width: upload.width, uploadedAt: upload.uploaded_at } : {}),
      };
    })
    .sort((a, b) => (b.uploadedAt ?? 0) - (a.uploadedAt ?? 0) || a.file.localeCompare(b.file));
}

function thumbnailOf(picture: { hash: string; widths: number[]; width: number; height: number }) {
  const width = picture.widths[0] ?? picture.width;
  return {
    src: `/media/${picture.hash}-${width}.webp`,
    width,
    height: Math.max(1, Math.round((picture.height * width) / picture.width)),
  };
}
