/**
 * Upstream descriptions are plain text. We show them as text (never as HTML),
 * keep their line breaks, and turn http(s) addresses into links; no other
 * scheme (javascript:, data:…) ever becomes one.
 */

export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string; text: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that usually ends a sentence, not the address.
const TRAILING = /[.,;:!?)\]]+$/;

export function splitLinks(line: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const trailing = raw.match(TRAILING)?.[0] ?? "";
    const address = raw.slice(0, raw.length - trailing.length);
    if (!isWebAddress(address)) continue;
    if (start > last) parts.push({ kind: "text", text: line.slice(last, start) });
    parts.push({ kind: "link", href: address, text: address });
    last = start + address.length;
  }
  if (last < line.length) parts.push({ kind: "text", text: line.slice(last) });
  return parts;
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Paragraphs (split on blank lines), each a list of lines. */
export function paragraphsOf(text: string): string[][] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").map((line) => line.trimEnd()))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
}
