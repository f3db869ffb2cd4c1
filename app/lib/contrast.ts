/**
 * WCAG 2.1 contrast between two sRGB colours (#rrggbb): the ratio of their
 * relative luminances, 1 to 21. Hand-written: two formulas from the WCAG text
 * (relative luminance, contrast ratio), no format or protocol involved.
 */

/** SPEC and WCAG 2.1 AA: normal text needs 4.5:1. */
export const AA_NORMAL_TEXT = 4.5;
/** WCAG 2.1 AA: large text (24 px, or 18.7 px bold, and up) needs 3:1. */
export const AA_LARGE_TEXT = 3;

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((part) => channel(Number.parseInt(part, 16)));
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
