#!/usr/bin/env node
/**
 * Draws the site's sample artwork (flat SVG scenes in the site palette) and
 * writes it as WebP at the widths app/content/images.ts lists, into
 * public/images/. A church replaces these files with its own photos (same
 * names and widths) and never needs this script again.
 *
 * Usage: node scripts/make-artwork.mjs
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const outDir = path.join(import.meta.dirname, "..", "public", "images");

const palette = {
  navy: "#0f2c52",
  blue: "#173f73",
  accent: "#1f5fa8",
  sky: "#8fb8de",
  mist: "#d9e6f2",
  sand: "#f5f1e8",
  sandStrong: "#e9e1cf",
  gold: "#f0b94d",
  goldStrong: "#d99a22",
  coral: "#e07a5f",
  sage: "#6f9a7a",
  forest: "#2f5d50",
  deepForest: "#1d3b33",
  plum: "#5b4a7a",
};

// ---------- drawing helpers (deterministic: the same file every run) ----------

function wave(seed, x) {
  return (
    Math.sin(x * 0.004 + seed) * 0.5 + Math.sin(x * 0.011 + seed * 2.3) * 0.3 + Math.sin(x * 0.023 + seed * 4.1) * 0.2
  );
}

/** A filled ridge line across the picture. */
function ridge(w, h, baseY, amplitude, seed, color) {
  const points = [];
  for (let x = 0; x <= w; x += w / 48)
    points.push(`${x.toFixed(1)},${(baseY + wave(seed, x * (1600 / w)) * amplitude).toFixed(1)}`);
  return `<path d="M0,${h} L${points.join(" L")} L${w},${h} Z" fill="${color}"/>`;
}

function sky(w, h, top, bottom, id = "sky") {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
}

