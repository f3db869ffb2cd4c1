import { expect, test } from "vitest";
import { MARK_END, MARK_START, MAX_QUERY_LENGTH, parseSearchText, snippetParts, withoutMarks } from "./search-query";

test("words become quoted terms joined by AND, prefixes from 3 letters", () => {
  expect(parseSearchText("  Prodigal son ").match).toBe('"prodigal"* AND "son"*');
  expect(parseSearchText("Psalm 23 a").match).toBe('"psalm"* AND "23" AND "a"');
});

test.each([
  ['"unbalanced', ["unbalanced"]],
  ["grace*", ["grace"]],
  ["NEAR(grace love)", ["near", "grace", "love"]],
  ["name: grace", ["name", "grace"]],
  ["'; DROP TABLE search_documents; --", ["drop", "table", "search", "documents"]],
  ["grâce façade", ["grâce", "façade"]],
  ["愛 ἀγάπη любовь", ["愛", "ἀγάπη", "любовь"]],
  ["AND OR NOT", ["and", "or", "not"]],
])("%s is only words", (raw, terms) => {
  const parsed = parseSearchText(raw);
  expect(parsed.terms).toEqual(terms);
  // Every term sits inside quotes: FTS5 reads AND/OR/NEAR inside quotes as plain words.
  for (const term of terms) expect(parsed.match).toContain(`"${term}"`);
});

test("emoji and punctuation alone leave nothing to search for", () => {
  expect(parseSearchText("🙏🔥 !!! ***").match).toBeNull();
  expect(parseSearchText("").match).toBeNull();
  expect(parseSearchText(undefined).text).toBe("");
});

test("a query over 500 characters is cut there and says so", () => {
  const parsed = parseSearchText("grace ".repeat(200));
  expect(parsed.truncated).toBe(true);
  expect(Array.from(parsed.text)).toHaveLength(MAX_QUERY_LENGTH);
  expect(parsed.terms).toEqual(["grace"]);
  expect(parseSearchText("grace").truncated).toBe(false);
});

test("cutting never splits an emoji", () => {
  const parsed = parseSearchText("🙏".repeat(600));
  expect(parsed.text).toBe("🙏".repeat(MAX_QUERY_LENGTH));
});

test("snippets split into plain and marked parts", () => {
  expect(snippetParts(`The ${MARK_START}prodigal${MARK_END} son <b>`)).toEqual([
    { text: "The ", marked: false },
    { text: "prodigal", marked: true },
    { text: " son <b>", marked: false },
  ]);
  expect(snippetParts("plain")).toEqual([{ text: "plain", marked: false }]);
});

test("upstream text cannot forge a highlight", () => {
  expect(withoutMarks(`a${MARK_START}b${MARK_END}c`)).toBe("abc");
});
