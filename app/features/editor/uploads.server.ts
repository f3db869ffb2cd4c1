import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import decodeHeic from "heic-decode";
import sharp, { type OutputInfo, type Sharp, type SharpOptions } from "sharp";
import { LARGEST_WIDTH } from "~/content/pictures.server";
import { recordAudit } from "~/features/auth/audit-log.server";
import { getEnv } from "~/server/env.server";
import { writeAtomically } from "./content-files.server";
import { editorDb } from "./store.server";

/**
 * Pictures from a phone or a laptop (issue 18), checked before anything is
 * kept: the type from the file's own bytes (file-type), never its name or
 * what the browser says; JPEG, PNG, WebP or HEIC only (no SVG, which can
 * carry script); no web page code hidden in it (a polyglot); decoded by
 * sharp (HEIC by heic-decode) within a pixel limit; turned upright; made
 * WebP at most LARGEST_WIDTH wide with none of its metadata (GPS included);
 * kept in the content folder as images/uploads/<hash of its content>.webp,
 * a name no request chooses. The site's picture pipeline makes its widths.
 * docs/decisions/028-the-staff-editor-issue-18.md says why each check.
 */

export const UPLOAD_LIMITS = {
  /** Issue 18: photos up to 20 MB. */
  bytes: 20 * 1024 * 1024,
  /** A 200-megapixel phone photo decodes; a decompression bomb does not. */
  pixels: 200_000_000,
  altLength: 250,
} as const;

const ACCEPTED = new Map([
  ["image/jpeg", "JPEG"],
  ["image/png", "PNG"],
  ["image/webp", "WebP"],
  ["image/heic", "HEIC"],
  ["image/heif", "HEIC"],
]);

/**
 * Markup a browser or a server would run, anywhere in the bytes: not a plain
 * picture. Each marker is six characters or more, so the chance that a
 * photo's compressed data spells one by accident is about 1 in 10^13 per byte.
 */
const MARKUP =
  /<(?:script|iframe|object|embed|!doctype|html[\s>]|body[\s>]|svg[\s>][^<]{0,200}xmlns)|<\?php|javascript:/i;

export const UPLOAD_MESSAGES = {
  noFile: "Choose a photo to upload.",
  tooLarge: (bytes: number) =>
    `That file is ${(bytes / 1024 / 1024).toFixed(1)} MB: photos up to 20 MB can be uploaded. Send a smaller copy (most phones offer one when sharing).`,
  notAPhoto:
    "That file is not a JPEG, PNG, WebP or HEIC photo, so it was not uploaded. SVG drawings and other files cannot be uploaded.",
  markup:
    "That file holds web page code as well as a picture, so it was not uploaded. Save the photo again from your phone or photo editor, and upload that copy.",
  unreadable: "That photo could not be read: it may be damaged. Try saving it again, or another copy of it.",
  tooManyPixels: "That photo has more than 200 megapixels: save a smaller copy, then upload it.",
  noAlt: "Describe what the photo shows, in a few words, for people who cannot see it.",
  longAlt: `Keep the description under ${UPLOAD_LIMITS.altLength} characters.`,
} as const;

export type UploadOutcome =
  | { ok: true; file: string; width: number; height: number; existed: boolean }
  | { ok: false; field: "picture" | "alt"; message: string };

export async function acceptUpload({
  bytes,
  alt: rawAlt,
  actor,
  now,
}: {
  bytes: Uint8Array;
  alt: string;
  actor: { id: string; email: string };
  now: number;
}): Promise<UploadOutcome> {
  const alt = rawAlt.replace(/\s+/g, " ").trim();
  if (bytes.byteLength === 0) return { ok: false, field: "picture", message: UPLOAD_MESSAGES.noFile };
  if (bytes.byteLength > UPLOAD_LIMITS.bytes) {
    return { ok: false, field: "picture", message: UPLOAD_MESSAGES.tooLarge(bytes.byteLength) };
  }
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return { ok: false, field: "picture", message: UPLOAD_MESSAGES.notAPhoto };
  if (MARKUP.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1"))) {
    return { ok: false, field: "picture", message: UPLOAD_MESSAGES.markup };
  }
  if (!alt) return { ok: false, field: "alt", message: UPLOAD_MESSAGES.noAlt };
  if (alt.length > UPLOAD_LIMITS.altLength) return { ok: false, field: "alt", message: UPLOAD_MESSAGES.longAlt };

  let made: { data: Buffer; info: OutputInfo };
  try {
    const decoded = ACCEPTED.get(type.mime) === "HEIC" ? await heicToSharp(bytes) : sharp(bytes, decodeOptions);
    made = await decoded
      .rotate()
      .resize({ width: LARGEST_WIDTH, height: LARGEST_WIDTH, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const tooMany = error instanceof TooManyPixels || /pixel limit/i.test(String(error));
    return {
      ok: false,
      field: "picture",
      message: tooMany ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.unreadable,
    };
  }

  const hash = createHash("sha256").update(made.data).digest("hex").slice(0, 16);
  const file = `images/uploads/${hash}.webp`;
  const absolute = path.join(path.resolve(getEnv().contentDir), file);
  const existed = await stat(absolute).then(
    () => true,
    () => false,
  );
  if (!existed) await writeAtomically(absolute, made.data);
  const db = editorDb();
  db.transaction(() => {
    db.prepare(
      `INSERT INTO editor_uploads (file, alt, width, height, bytes, uploaded_by, uploaded_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (file) DO UPDATE SET alt = excluded.alt`,
    ).run(file, alt, made.info.width, made.info.height, made.data.byteLength, actor.id, now);
    recordAudit({ at: now, action: "picture-uploaded", actor, subject: file, detail: alt }, db);
  }).immediate();
  return { ok: true, file, width: made.info.width, height: made.info.height, existed };
}

const decodeOptions: SharpOptions = { limitInputPixels: UPLOAD_LIMITS.pixels, failOn: "error" };

class TooManyPixels extends Error {}

/** HEIC through heic-decode (sharp's own build reads no HEVC), its size checked before it is decoded. */
async function heicToSharp(bytes: Uint8Array): Promise<Sharp> {
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary) throw new Error("no image in the HEIC file");
    if (primary.width * primary.height > UPLOAD_LIMITS.pixels) throw new TooManyPixels();
    const { width, height, data } = await primary.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
      limitInputPixels: UPLOAD_LIMITS.pixels,
    });
  } finally {
    images.dispose();
  }
}