function sun(cx, cy, r, color, glow = true) {
  const halo = glow
    ? `<circle cx="${cx}" cy="${cy}" r="${r * 2.2}" fill="${color}" opacity="0.18"/><circle cx="${cx}" cy="${cy}" r="${r * 1.5}" fill="${color}" opacity="0.25"/>`
    : "";
  return `${halo}<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
}

/** A redwood: a narrow stack of triangles on a trunk. */
function tree(x, baseY, height, color) {
  const width = height * 0.28;
  let shape = `<rect x="${x - width * 0.06}" y="${baseY - height * 0.2}" width="${width * 0.12}" height="${height * 0.2}" fill="${color}"/>`;
  for (let i = 0; i < 4; i++) {
    const top = baseY - height + i * height * 0.2;
    const spread = width * (0.45 + i * 0.18);
    shape += `<path d="M${x},${top} L${x + spread / 2},${top + height * 0.38} L${x - spread / 2},${top + height * 0.38} Z" fill="${color}"/>`;
  }
  return shape;
}

function forest(w, baseY, height, color, count, seed) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = (i + 0.5) * (w / count) + wave(seed, i * 97) * (w / count) * 0.4;
    out += tree(
      x,
      baseY + wave(seed + 1, i * 53) * height * 0.08,
      height * (0.8 + 0.3 * Math.abs(wave(seed + 2, i * 71))),
      color,
    );
  }
  return out;
}

/** A person seen from afar: a head and rounded shoulders. */
function person(x, baseY, size, color) {
  const head = size * 0.16;
  return `<circle cx="${x}" cy="${baseY - size + head}" r="${head}" fill="${color}"/><path d="M${x - size * 0.22},${baseY} L${x - size * 0.2},${baseY - size * 0.55} Q${x},${baseY - size * 0.72} ${x + size * 0.2},${baseY - size * 0.55} L${x + size * 0.22},${baseY} Z" fill="${color}"/>`;
}

function crowd(xs, baseY, size, color) {
  return xs.map(([x, scale]) => person(x, baseY, size * scale, color)).join("");
}

function seaBands(w, top, h, colors) {
  return colors
    .map((color, i) => {
      const y = top + (i * (h - top)) / colors.length;
      return `<rect x="0" y="${y}" width="${w}" height="${h - y}" fill="${color}"/>`;
    })
    .join("");
}

function svg(w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

// ---------- scenes ----------

const scenes = {
  "hero/coast-sunrise": (w, h) =>
    svg(
      w,
      h,
      sky(w, h, "#f7d9a8", "#f2a96b") +
        sun(w * 0.68, h * 0.5, h * 0.09, "#fff3d6") +
        ridge(w, h, h * 0.52, h * 0.06, 1, "#b46a5a") +
        seaBands(w, h * 0.6, h, ["#3f6f9c", "#2c5683", "#1f4470"]) +
        ridge(w, h, h * 0.82, h * 0.05, 3, palette.navy),
    ),
  "hero/redwood-grove": (w, h) =>
    svg(
      w,
      h,
      sky(w, h, "#cfe0d6", "#8fb3a0") +
        forest(w, h * 0.75, h * 0.55, "#7aa38e", 14, 2) +
        forest(w, h * 0.9, h * 0.75, palette.forest, 9, 5) +
        ridge(w, h, h * 0.9, h * 0.03, 7, palette.deepForest),
    ),
  "hero/hills-morning": (w, h) =>
    svg(
      w,
      h,
      sky(w, h, "#bcd6ee", "#f4e6c8") +
        sun(w * 0.25, h * 0.34, h * 0.07, "#fff6df") +
        ridge(w, h, h * 0.55, h * 0.08, 4, "#9db7a3") +
        ridge(w, h, h * 0.68, h * 0.07, 8, palette.sage) +
        ridge(w, h, h * 0.82, h * 0.06, 11, palette.forest),
    ),
  "hero/gathering": (w, h) =>
    svg(
      w,
      h,
      sky(w, h, "#5b4a7a", "#f0b94d") +
        sun(w * 0.5, h * 0.7, h * 0.12, "#ffe3a3") +
        ridge(w, h, h * 0.74, h * 0.04, 6, "#3a2f52") +
        crowd(
          [
            [w * 0.3, 1],
            [w * 0.36, 0.85],
            [w * 0.42, 1.1],
            [w * 0.56, 0.95],
            [w * 0.62, 0.7],
            [w * 0.68, 1.05],
          ],
          h * 0.86,
          h * 0.22,
          "#22193a",
        ) +
        `<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#22193a"/>`,
    ),
  "hero/harbor-evening": (w, h) =>
    svg(
      w,
      h,
      sky(w, h, palette.blue, "#e9a27a") +
        sun(w * 0.8, h * 0.55, h * 0.06, "#ffd9a0") +
        ridge(w, h, h * 0.58, h * 0.1, 9, "#2a3f63") +
        seaBands(w, h * 0.64, h, ["#28496f", "#1e3c60", "#163152"]) +
        `<rect x="${w * 0.1}" y="${h * 0.7}" width="${w * 0.45}" height="${h * 0.02}" fill="${palette.navy}"/>` +
        [0.14, 0.24, 0.34, 0.44, 0.54]
          .map(
            (x) =>
              `<rect x="${w * x}" y="${h * 0.7}" width="${w * 0.008}" height="${h * 0.14}" fill="${palette.navy}"/>`,
          )
          .join(""),
    ),

  "cards/sermons": (w, h) =>
    svg(
      w,
      h,
      sky(w, h, "#1d2f4f", palette.navy) +
        `<rect x="${w * 0.2}" y="${h * 0.14}" width="${w * 0.6}" height="${h * 0.38}" rx="8" fill="${palette.accent}"/>` +
        sun(w * 0.5, h * 0.33, h * 0.08, palette.gold, false) +
        crowd(
          [
            [w * 0.15, 1],
            [w * 0.3, 1.1],
            [w * 0.45, 0.95],
            [w * 0.6, 1.05],
            [w * 0.75, 0.9],
            [w * 0.9, 1],
          ],
          h * 1.02,
          h * 0.4,
          "#0a1830",
        ),
    ),
  "cards/prayer": (w, h) =>
    svg(
      w,
      h,
      sky(w, h, "#2b2446", "#5b4a7a") +
        sun(w * 0.5, h * 0.42, h * 0.2, "#f7c873") +
        `<rect x="${w * 0.46}" y="${h * 0.5}" width="${w * 0.08}" height="${h * 0.32}" rx="4" fill="${palette.sand}"/><ellipse cx="${w * 0.5}" cy="${h * 0.44}" rx="${w * 0.02}" ry="${h * 0.06}" fill="#fff3d6"/>` +
        ridge(w, h, h * 0.86, h * 0.02, 2, "#1c1630"),
    ),
  "cards/what-to-expect": (w, h) =>
    svg(
      w,
      h,
      sky(w, h, palette.sand, palette.sandStrong) +
        `<rect x="${w * 0.3}" y="${h * 0.12}" width="${w * 0.4}" height="${h * 0.76}" fill="${palette.blue}"/><rect x="${w * 0.36}" y="${h * 0.22}" width="${w * 0.28}" height="${h * 0.66}" fill="${palette.gold}"/><path d="M${w * 0.36},${h * 0.22} L${w * 0.5},${h * 0.28} L${w * 0.5},${h * 0.94} L${w * 0.36},${h * 0.88} Z" fill="${palette.goldStrong}"/>` +
        person(w * 0.56, h * 0.88, h * 0.42, palette.navy) +
        `<rect y="${h * 0.88}" width="${w}" height="${h * 0.12}" fill="#cbbf9f"/>`,
    ),

  ...staffPortraits(),
  ...pageBanners(),
  ...resourceCovers(),
  ...galleryScenes(),
  ...sermonThumbnails(),
};

