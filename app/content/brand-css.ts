import type { BrandFile } from "./schema";

/**
 * The church's colours and fonts as CSS custom properties (and @font-face
 * rules for self-hosted fonts), which every stylesheet reads: the one place a
 * church's look enters the CSS. Sent in each page's head (a few hundred bytes).
 */

export const FONT_STACKS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, "Iowan Old Style", "Palatino Linotype", serif',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", "Arial Rounded MT", Calibri, system-ui, sans-serif',
  mono: 'ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, monospace',
} as const;

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A CSS string literal (font family names). */
function cssString(value: string): string {
  return `"${value.replace(/["\\\n\r<>]/g, (character) => `\\${character.charCodeAt(0).toString(16)} `)}"`;
}

export function brandCss(brand: BrandFile, files: Map<string, { url: string }>): string {
  const rules: string[] = [];
  const fontStack = (font: BrandFile["fonts"]["body"]): string => {
    if (typeof font === "string") return FONT_STACKS[font];
    const url = files.get(font.file)?.url;
    if (url) {
      rules.push(
        `@font-face{font-family:${cssString(font.family)};src:url(${url}) format("woff2");font-weight:${font.weight};font-display:swap}`,
      );
    }
    return `${cssString(font.family)}, ${FONT_STACKS[font.fallback]}`;
  };
  const properties = [
    ...Object.entries(brand.colors).map(([name, value]) => `--color-${kebab(name)}:${value}`),
    `--font-body:${fontStack(brand.fonts.body)}`,
    `--font-display:${fontStack(brand.fonts.display)}`,
  ];
  return `${rules.join("")}:root{${properties.join(";")}}`;
}
