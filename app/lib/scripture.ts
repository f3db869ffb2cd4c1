import { type BibleBook, bibleBooks } from "./bible-books";

/**
 * Finds Bible references ("Romans 8:1-11, 28", "1 Cor 13", "Ps 23") in the
 * plain text of sermon names and descriptions. A book name counts only when
 * it starts with a capital and a chapter that exists follows it, so "Mark
 * Smith", "Acts of kindness" and "Job fair" are not references.
 */

export interface Passage {
  bookId: string;
  /** "Romans 8:1-11, 28": the book's full name, normalised spacing. */
  label: string;
  chapter: number;
}

/** How the number of "1 Corinthians" may be written. */
const ordinalForms: Record<string, string[]> = {
  "1": ["1st", "1", "I", "First"],
  "2": ["2nd", "2", "II", "Second"],
  "3": ["3rd", "3", "III", "Third"],
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** "1 Cor" becomes "(?:1st|1|I|First)\s*Cor"; other names match as written, any inner spacing. */
function aliasPattern(alias: string): string {
  const numbered = alias.match(/^([123]) (.+)$/);
  const rest = (numbered ? numbered[2]! : alias).split(/\s+/).map(escape).join("\\s+");
  if (!numbered) return rest;
  const forms = ordinalForms[numbered[1]!]!;
  return `(?:${forms.map((form) => (/^\d/.test(form) ? `${form}\\s*` : `${form}\\s+`)).join("|")})${rest}`;
}

const aliasToBook = new Map<string, BibleBook>();
const patterns: string[] = [];
for (const book of bibleBooks) {
  for (const alias of [book.name, ...book.aliases]) {
    aliasToBook.set(normaliseAlias(alias), book);
    patterns.push(aliasPattern(alias));
  }
}
// Longest first, so "Song of Songs" wins over "Song" and "Philemon" over "Phil".
patterns.sort((a, b) => b.length - a.length);

const VERSE = String.raw`\d{1,3}[a-c]?`;
/** A further verse after a comma, unless what follows starts another reference ("…, 2 Corinthians 5"). */
const MORE_VERSES = String.raw`(?:\s*,\s*${VERSE}(?:\s*[-–]\s*${VERSE})?(?![\d:]|\s+(?:[A-Z][a-z]|I{1,3}\s)))*`;
const REFERENCE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?<book>${patterns.join("|")})(?:\.\s*|\s+)(?<chapter>\d{1,3})` +
    String.raw`(?:(?::(?<verses>${VERSE}(?:\s*[-–]\s*\d{1,3}(?::\d{1,3})?)?${MORE_VERSES}))|(?:\s*[-–]\s*(?<chapterEnd>\d{1,3})(?![:\d])))?` +
    String.raw`(?![\p{L}\d])`,
  "giu",
);

function normaliseAlias(text: string): string {
  return text.toLowerCase().replace(/\.$/, "").replace(/\s+/g, " ");
}

const ORDINALS: Record<string, string> = {
  i: "1",
  "1st": "1",
  first: "1",
  ii: "2",
  "2nd": "2",
  second: "2",
  iii: "3",
  "3rd": "3",
  third: "3",
};

function bookFor(written: string): BibleBook | undefined {
  const plain = normaliseAlias(written);
  const direct = aliasToBook.get(plain);
  if (direct) return direct;
  // "1Cor", "I John", "Second Timothy": the number as a digit, then one space.
  const numbered = plain.match(/^(iii|ii|i|1st|2nd|3rd|first|second|third|[123])\s*(.+)$/);
  if (!numbered) return undefined;
  return aliasToBook.get(`${ORDINALS[numbered[1]!] ?? numbered[1]} ${numbered[2]}`);
}

function tidyVerses(verses: string): string {
  return verses.replace(/\s*[-–]\s*/g, "-").replace(/\s*,\s*/g, ", ");
}

export function findPassages(text: string): Passage[] {
  const found = new Map<string, Passage>();
  for (const match of text.matchAll(REFERENCE)) {
    const groups = match.groups!;
    const written = groups.book!;
    // Book names are proper nouns: "mark 4" in running text is not a reference.
    const firstLetter = written.replace(/^\d(?:st|nd|rd)?\s*/i, "").match(/\p{L}/u)?.[0] ?? "";
    if (firstLetter !== firstLetter.toUpperCase()) continue;
    const book = bookFor(written);
    if (!book) continue;
    const chapter = Number(groups.chapter);
    if (chapter < 1 || chapter > book.chapters) continue;
    const chapterEnd = groups.chapterEnd ? Number(groups.chapterEnd) : undefined;
    const range = chapterEnd && chapterEnd > chapter && chapterEnd <= book.chapters ? `-${chapterEnd}` : "";
    const verses = groups.verses ? `:${tidyVerses(groups.verses)}` : "";
    const label = `${book.name} ${chapter}${verses || range}`;
    if (!found.has(label)) found.set(label, { bookId: book.id, label, chapter });
  }
  return [...found.values()];
}

/** The distinct books referenced, in the order first seen. */
export function booksIn(text: string): string[] {
  return [...new Set(findPassages(text).map((passage) => passage.bookId))];
}
