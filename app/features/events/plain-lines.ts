import { compile } from "html-to-text";

/**
 * Planning Center's event text is rich text (HTML) or null. The site shows it
 * as plain paragraphs (SPEC 3: the non-empty lines; one empty line when
 * absent), so markup is reduced to text here by html-to-text and React
 * escapes what remains: no upstream HTML ever reaches a page.
 */

const toText = compile({
  wordwrap: false,
  // Plain-text details (no markup) keep their line breaks.
  preserveNewlines: true,
  selectors: [
    { selector: "a", options: { ignoreHref: true } },
    { selector: "img", format: "skip" },
    { selector: "ul", options: { itemPrefix: "• " } },
    // Headings as written, not upper-cased.
    ...["h1", "h2", "h3", "h4", "h5", "h6"].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: "table", format: "block" },
  ],
});

export function htmlToLines(html: string | null | undefined): string[] {
  if (!html) return [""];
  const lines = toText(html)
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(/[\s\u00a0]+/g, " ").trim())
    .filter((line) => line !== "");
  return lines.length > 0 ? lines : [""];
}