function staffPortraits() {
  const people = [
    ["staff/jordan-avery", palette.sky, palette.navy, "short"],
    ["staff/sam-okafor", "#f2c7a5", palette.plum, "round"],
    ["staff/riley-chen", "#bcd9c6", palette.deepForest, "long"],
  ];
  return Object.fromEntries(
    people.map(([name, background, figure, hair]) => [
      name,
      (w, h) => {
        const hairShape =
          hair === "long"
            ? `<path d="M${w * 0.3},${h * 0.72} Q${w * 0.26},${h * 0.2} ${w * 0.5},${h * 0.18} Q${w * 0.74},${h * 0.2} ${w * 0.7},${h * 0.72} Z" fill="${figure}" opacity="0.85"/>`
            : hair === "round"
              ? `<circle cx="${w * 0.5}" cy="${h * 0.36}" r="${w * 0.2}" fill="${figure}" opacity="0.85"/>`
              : `<path d="M${w * 0.33},${h * 0.36} Q${w * 0.34},${h * 0.16} ${w * 0.52},${h * 0.17} Q${w * 0.68},${h * 0.18} ${w * 0.67},${h * 0.36} Z" fill="${figure}" opacity="0.85"/>`;
        return svg(
          w,
          h,
          `<rect width="${w}" height="${h}" fill="${background}"/>${sun(w * 0.78, h * 0.2, w * 0.07, "#ffffff", false).replace("fill", 'opacity="0.5" fill')}${hairShape}<circle cx="${w * 0.5}" cy="${h * 0.4}" r="${w * 0.16}" fill="${figure}"/><path d="M${w * 0.12},${h} Q${w * 0.14},${h * 0.62} ${w * 0.5},${h * 0.6} Q${w * 0.86},${h * 0.62} ${w * 0.88},${h} Z" fill="${figure}"/>`,
        );
      },
    ]),
  );
}

