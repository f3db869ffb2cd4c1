import { expect, test } from "vitest";
import { translator } from "~/i18n/translate";
import { rangeLinkWords } from "./insights-page.server";

/** The range links say what they show (issue 47): the year is this month so far and the eleven before, not "this year". */

test("the year's link names the month it starts from and that it runs to today", () => {
  const { t, tag } = translator("en", "US");
  expect(rangeLinkWords("2031-03-19", t, tag)).toEqual({
    week: "Last 7 days",
    month: "Last 30 days",
    year: "12 months: Apr 2030 to today",
  });
  // In December the year is this calendar year so far, and says so by its month.
  expect(rangeLinkWords("2026-12-07", t, tag).year).toBe("12 months: Jan 2026 to today");
});
