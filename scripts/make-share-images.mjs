#!/usr/bin/env node
/**
 * Run by `npm run build` before the app is built: makes the podcast artwork
 * (3000 px square, Apple's recommended size; at least 1400 px is required) and
 * the 1200x630 share card for links in chats and social posts, from the
 * church's mark (public/favicon.svg) and name (app/content/church.ts).
 *
 * A church replaces either file by putting its own at the same path in
 * public/images/: an existing file is never overwritten.
 *
 * Usage: node scripts/make-share-images.mjs [--force]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.join(import.meta.dirname, "..");
const outDir = path.join(root, "public", "images");
const force = process.argv.includes("--force");

export const outputs = {
  podcast: path.join(outDir, "podcast-artwork.jpg"),
  card: path.join(outDir, "share-card.jpg"),
};

/** The name and tagline as church.ts states them (this script runs before TypeScript is built, so it reads the text). */
function churchFacts() {
  const source = readFileSync(path.join(root, "app", "content", "church.ts"), "utf8");
  const body = source.slice(source.indexOf("export const church"));
  const field = (name) => body.match(new RegExp(`\\b${name}:\\s*"([^"]+)"`))?.[1];
  const name = field("name");
  if (!name) throw new Error("make-share-images: no church name in app/content/church.ts");
  return { name, tagline: field("tagline") ?? "" };
}

const escapeXml = (text) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The mark's inner drawing (without its outer <svg>), to place and scale inside a larger picture. */
function markDrawing() {
  const svg = readFileSync(path.join(root, "public", "favicon.svg"), "utf8");
  const viewBox = svg.match(/viewBox="([^"]+)"/)?.[1] ?? "0 0 40 40";
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  return { viewBox, inner };
}

/** Splits a name over lines of at most `max` characters, at spaces. */
function lines(text, max) {
  const result = [];
  for (const word of text.split(/\s+/)) {
    const last = result.at(-1);
    if (last && `${last} ${word}`.length <= max) result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  return result;
}

function textLines(texts, { x, y, size, weight, color, anchor = "middle", gap = 1.15 }) {
  return texts
    .map(
      (text, index) =>
        `<text x="${x}" y="${y + index * size * gap}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(text)}</text>`,
    )
    .join("");
}

function podcastSvg({ name, tagline }) {
  const size = 3000;
  const mark = markDrawing();
  const nameLines = lines(name, 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" fill="#0f2c52"/>
<svg x="900" y="450" width="1200" height="1200" viewBox="${mark.viewBox}">${mark.inner}</svg>
${textLines(nameLines, { x: 1500, y: 2050, size: 230, weight: 700, color: "#ffffff" })}
${textLines(["SERMONS"], { x: 1500, y: 2050 + nameLines.length * 265 + 60, size: 150, weight: 700, color: "#f0b94d" })}
${tagline ? textLines([tagline], { x: 1500, y: 2860, size: 90, weight: 400, color: "#d9e6f2" }) : ""}
</svg>`;
}

function cardSvg({ name, tagline }) {
  const mark = markDrawing();
  const nameLines = lines(name, 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<rect width="1200" height="630" fill="#0f2c52"/>
<rect y="560" width="1200" height="70" fill="#173f73"/>
<svg x="90" y="165" width="300" height="300" viewBox="${mark.viewBox}">${mark.inner}</svg>
${textLines(nameLines, { x: 450, y: 300 - (nameLines.length - 1) * 38, size: 70, weight: 700, color: "#ffffff", anchor: "start" })}
${tagline ? textLines([tagline], { x: 450, y: 300 + nameLines.length * 50 + 20, size: 36, weight: 400, color: "#f0b94d", anchor: "start" }) : ""}
</svg>`;
}

const facts = churchFacts();
for (const [kind, file] of Object.entries(outputs)) {
  if (existsSync(file) && !force) {
    console.log(`make-share-images: keeping ${path.relative(root, file)}`);
    continue;
  }
  const svg = kind === "podcast" ? podcastSvg(facts) : cardSvg(facts);
  const info = await sharp(Buffer.from(svg))
    .flatten({ background: "#0f2c52" })
    .jpeg({ quality: 86, mozjpeg: true })
    .toFile(file);
  console.log(
    `make-share-images: ${path.relative(root, file)} ${info.width}x${info.height}, ${(info.size / 1024).toFixed(0)} KB`,
  );
}