function pageBanners() {
  return {
    "banners/groups": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#f4e6c8", "#e9c38a") +
          `<ellipse cx="${w * 0.5}" cy="${h * 0.86}" rx="${w * 0.36}" ry="${h * 0.08}" fill="#a0683e"/>` +
          crowd(
            [
              [w * 0.2, 1],
              [w * 0.32, 0.9],
              [w * 0.44, 1.05],
              [w * 0.56, 0.95],
              [w * 0.68, 1.1],
              [w * 0.8, 0.9],
            ],
            h * 0.84,
            h * 0.45,
            palette.blue,
          ) +
          sun(w * 0.85, h * 0.2, h * 0.06, "#fff3d6"),
      ),
    "banners/kids": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#bfe1f5", "#e5f3fb") +
          sun(w * 0.15, h * 0.2, h * 0.08, palette.gold) +
          ridge(w, h, h * 0.75, h * 0.05, 3, "#8cc084") +
          [0.3, 0.5, 0.7]
            .map(
              (x, i) =>
                `<circle cx="${w * x}" cy="${h * (0.35 + i * 0.05)}" r="${h * 0.06}" fill="${[palette.coral, palette.accent, palette.gold][i]}"/><path d="M${w * x},${h * (0.41 + i * 0.05)} L${w * x},${h * 0.62}" stroke="${palette.navy}" stroke-width="2"/>`,
            )
            .join("") +
          crowd(
            [
              [w * 0.4, 0.7],
              [w * 0.55, 0.6],
              [w * 0.65, 0.75],
            ],
            h * 0.82,
            h * 0.35,
            palette.blue,
          ),
      ),
    "banners/youth": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#141c36", "#3a2f52") +
          [0.1, 0.25, 0.4, 0.6, 0.75, 0.9]
            .map((x, i) => `<circle cx="${w * x}" cy="${h * (0.1 + (i % 3) * 0.07)}" r="2" fill="#fff"/>`)
            .join("") +
          sun(w * 0.5, h * 0.72, h * 0.1, "#f29f4b") +
          `<path d="M${w * 0.47},${h * 0.78} L${w * 0.5},${h * 0.58} L${w * 0.53},${h * 0.78} Z" fill="#ffd36e"/>` +
          crowd(
            [
              [w * 0.3, 1],
              [w * 0.38, 0.9],
              [w * 0.62, 0.95],
              [w * 0.7, 1.05],
            ],
            h * 0.86,
            h * 0.4,
            "#0b0f1f",
          ) +
          `<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#0b0f1f"/>`,
      ),
    "banners/adults": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#d9e6f2", "#f5f1e8") +
          ridge(w, h, h * 0.58, h * 0.07, 12, "#9db7a3") +
          ridge(w, h, h * 0.74, h * 0.05, 14, palette.sage) +
          `<path d="M${w * 0.46},${h} Q${w * 0.52},${h * 0.8} ${w * 0.5},${h * 0.62}" stroke="${palette.sand}" stroke-width="${w * 0.03}" fill="none"/>` +
          crowd(
            [
              [w * 0.53, 0.8],
              [w * 0.57, 0.7],
            ],
            h * 0.84,
            h * 0.25,
            palette.navy,
          ),
      ),
    "banners/worship": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#0d1a33", palette.blue) +
          [0.2, 0.5, 0.8]
            .map(
              (x) =>
                `<path d="M${w * x},0 L${w * (x - 0.12)},${h * 0.8} L${w * (x + 0.12)},${h * 0.8} Z" fill="#f0b94d" opacity="0.22"/>`,
            )
            .join("") +
          `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#09132a"/>` +
          crowd(
            [
              [w * 0.35, 1],
              [w * 0.5, 1.1],
              [w * 0.65, 0.95],
            ],
            h * 0.8,
            h * 0.35,
            "#09132a",
          ),
      ),
    "banners/visit": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#f7d9a8", "#f5f1e8") +
          ridge(w, h, h * 0.7, h * 0.05, 5, palette.sage) +
          `<rect x="${w * 0.4}" y="${h * 0.36}" width="${w * 0.2}" height="${h * 0.38}" fill="${palette.sand}"/><path d="M${w * 0.37},${h * 0.38} L${w * 0.5},${h * 0.2} L${w * 0.63},${h * 0.38} Z" fill="${palette.blue}"/><rect x="${w * 0.47}" y="${h * 0.54}" width="${w * 0.06}" height="${h * 0.2}" fill="${palette.gold}"/>` +
          forest(w * 0.3, h * 0.78, h * 0.4, palette.forest, 3, 2) +
          `<g transform="translate(${w * 0.7},0)">${forest(w * 0.3, h * 0.78, h * 0.45, palette.forest, 3, 4)}</g>` +
          `<rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#cbbf9f"/>`,
      ),
    "banners/easter": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#fbd3c0", "#f7ecd2") +
          sun(w * 0.5, h * 0.62, h * 0.16, "#fff1c4") +
          ridge(w, h, h * 0.66, h * 0.05, 2, "#a9c9a4") +
          ridge(w, h, h * 0.8, h * 0.04, 6, palette.sage) +
          eggs(w, h, h * 0.9),
      ),
    "banners/christmas": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#0b1630", "#203a66") +
          [0.08, 0.2, 0.33, 0.62, 0.78, 0.9, 0.45]
            .map(
              (x, i) => `<circle cx="${w * x}" cy="${h * (0.08 + (i % 4) * 0.08)}" r="${1.5 + (i % 3)}" fill="#fff"/>`,
            )
            .join("") +
          `<path d="M${w * 0.5},${h * 0.08} l${h * 0.02},${h * 0.05} l${h * 0.05},${h * 0.01} l-${h * 0.04},${h * 0.03} l${h * 0.015},${h * 0.05} l-${h * 0.045},-${h * 0.027} l-${h * 0.045},${h * 0.027} l${h * 0.015},-${h * 0.05} l-${h * 0.04},-${h * 0.03} l${h * 0.05},-${h * 0.01} Z" fill="${palette.gold}"/>` +
          ridge(w, h, h * 0.72, h * 0.05, 4, "#16284a") +
          candles(w, h),
      ),
  };
}

