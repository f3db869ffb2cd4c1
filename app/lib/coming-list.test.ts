import { expect, test } from "vitest";
import { comingCsvFileName, comingListStart, headcount } from "./coming-list";

const LA = "America/Los_Angeles";

test("the list starts at the church's midnight, whatever the server's zone (TZ=Asia/Kolkata here)", () => {
  // Sunday 29 November 2026, 10:45 AM in California: the 10:30 service has begun and is still listed.
  expect(new Date(comingListStart(Date.parse("2026-11-29T18:45:00Z"), LA)).toISOString()).toBe(
    "2026-11-29T08:00:00.000Z",
  );
  // 11:30 PM on Saturday in California is already Sunday in UTC: still Saturday's list.
  expect(new Date(comingListStart(Date.parse("2026-11-29T07:30:00Z"), LA)).toISOString()).toBe(
    "2026-11-28T08:00:00.000Z",
  );
  // The day daylight saving ends (25 hours long) begins at 00:00 PDT.
  expect(new Date(comingListStart(Date.parse("2026-11-01T20:00:00Z"), LA)).toISOString()).toBe(
    "2026-11-01T07:00:00.000Z",
  );
  expect(new Date(comingListStart(Date.parse("2026-11-29T18:45:00Z"), "Europe/London")).toISOString()).toBe(
    "2026-11-29T00:00:00.000Z",
  );
});

test("the download is named after its service, or after today's church-zone date for the whole list", () => {
  const now = Date.parse("2026-11-29T07:30:00Z"); // Saturday night in California
  expect(comingCsvFileName(now, LA, "2026-11-29T10:30~sunday-1030")).toBe(
    "whos-coming-2026-11-29T10-30-sunday-1030.csv",
  );
  expect(comingCsvFileName(now, LA)).toBe("whos-coming-from-2026-11-28.csv");
  // Nothing from a typed address reaches the header but letters, digits and dashes.
  expect(comingCsvFileName(now, LA, '"; filename=evil.exe')).toBe("whos-coming-filename-evil-exe.csv");
  expect(comingCsvFileName(now, LA, '"";')).toBe("whos-coming-from-2026-11-28.csv");
});

test("a service's count names adults and children, one or many", () => {
  expect(headcount(3, 2)).toBe("3 adults and 2 children");
  expect(headcount(1, 1)).toBe("1 adult and 1 child");
  expect(headcount(1, 0)).toBe("1 adult and 0 children");
});
