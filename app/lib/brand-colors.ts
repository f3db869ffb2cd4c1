import { AA_LARGE_TEXT, AA_NORMAL_TEXT, contrastRatio, relativeLuminance } from "./contrast";

/**
 * A church's thirteen colours from the few it gives (primary, and maybe
 * accent and highlight): each colour left out is a mix of the given ones, nudged
 * darker or lighter until every text/background pair the stylesheets paint
 * (TEXT_ON_BACKGROUND) reaches WCAG AA. A given colour is never changed: when
 * it makes a pair fail, content:check says so.
 */

export const BRAND_COLOR_NAMES = [
  "primary",
  "primaryStrong",
  "accent",
  "highlight",
  "highlightStrong",
  "surface",
  "tint",
  "tintStrong",
  "text",
  "muted",
  "onPrimary",
  "success",
  "danger",
] as const;
export type BrandColorName = (typeof BRAND_COLOR_NAMES)[number];
export type BrandColors = Record<BrandColorName, string>;

type Given = Partial<BrandColors> & Pick<BrandColors, "primary" | "surface" | "onPrimary" | "success" | "danger">;

/** The colour pairs the stylesheets put text on: foreground, background, what it is for, the ratio it needs. */
export const TEXT_ON_BACKGROUND: readonly (readonly [BrandColorName, BrandColorName, string, number])[] = [
  ["text", "surface", "body text on the page", AA_NORMAL_TEXT],
  ["muted", "surface", "secondary text on the page", AA_NORMAL_TEXT],
  ["text", "tint", "text on tinted bands and cards", AA_NORMAL_TEXT],
  ["muted", "tint", "secondary text on tinted bands", AA_NORMAL_TEXT],
  ["accent", "surface", "links on the page", AA_NORMAL_TEXT],
  ["accent", "tint", "links on tinted bands", AA_NORMAL_TEXT],
  ["primary", "surface", "headings and outlined buttons", AA_NORMAL_TEXT],
  ["primary", "tint", "headings on tinted bands", AA_NORMAL_TEXT],
  ["primaryStrong", "surface", "headings and the light menu bar's words", AA_NORMAL_TEXT],
  ["primaryStrong", "tint", "the light menu bar of seasonal pages", AA_NORMAL_TEXT],
  ["onPrimary", "primary", "the menu bar and primary buttons", AA_NORMAL_TEXT],
  ["onPrimary", "primaryStrong", "the footer and pressed buttons", AA_NORMAL_TEXT],
  ["text", "highlight", "highlighted buttons", AA_NORMAL_TEXT],
  ["text", "highlightStrong", "highlighted buttons when pressed", AA_NORMAL_TEXT],
  ["highlight", "primaryStrong", "a seasonal page's service times (large text)", AA_LARGE_TEXT],
  ["danger", "surface", "error messages", AA_NORMAL_TEXT],
  ["success", "surface", "confirmations", AA_NORMAL_TEXT],
];

export interface ContrastFailure {
  foreground: BrandColorName;
  background: BrandColorName;
  purpose: string;
  ratio: number;
  needed: number;
}

/** Every pair of `colors` that does not reach its ratio. */
export function contrastFailures(colors: BrandColors): ContrastFailure[] {
  return TEXT_ON_BACKGROUND.flatMap(([foreground, background, purpose, needed]) => {
    const ratio = contrastRatio(colors[foreground], colors[background]);
    return ratio < needed ? [{ foreground, background, purpose, ratio, needed }] : [];
  });
}

/** `weight` of `other` mixed into `color` in sRGB, as CSS color-mix(in srgb, …) does. */
export function mix(color: string, other: string, weight: number): string {
  const channels = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  const [a, b] = [channels(color), channels(other)];
  return `#${a
    .map((value, index) => Math.round(value * (1 - weight) + b[index]! * weight))
    .map((value) => value.toString(16).padStart(2, "0"))
    .join("")}`;
}

const BLACK = "#000000";
const WHITE = "#ffffff";
/** How far each nudge moves a colour toward black or white. */
const STEP = 0.05;

export function deriveBrandColors(given: Given): BrandColors {
  const colors: Partial<BrandColors> = { ...given };
  // Ink darkens text on a light page; paper lightens backgrounds (the reverse on a dark page).
  const lightPage = relativeLuminance(given.surface) > 0.18;
  const [ink, paper] = lightPage ? [BLACK, WHITE] : [WHITE, BLACK];

  /** Sets `name`, unless given, to `start` moved toward `toward` until its pairs with colours already set pass. */
  const settle = (name: BrandColorName, start: () => string, toward: string) => {
    if (colors[name]) return;
    const origin = start();
    let candidate = origin;
    for (let step = 1; step <= 1 / STEP && !passes(name, candidate); step++)
      candidate = mix(origin, toward, step * STEP);
    colors[name] = candidate;
  };
  const passes = (name: BrandColorName, candidate: string) =>
    TEXT_ON_BACKGROUND.every(([foreground, background, , needed]) => {
      if (foreground !== name && background !== name) return true;
      const other = colors[foreground === name ? background : foreground];
      return !other || contrastRatio(candidate, other) >= needed;
    });

  // A church's "accent" is often its bright second colour (issue 38: a gold refused as a link colour). Given
  // alone, light enough for text on it and too light for links, it is what the site calls highlight.
  if (
    given.accent &&
    !given.highlight &&
    contrastRatio(given.accent, given.surface) < AA_NORMAL_TEXT &&
    contrastRatio(given.accent, ink) >= AA_NORMAL_TEXT
  ) {
    colors.highlight = given.accent;
    delete colors.accent;
  }
  settle("text", () => mix(given.primary, ink, 0.8), ink);
  settle("highlight", () => mix(given.accent ?? given.primary, paper, 0.55), paper);
  settle("tint", () => mix(colors.highlight!, given.surface, 0.85), paper);
  settle("muted", () => mix(colors.text!, given.surface, 0.4), ink);
  // Links: the primary colour (white words read on it, so it reads on the page), unless an accent is given.
  settle("accent", () => given.primary, ink);
  settle("primaryStrong", () => mix(given.primary, BLACK, 0.3), BLACK);
  settle("highlightStrong", () => mix(colors.highlight!, ink, 0.12), paper);
  settle("tintStrong", () => mix(colors.tint!, colors.text!, 0.1), ink);
  return colors as BrandColors;
}