function eggs(w, h, baseY) {
  const colors = [palette.coral, palette.gold, palette.accent, palette.plum, palette.sage, "#f29fb5"];
  return colors
    .map(
      (color, i) =>
        `<ellipse cx="${w * (0.18 + i * 0.13)}" cy="${baseY - h * 0.03}" rx="${h * 0.03}" ry="${h * 0.042}" fill="${color}"/>`,
    )
    .join("");
}

function candles(w, h) {
  return [0.3, 0.42, 0.58, 0.7]
    .map(
      (x, i) =>
        `<ellipse cx="${w * x}" cy="${h * (0.72 - (i % 2) * 0.03)}" rx="${h * 0.05}" ry="${h * 0.07}" fill="#ffd36e" opacity="0.3"/><rect x="${w * x - h * 0.012}" y="${h * (0.74 - (i % 2) * 0.03)}" width="${h * 0.024}" height="${h * 0.3}" fill="${palette.sand}"/><ellipse cx="${w * x}" cy="${h * (0.72 - (i % 2) * 0.03)}" rx="${h * 0.01}" ry="${h * 0.022}" fill="#ffc94a"/>`,
    )
    .join("");
}

function resourceCovers() {
  const colors = [
    palette.blue,
    palette.coral,
    palette.forest,
    palette.plum,
    palette.goldStrong,
    palette.accent,
    palette.sage,
    palette.navy,
    "#8a5a44",
    "#3f6f9c",
    "#a3504a",
    "#4c6b3c",
  ];
  const motif = (w, h, i, ink) =>
    [
      sun(w * 0.5, h * 0.45, w * 0.16, ink, false),
      ridge(w, h, h * 0.62, h * 0.05, i, ink),
      tree(w * 0.5, h * 0.78, h * 0.5, ink),
      `<path d="M${w * 0.2},${h * 0.4} L${w * 0.8},${h * 0.4} M${w * 0.2},${h * 0.5} L${w * 0.7},${h * 0.5} M${w * 0.2},${h * 0.6} L${w * 0.75},${h * 0.6}" stroke="${ink}" stroke-width="${w * 0.03}" stroke-linecap="round"/>`,
    ][i % 4];
  const entries = {};
  for (let i = 0; i < 12; i++) {
    entries[`resources/book-${i + 1}`] = (w, h) =>
      svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="${colors[i]}"/><rect x="${w * 0.08}" y="${h * 0.08}" width="${w * 0.84}" height="${h * 0.16}" fill="${palette.sand}" opacity="0.9"/>${motif(w, h, i, palette.sand)}<rect x="${w * 0.08}" y="${h * 0.88}" width="${w * 0.5}" height="${h * 0.03}" fill="${palette.sand}"/>`,
      );
  }
  for (let i = 0; i < 3; i++) {
    entries[`resources/podcast-${i + 1}`] = (w, h) =>
      svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="${colors[i + 3]}"/><circle cx="${w * 0.5}" cy="${h * 0.42}" r="${w * 0.16}" fill="none" stroke="${palette.sand}" stroke-width="${w * 0.04}"/><rect x="${w * 0.44}" y="${h * 0.26}" width="${w * 0.12}" height="${h * 0.22}" rx="${w * 0.06}" fill="${palette.sand}"/><path d="M${w * 0.5},${h * 0.58} L${w * 0.5},${h * 0.74} M${w * 0.38},${h * 0.74} L${w * 0.62},${h * 0.74}" stroke="${palette.sand}" stroke-width="${w * 0.04}"/>`,
      );
  }
  for (let i = 0; i < 2; i++) {
    entries[`resources/video-${i + 1}`] = (w, h) =>
      svg(
        w,
        h,
        sky(w, h, colors[i * 5], colors[i * 5 + 1]) +
          `<circle cx="${w * 0.5}" cy="${h * 0.5}" r="${h * 0.18}" fill="${palette.sand}" opacity="0.9"/><path d="M${w * 0.47},${h * 0.4} L${w * 0.56},${h * 0.5} L${w * 0.47},${h * 0.6} Z" fill="${palette.navy}"/>`,
      );
  }
  for (let i = 0; i < 6; i++) {
    entries[`resources/app-${i + 1}`] = (w, h) =>
      svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="${palette.sand}"/><rect x="${w * 0.14}" y="${h * 0.14}" width="${w * 0.72}" height="${h * 0.72}" rx="${w * 0.16}" fill="${colors[(i * 2 + 1) % 12]}"/>${motif(w * 0.72, h * 0.72, [0, 2, 3][i % 3], palette.sand).replace(/^/, `<g transform="translate(${w * 0.14},${h * 0.14})">`)}</g>`,
      );
  }
  return entries;
}

function galleryScenes() {
  const grass = (w, h) => ridge(w, h, h * 0.7, h * 0.04, 3, "#8cc084");
  return {
    "gallery/egg-hunt": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#cfe8f7", "#f4f9fc") +
          grass(w, h) +
          eggs(w, h, h * 0.86) +
          crowd(
            [
              [w * 0.3, 0.6],
              [w * 0.7, 0.7],
            ],
            h * 0.8,
            h * 0.4,
            palette.blue,
          ),
      ),
    "gallery/donut-wall": (w, h) =>
      svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="#f7d8e0"/>` +
          Array.from(
            { length: 12 },
            (_, i) =>
              `<circle cx="${w * (0.15 + (i % 4) * 0.23)}" cy="${h * (0.2 + Math.floor(i / 4) * 0.3)}" r="${h * 0.1}" fill="none" stroke="${[palette.goldStrong, "#c97b63", palette.plum][i % 3]}" stroke-width="${h * 0.07}"/>`,
          ).join(""),
      ),
    "gallery/photo-backdrop": (w, h) =>
      svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="${palette.sand}"/><rect x="${w * 0.15}" y="${h * 0.1}" width="${w * 0.7}" height="${h * 0.75}" fill="#f2c7a5"/>` +
          Array.from(
            { length: 9 },
            (_, i) =>
              `<circle cx="${w * (0.22 + (i % 3) * 0.28)}" cy="${h * (0.2 + Math.floor(i / 3) * 0.22)}" r="${h * 0.06}" fill="${[palette.coral, palette.gold, "#f29fb5"][i % 3]}"/>`,
          ).join("") +
          crowd(
            [
              [w * 0.42, 1],
              [w * 0.58, 0.9],
            ],
            h * 0.95,
            h * 0.55,
            palette.navy,
          ),
      ),
    "gallery/worship-music": (w, h) => scenes["banners/worship"](w, h),
    "gallery/kids-crafts": (w, h) =>
      svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="#fdf3d8"/><rect x="${w * 0.1}" y="${h * 0.6}" width="${w * 0.8}" height="${h * 0.06}" fill="#a0683e"/>` +
          [palette.coral, palette.accent, palette.sage, palette.gold]
            .map(
              (c, i) =>
                `<rect x="${w * (0.18 + i * 0.17)}" y="${h * 0.42}" width="${w * 0.1}" height="${h * 0.18}" rx="6" fill="${c}"/>`,
            )
            .join("") +
          crowd(
            [
              [w * 0.3, 0.8],
              [w * 0.7, 0.75],
            ],
            h * 1,
            h * 0.45,
            palette.blue,
          ),
      ),
    "gallery/candy-table": (w, h) =>
      svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="#e6f0f8"/><rect x="0" y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="${palette.sandStrong}"/>` +
          Array.from(
            { length: 14 },
            (_, i) =>
              `<circle cx="${w * (0.08 + i * 0.065)}" cy="${h * (0.6 - (i % 3) * 0.05)}" r="${h * 0.045}" fill="${[palette.coral, palette.gold, palette.accent, palette.plum, "#f29fb5"][i % 5]}"/>`,
          ).join(""),
      ),
    "gallery/families": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#f7d9a8", "#f5f1e8") +
          grass(w, h) +
          crowd(
            [
              [w * 0.25, 1],
              [w * 0.33, 0.6],
              [w * 0.4, 0.95],
              [w * 0.6, 1.05],
              [w * 0.67, 0.55],
              [w * 0.75, 0.9],
            ],
            h * 0.9,
            h * 0.5,
            palette.navy,
          ),
      ),
    "gallery/sunrise-service": (w, h) => scenes["hero/gathering"](w, h),
  };
}

