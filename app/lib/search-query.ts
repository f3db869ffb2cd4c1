/**
 * Turns what a visitor typed into an FTS5 query that can only mean "these
 * words": every run of letters and digits becomes a quoted term (with a prefix
 * star from 3 letters, so results come as the visitor types), joined by AND. Quotes, stars,
 * NEAR(, column filters and SQL never reach FTS5 as syntax.
 */

/** Issue 10: longer queries are cut, with a note. */
export const MAX_QUERY_LENGTH = 500;
/** Shortest word that also matches as a prefix. */
const PREFIX_FROM = 3;
/** Enough for any real question; keeps a pasted essay from becoming a 300-term AND. */
const MAX_TERMS = 12;

export interface SearchText {
  /** What the visitor typed, trimmed and cut to MAX_QUERY_LENGTH (what the form shows back). */
  text: string;
  /** True when the visitor's text was longer than MAX_QUERY_LENGTH. */
  truncated: boolean;
  /** The words searched for, lower-cased. */
  terms: string[];
  /** The FTS5 MATCH expression, or null when there is no word to search for. */
  match: string | null;
}

// Letters (any script), digits and combining marks; everything else separates words, as FTS5's unicode61 does.
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export function parseSearchText(raw: string | null | undefined): SearchText {
  const trimmed = (raw ?? "").trim();
  // Cut by code points, so an emoji is never split in half.
  const points = Array.from(trimmed);
  const truncated = points.length > MAX_QUERY_LENGTH;
  const text = truncated ? points.slice(0, MAX_QUERY_LENGTH).join("") : trimmed;
  const terms = [...new Set((text.toLowerCase().match(WORD) ?? []).slice(0, MAX_TERMS))];
  // Each term is a double-quoted FTS5 string; a term holds no quote (WORD has none), so it cannot close early.
  // Words of 3 letters or more also match as prefixes ("forgiv" finds "forgiveness"); shorter ones would
  // match half the dictionary and cost the most to rank.
  const match =
    terms.length > 0
      ? terms.map((term) => `"${term}"${Array.from(term).length >= PREFIX_FROM ? "*" : ""}`).join(" AND ")
      : null;
  return { text, truncated, terms, match };
}

/** Marks the snippet engine puts around matched words: private-use characters no upstream text contains. */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** Splits a snippet into plain and matched parts, for the page to render as text and <mark> (React escapes both). */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let rest = snippet;
  while (rest.length > 0) {
    const start = rest.indexOf(MARK_START);
    if (start === -1) {
      parts.push({ text: rest, marked: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), marked: false });
    const end = rest.indexOf(MARK_END, start + 1);
    const inner = rest.slice(start + 1, end === -1 ? undefined : end);
    if (inner) parts.push({ text: inner, marked: true });
    rest = end === -1 ? "" : rest.slice(end + 1);
  }
  return parts;
}

/** Removes the mark characters from upstream text before it is indexed, so nobody can forge a highlight. */
export function withoutMarks(text: string): string {
  return text.replace(/[\uE000\uE001]/g, "");
}
