import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { afterAll, beforeEach, expect, test } from "vitest";
import { listAudit } from "~/features/auth/audit-log.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { absolutePathOf } from "./content-files.server";
import { fileKindOf } from "./file-kinds";
import { acceptUpload, UPLOAD_LIMITS, UPLOAD_MESSAGES } from "./uploads.server";

/**
 * Uploads with real files (issue 18): what a phone sends is kept upright and
 * without its metadata; anything that is not a plain photo is refused, and a
 * refused upload writes nothing.
 */

let contentDir: string;
const actor = { id: "person-1", email: "editor@example.org" };
const NOW = Date.parse("2026-11-24T18:00:00Z");

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "uploads-data-"));
  contentDir = mkdtempSync(path.join(tmpdir(), "uploads-content-"));
  process.env.CONTENT_DIR = contentDir;
  resetEnvForTests();
});
afterAll(() => {
  closeDb();
  delete process.env.CONTENT_DIR;
  resetEnvForTests();
});

const uploaded = () => {
  try {
    return readdirSync(path.join(contentDir, "images", "uploads"));
  } catch {
    return [];
  }
};

/** 400×300, the left half red: where red ends up says which way up the picture was kept. */
async function picture(format: "jpeg" | "png" | "webp") {
  const left = await sharp({ create: { width: 200, height: 300, channels: 3, background: "#dd2222" } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 400, height: 300, channels: 3, background: "#2222dd" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

test("a phone's JPEG: turned upright by its EXIF orientation, its GPS and every other metadata gone, WebP under a hash name", async () => {
  const photo = await sharp(await picture("jpeg"))
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Artist: "Ann's phone" }, IFD3: { GPSMapDatum: "WGS-84", GPSLatitudeRef: "N" } })
    .jpeg()
    .toBuffer();
  const sent = await sharp(photo).metadata();
  expect(sent.orientation).toBe(6);
  expect(photo.includes("WGS-84")).toBe(true);

  const outcome = await acceptUpload({ bytes: photo, alt: "  Ann at the harbour  ", actor, now: NOW });
  expect(outcome).toMatchObject({ ok: true, width: 300, height: 400, existed: false });
  if (!outcome.ok) return;
  expect(outcome.file).toMatch(/^images\/uploads\/[0-9a-f]{16}\.webp$/);
  const kept = path.join(contentDir, outcome.file);
  const bytes = readFileSync(kept);
  expect(await fileTypeFromBuffer(bytes)).toMatchObject({ mime: "image/webp" });
  const stored = await sharp(kept).metadata();
  expect([stored.width, stored.height]).toEqual([300, 400]);
  expect(stored.exif).toBeUndefined();
  expect(stored.orientation).toBeUndefined();
  expect(bytes.includes("WGS-84")).toBe(false);
  expect(bytes.includes("Ann's phone")).toBe(false);
  // Orientation 6 turns the picture a quarter clockwise: the red left half is now on top.
  expect((await pixel(kept, 150, 20))[0]).toBeGreaterThan(180);
  expect((await pixel(kept, 150, 380))[2]).toBeGreaterThan(180);
  expect(listAudit()[0]).toMatchObject({
    action: "picture-uploaded",
    subject: outcome.file,
    detail: "Ann at the harbour",
  });

  // The same photo again is the same file.
  expect(await acceptUpload({ bytes: photo, alt: "Ann", actor, now: NOW })).toMatchObject({ existed: true });
  expect(uploaded()).toHaveLength(1);
});

test("PNG and WebP are accepted as they are, made WebP", async () => {
  for (const format of ["png", "webp"] as const) {
    const outcome = await acceptUpload({ bytes: await picture(format), alt: `A ${format}`, actor, now: NOW });
    expect(outcome).toMatchObject({ ok: true, width: 400, height: 300 });
  }
  expect(uploaded()).toHaveLength(2);
});

test("an iPhone's HEIC is decoded (heic-decode) and kept as WebP without its EXIF", async () => {
  const heic = readFileSync("tests/fixtures/uploads/phone.heic");
  expect(await fileTypeFromBuffer(heic)).toMatchObject({ mime: "image/heic" });
  const outcome = await acceptUpload({ bytes: heic, alt: "Red and blue", actor, now: NOW });
  expect(outcome).toMatchObject({ ok: true, width: 400, height: 300 });
  if (!outcome.ok) return;
  const kept = path.join(contentDir, outcome.file);
  expect((await sharp(kept).metadata()).exif).toBeUndefined();
  expect(readFileSync(kept).includes("WGS-84")).toBe(false);
  expect((await pixel(kept, 20, 150))[0]).toBeGreaterThan(150);
});

/** A PNG whose header claims `width`×`height` with almost no data: a decompression bomb. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("refused, with nothing written: SVG, a GIF that is also a script, a JPEG with a script after it, too big, a pixel bomb, no description", async () => {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const gifScript = Buffer.concat([
    Buffer.from("GIF89a/*"),
    Buffer.alloc(20),
    Buffer.from("*/=alert(document.cookie);"),
  ]);
  const jpegScript = Buffer.concat([await picture("jpeg"), Buffer.from("<script>alert(document.cookie)</script>")]);
  const tooBig = Buffer.concat([await picture("jpeg"), Buffer.alloc(UPLOAD_LIMITS.bytes)]);
  const cases: [Buffer, string, string][] = [
    [svg, "picture", UPLOAD_MESSAGES.notAPhoto],
    [Buffer.from("just some text, not a photo"), "picture", UPLOAD_MESSAGES.notAPhoto],
    [gifScript, "picture", UPLOAD_MESSAGES.notAPhoto],
    [jpegScript, "picture", UPLOAD_MESSAGES.markup],
    [tooBig, "picture", UPLOAD_MESSAGES.tooLarge(tooBig.length)],
    [pngClaiming(20_000, 20_000), "picture", UPLOAD_MESSAGES.tooManyPixels],
    [Buffer.alloc(0), "picture", UPLOAD_MESSAGES.noFile],
  ];
  for (const [bytes, field, message] of cases) {
    expect(await acceptUpload({ bytes, alt: "Something", actor, now: NOW })).toEqual({ ok: false, field, message });
  }
  expect(await acceptUpload({ bytes: await picture("png"), alt: "   ", actor, now: NOW })).toEqual({
    ok: false,
    field: "alt",
    message: UPLOAD_MESSAGES.noAlt,
  });
  expect(uploaded()).toEqual([]);
  expect(listAudit()).toEqual([]);
});

test("no name from outside reaches outside the folder: ../ is never a content file", () => {
  writeFileSync(path.join(contentDir, "church.yaml"), "name: Test\n");
  for (const name of [
    "../church.yaml",
    "pages/../../etc/passwd.yaml",
    "images/uploads/../../church.yaml",
    "/etc/passwd",
  ]) {
    expect(fileKindOf(name)).toBeNull();
    expect(() => absolutePathOf(name)).toThrow();
  }
  expect(fileKindOf("pages/ministries/kids.yaml")).toBe("page");
  expect(absolutePathOf("pages/ministries/kids.yaml")).toBe(path.join(contentDir, "pages/ministries/kids.yaml"));
});
