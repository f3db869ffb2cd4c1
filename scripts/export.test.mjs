import { parse } from "csv-parse/sync";
import { expect, test } from "vitest";
import { toCsv } from "./export.mjs";

const columns = ["id", "email", "created_at"];
const readBack = (csv) => parse(csv, { columns: true });

test("cells that a spreadsheet would run as a formula are neutralised", () => {
  const rows = ['=HYPERLINK("http://x")', "+1 805 555 0100", "-2", "@SUM(A1)", "ann@example.org"].map(
    (email, index) => ({ id: String(index), email, created_at: null }),
  );
  expect(readBack(toCsv(columns, rows)).map((row) => row.email)).toEqual([
    `'=HYPERLINK("http://x")`,
    "'+1 805 555 0100",
    "'-2",
    "'@SUM(A1)",
    "ann@example.org",
  ]);
});

test("commas, quotes and line breaks survive a round trip; nulls are empty; timestamps are ISO 8601", () => {
  const csv = toCsv(columns, [
    { id: "a", email: 'Lee, "Ann"', created_at: Date.parse("2026-04-20T17:00:00Z") },
    { id: "b", email: "two\nlines", created_at: null },
  ]);
  expect(csv.startsWith("id,email,created_at\r\n")).toBe(true);
  expect(readBack(csv)).toEqual([
    { id: "a", email: 'Lee, "Ann"', created_at: "2026-04-20T17:00:00.000Z" },
    { id: "b", email: "two\nlines", created_at: "" },
  ]);
});

test("an empty table is the header line alone", () => {
  expect(readBack(toCsv(columns, []))).toEqual([]);
  expect(toCsv(columns, [])).toBe("id,email,created_at\r\n");
});