function sermonThumbnails() {
  return {
    "sermons/vision-sunday": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, palette.navy, palette.accent) +
          sun(w * 0.5, h * 0.78, h * 0.3, palette.gold) +
          ridge(w, h, h * 0.8, h * 0.04, 5, palette.navy),
      ),
    "sermons/sent-and-sown": (w, h) =>
      svg(
        w,
        h,
        sky(w, h, "#f4e6c8", "#e9c38a") +
          Array.from(
            { length: 9 },
            (_, i) =>
              `<path d="M${w * (0.1 + i * 0.1)},${h * 0.85} Q${w * (0.12 + i * 0.1)},${h * 0.6} ${w * (0.1 + i * 0.1)},${h * (0.45 + (i % 3) * 0.05)}" stroke="${palette.forest}" stroke-width="4" fill="none"/><ellipse cx="${w * (0.115 + i * 0.1)}" cy="${h * (0.5 + (i % 3) * 0.05)}" rx="${w * 0.015}" ry="${h * 0.05}" fill="${palette.sage}"/>`,
          ).join("") +
          `<rect y="${h * 0.85}" width="${w}" height="${h * 0.15}" fill="#8a5a44"/>`,
      ),
    "sermons/renovated-lives": (w, h) =>
      svg(
        w,
        h,
        `<rect width="${w}" height="${h}" fill="${palette.sandStrong}"/>` +
          Array.from({ length: 5 }, (_, row) =>
            Array.from(
              { length: 8 },
              (_, col) =>
                `<rect x="${w * (col * 0.125 + (row % 2) * 0.0625) - w * 0.06}" y="${h * (0.5 + row * 0.1)}" width="${w * 0.118}" height="${h * 0.09}" fill="${[palette.coral, "#c97b63", "#a3504a"][(row + col) % 3]}"/>`,
            ).join(""),
          ).join("") +
          sun(w * 0.75, h * 0.25, h * 0.08, palette.gold, false),
      ),
  };
}

