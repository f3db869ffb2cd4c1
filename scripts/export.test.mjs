import { expect, test } from "vitest";
import { csvCell, toCsv } from "./export.mjs";

test("cells that a spreadsheet would run as a formula are neutralised", () => {
  expect(csvCell("=HYPERLINK(\"http://x\")")).toBe("\"'=HYPERLINK(\"\"http://x\"\")\"");
  expect(csvCell("+1 805 555 0100")).toBe("'+1 805 555 0100");
  expect(csvCell("-2")).toBe("'-2");
  expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvCell("ann@example.org")).toBe("ann@example.org");
});

test("commas, quotes and line breaks are quoted; nulls are empty", () => {
  expect(csvCell('Lee, "Ann"')).toBe('"Lee, ""Ann"""');
  expect(csvCell("two\nlines")).toBe('"two\nlines"');
  expect(csvCell(null)).toBe("");
  expect(toCsv(["id", "created_at"], [{ id: "a", created_at: Date.parse("2026-04-20T17:00:00Z") }])).toBe(
    "id,created_at\r\na,2026-04-20T17:00:00.000Z\r\n",
  );
});
