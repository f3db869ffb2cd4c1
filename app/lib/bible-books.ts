import type { Translate } from "~/i18n/translate";
import type { MessageKey } from "~/messages";

/**
 * The 66 books of the Protestant canon in canonical order, with their chapter
 * counts (a reference past the last chapter is not a reference) and the
 * abbreviations people write in sermon titles and notes (leaving out those that
 * are everyday words: "Is", "Am", "Act"). Facts, not logic:
 * the parser is in scripture.ts.
 */

export interface BibleBook {
  /** URL-safe, stable: "1-corinthians". */
  id: string;
  name: string;
  chapters: number;
  /** Other spellings (without a trailing full stop; the parser allows one). */
  aliases: string[];
}

type Row = [name: string, chapters: number, aliases: string[]];

const rows: Row[] = [
  ["Genesis", 50, ["Gen", "Gn"]],
  ["Exodus", 40, ["Exod", "Ex"]],
  ["Leviticus", 27, ["Lev", "Lv"]],
  ["Numbers", 36, ["Num", "Nm"]],
  ["Deuteronomy", 34, ["Deut", "Dt"]],
  ["Joshua", 24, ["Josh"]],
  ["Judges", 21, ["Judg", "Jdg"]],
  ["Ruth", 4, ["Ru"]],
  ["1 Samuel", 31, ["1 Sam", "1 Sm"]],
  ["2 Samuel", 24, ["2 Sam", "2 Sm"]],
  ["1 Kings", 22, ["1 Kgs", "1 Ki"]],
  ["2 Kings", 25, ["2 Kgs", "2 Ki"]],
  ["1 Chronicles", 29, ["1 Chron", "1 Chr"]],
  ["2 Chronicles", 36, ["2 Chron", "2 Chr"]],
  ["Ezra", 10, ["Ezr"]],
  ["Nehemiah", 13, ["Neh"]],
  ["Esther", 10, ["Esth", "Est"]],
  ["Job", 42, ["Jb"]],
  ["Psalms", 150, ["Psalm", "Ps", "Psa", "Pss"]],
  ["Proverbs", 31, ["Prov", "Prv"]],
  ["Ecclesiastes", 12, ["Eccles", "Eccl", "Ecc", "Qoheleth"]],
  ["Song of Songs", 8, ["Song of Solomon", "Song", "Songs"]],
  ["Isaiah", 66, ["Isa"]],
  ["Jeremiah", 52, ["Jer"]],
  ["Lamentations", 5, ["Lam"]],
  ["Ezekiel", 48, ["Ezek", "Ezk"]],
  ["Daniel", 12, ["Dan", "Dn"]],
  ["Hosea", 14, ["Hos"]],
  ["Joel", 3, ["Jl"]],
  ["Amos", 9, []],
  ["Obadiah", 1, ["Obad"]],
  ["Jonah", 4, ["Jon"]],
  ["Micah", 7, ["Mic"]],
  ["Nahum", 3, ["Nah"]],
  ["Habakkuk", 3, ["Hab"]],
  ["Zephaniah", 3, ["Zeph", "Zep"]],
  ["Haggai", 2, ["Hag"]],
  ["Zechariah", 14, ["Zech", "Zec"]],
  ["Malachi", 4, ["Mal"]],
  ["Matthew", 28, ["Matt", "Mt"]],
  ["Mark", 16, ["Mk", "Mrk"]],
  ["Luke", 24, ["Lk"]],
  ["John", 21, ["Jn", "Jhn"]],
  ["Acts", 28, []],
  ["Romans", 16, ["Rom", "Rm"]],
  ["1 Corinthians", 16, ["1 Cor"]],
  ["2 Corinthians", 13, ["2 Cor"]],
  ["Galatians", 6, ["Gal"]],
  ["Ephesians", 6, ["Eph"]],
  ["Philippians", 4, ["Phil", "Php"]],
  ["Colossians", 4, ["Col"]],
  ["1 Thessalonians", 5, ["1 Thess", "1 Thes"]],
  ["2 Thessalonians", 3, ["2 Thess", "2 Thes"]],
  ["1 Timothy", 6, ["1 Tim"]],
  ["2 Timothy", 4, ["2 Tim"]],
  ["Titus", 3, ["Tit"]],
  ["Philemon", 1, ["Philem", "Phlm"]],
  ["Hebrews", 13, ["Heb"]],
  ["James", 5, ["Jas"]],
  ["1 Peter", 5, ["1 Pet", "1 Pt"]],
  ["2 Peter", 3, ["2 Pet", "2 Pt"]],
  ["1 John", 5, ["1 Jn"]],
  ["2 John", 1, ["2 Jn"]],
  ["3 John", 1, ["3 Jn"]],
  ["Jude", 1, ["Jud"]],
  ["Revelation", 22, ["Rev", "Revelations"]],
];

export const bibleBooks: BibleBook[] = rows.map(([name, chapters, aliases]) => ({
  id: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  chapters,
  aliases,
}));

const byId = new Map(bibleBooks.map((book) => [book.id, book]));

export function bookById(id: string): BibleBook | undefined {
  return byId.get(id);
}

/** A book's name in the page's language (app/messages/<language>/bible.json): "Romanos" for "Romans". */
export function bookName(book: Pick<BibleBook, "id" | "name">, t: Translate): string {
  return byId.has(book.id) ? t(`bible.book.${book.id}` as MessageKey) : book.name;
}

/** A passage's label ("Romans 8:28") with its book named in the page's language ("Romanos 8:28"). */
export function passageLabel(passage: { bookId: string; label: string }, t: Translate): string {
  const book = byId.get(passage.bookId);
  return book && passage.label.startsWith(book.name)
    ? bookName(book, t) + passage.label.slice(book.name.length)
    : passage.label;
}