// ---------- sizes (must match app/content/images.ts) ----------

const formats = {
  hero: { ratio: [16, 9], widths: [640, 1280, 1920] },
  banners: { ratio: [16, 9], widths: [640, 1280, 1920] },
  cards: { ratio: [3, 2], widths: [480, 960] },
  staff: { ratio: [1, 1], widths: [320, 640] },
  gallery: { ratio: [4, 3], widths: [480, 960] },
  sermons: { ratio: [16, 9], widths: [640, 1280] },
};

function formatFor(name) {
  const [folder, file] = name.split("/");
  if (folder === "resources") {
    if (file.startsWith("book")) return { ratio: [2, 3], widths: [200, 400] };
    if (file.startsWith("video")) return { ratio: [16, 9], widths: [400, 800] };
    return { ratio: [1, 1], widths: [200, 400] };
  }
  return formats[folder];
}

async function main() {
  let total = 0;
  for (const [name, draw] of Object.entries(scenes)) {
    const { ratio, widths } = formatFor(name);
    const largest = Math.max(...widths);
    const drawing = Buffer.from(draw(largest, Math.round((largest * ratio[1]) / ratio[0])));
    await mkdir(path.join(outDir, path.dirname(name)), { recursive: true });
    for (const width of widths) {
      const file = path.join(outDir, `${name}-${width}.webp`);
      const info = await sharp(drawing).resize({ width }).webp({ quality: 72, effort: 6 }).toFile(file);
      total += info.size;
    }
  }
  console.log(`Wrote ${Object.keys(scenes).length} pictures (${Math.round(total / 1024)} KB) to ${outDir}`);
}

await main();
