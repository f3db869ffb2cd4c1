import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";
import type sharpModule from "sharp";
import { BRAND_IMAGES, type BrandImageKind } from "~/content/brand-images";
import type { ChurchContent } from "~/content/model";
import { getContent } from "./content.server";
import { getEnv } from "./env.server";
import { describeError, log } from "./logger.server";
import { fileMadeOnce } from "./file-made-once.server";

/**
 * Pictures drawn from the church's brand (issue 17): the share card for links
 * in chats (1200x630), the podcast artwork (3000 px square, Apple's
 * recommendation), and the app icons (favicon, home screen). Each is made the
 * first time it is asked for, from the logo, the colours and the name in the
 * content folder, and kept under DATA_DIR/brand; its address carries a hash of
 * what it is drawn from, so a new logo or name gets a new address and the old
 * one may be cached for a year.
 */

/** sharp is loaded on first use (it is large); only its type is needed here. */
type Sharp = typeof sharpModule;

/** A square inside the maskable safe zone (a circle of 40 % of the width around the centre) leaves 21.7 % each side. */
export const MASKABLE_MARGIN = 0.22;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Splits a name over lines of at most `max` characters, at spaces. */
function lines(text: string, max: number): string[] {
  const result: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = result.at(-1);
    if (last && `${last} ${word}`.length <= max) result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  return result;
}

function textLines(
  texts: string[],
  {
    x,
    y,
    size,
    weight,
    color,
    anchor = "middle",
    gap = 1.15,
  }: { x: number; y: number; size: number; weight: number; color: string; anchor?: string; gap?: number },
): string {
  return texts
    .map(
      (text, index) =>
        `<text x="${x}" y="${y + index * size * gap}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(text)}</text>`,
    )
    .join("");
}

/** The picture's background and words as SVG, and where the logo goes on it. */
function layout(
  kind: BrandImageKind,
  content: ChurchContent,
): { svg: string; logo: { left: number; top: number; size: number } } {
  const { church, brand } = content;
  const colors = brand.colors;
  const { width, height } = BRAND_IMAGES[kind];
  if (kind === "share-card") {
    const nameLines = lines(church.name, 18);
    return {
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${colors.primaryStrong}"/>
<rect y="560" width="${width}" height="70" fill="${colors.primary}"/>
${textLines(nameLines, { x: 450, y: 300 - (nameLines.length - 1) * 38, size: 64, weight: 700, color: colors.onPrimary, anchor: "start" })}
${textLines(lines(church.tagline, 36), { x: 450, y: 300 + nameLines.length * 50 + 20, size: 34, weight: 400, color: colors.highlight, anchor: "start" })}
</svg>`,
      logo: { left: 90, top: 165, size: 300 },
    };
  }
  if (kind === "podcast") {
    const nameLines = lines(church.name, 16);
    return {
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${colors.primaryStrong}"/>
${textLines(nameLines, { x: 1500, y: 2050, size: 210, weight: 700, color: colors.onPrimary })}
${textLines(["SERMONS"], { x: 1500, y: 2050 + nameLines.length * 245 + 60, size: 150, weight: 700, color: colors.highlight })}
</svg>`,
      logo: { left: 900, top: 450, size: 1200 },
    };
  }
  // App icons: the logo on the brand's surface, with a little room around it. A maskable icon's launcher may
  // crop it to any shape holding the centre circle of 80 % of its width: the logo's square fits inside that circle.
  const margin = Math.round(width * (kind === "icon-maskable-512" ? MASKABLE_MARGIN : 0.08));
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colors.surface}"/></svg>`,
    logo: { left: margin, top: margin, size: width - 2 * margin },
  };
}

async function draw(kind: BrandImageKind, content: ChurchContent, logoFile: string): Promise<Buffer> {
  // Loaded on first use: the native image library is not needed to start serving pages.
  const { default: sharp } = await import("sharp");
  if (kind === "badge-96") return badge(sharp, await readFile(logoFile));
  const { svg, logo } = layout(kind, content);
  const mark = await sharp(await readFile(logoFile), { density: 300 })
    .resize(logo.size, logo.size, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const picture = sharp(Buffer.from(svg)).composite([{ input: mark, left: logo.left, top: logo.top }]);
  return BRAND_IMAGES[kind].type === "jpeg"
    ? picture
        .flatten({ background: content.brand.colors.primaryStrong })
        .jpeg({ quality: 86, mozjpeg: true })
        .toBuffer()
    : picture.png().toBuffer();
}

/**
 * A notification's badge (issue 44): Android draws only its alpha channel, in its own colour, so it is the
 * logo's silhouette in white on a transparent square, with a little room around it.
 */
async function badge(sharp: Sharp, logo: Buffer): Promise<Buffer> {
  const { width, height } = BRAND_IMAGES["badge-96"];
  const margin = 8;
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  const alpha = await sharp(logo, { density: 300 })
    .resize(width - 2 * margin, height - 2 * margin, { fit: "contain", background: clear })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: clear })
    .ensureAlpha()
    .extractChannel("alpha")
    .raw()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

/** The file of one brand picture, drawn once per brand (concurrent requests share the work). */
function brandImageFile(kind: BrandImageKind, content: ChurchContent, logoFile: string, name: string): Promise<string> {
  const target = path.resolve(getEnv().DATA_DIR, "brand", name);
  return fileMadeOnce(target, async (temporary) => writeFile(temporary, await draw(kind, content, logoFile)));
}

/** /brand/<kind>-<hash>.<ext>: the brand pictures of the content being served; any other name is a 404. */
export function brandImages(logoFile: () => string | undefined): RequestHandler {
  return (req, res, next) => {
    const match = /^\/([a-z0-9-]+)-([0-9a-f]{12})\.(jpg|png)$/.exec(req.path);
    const kind = match?.[1] as BrandImageKind | undefined;
    const content = getContent();
    if (!match || !kind || !(kind in BRAND_IMAGES) || content.brand.images[kind] !== req.path.replace(/^/, "/brand"))
      return next();
    const logo = logoFile();
    if (!logo) return next();
    brandImageFile(kind, content, logo, path.basename(req.path)).then(
      (file) => res.sendFile(file, { maxAge: "1y", immutable: true }, (error) => error && next(error)),
      (error: unknown) => {
        log("error", "brand picture could not be drawn", { kind, error: describeError(error) });
        next(error);
      },
    );
  };
}
