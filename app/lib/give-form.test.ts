import { describe, expect, test } from "vitest";
import { formatMoney, parseDollars } from "./give-form";

describe("amounts as donors type them", () => {
  test.each([
    ["50", 5000],
    ["12.5", 1250],
    ["12.50", 1250],
    ["$1,000", 100000],
    ["$ 7.05", 705],
    ["0.50", 50],
    [" 250 ", 25000],
  ])("%s is %i cents", (text, cents) => expect(parseDollars(text)).toBe(cents));

  test.each(["", "abc", "12.345", "-5", "1e3", "12,50", "5.", "1,00"])("%j is no amount", (text) =>
    expect(parseDollars(text)).toBeNull(),
  );
});

test("money is written in the page's language, cents only when there are some", () => {
  expect(formatMoney(5000, "usd", "en-US")).toBe("$50");
  expect(formatMoney(5331, "usd", "en-US")).toBe("$53.31");
  expect(formatMoney(2500000, "usd", "en-US")).toBe("$25,000");
  expect(formatMoney(5331, "usd", "es-US")).toMatch(/^\$?\s?53\.31\s?\$?$/);
});
