import { expect, test } from "vitest";
import {
  addDays,
  bucketsOf,
  daysOf,
  insightRange,
  isDay,
  MAX_RANGE_DAYS,
  rangeParts,
  shiftMonth,
  weekdayOf,
} from "./insight-range";

test("the week and month end today beside as many days right before; the year is twelve calendar months beside the year before", () => {
  const week = insightRange({ range: "week" }, "2027-03-28");
  expect(week.current).toEqual({ from: "2027-03-22", to: "2027-03-28", days: 7 });
  expect(week.previous).toEqual({ from: "2027-03-15", to: "2027-03-21", days: 7 });
  expect(week.bucket).toBe("day");
  const month = insightRange({ range: "month" }, "2027-03-28");
  expect(month.current).toMatchObject({ from: "2027-02-27", days: 30 });
  const year = insightRange({ range: "year" }, "2028-03-01");
  // This month so far and the eleven before; compared with the same days a year before (Easter beside Easter).
  expect(year.current).toEqual({ from: "2027-04-01", to: "2028-03-01", days: 336 });
  expect(year.previous).toEqual({ from: "2026-04-01", to: "2027-03-01", days: 335 });
  expect(year.bucket).toBe("month");
  // A leap day has no day a year before: February 28 stands for it.
  expect(insightRange({ range: "year" }, "2028-02-29").previous).toEqual({
    from: "2026-03-01",
    to: "2027-02-28",
    days: 365,
  });
  expect(insightRange({ range: "year" }, "2027-01-15").current.from).toBe("2026-02-01");
});

test("a custom range: any order, real days only, two years at most; a bad one is the last week", () => {
  const custom = insightRange({ range: "custom", from: "2027-04-10", to: "2027-03-01" }, "2027-05-01");
  expect(custom.current).toEqual({ from: "2027-03-01", to: "2027-04-10", days: 41 });
  expect(custom.bucket).toBe("week");
  const long = insightRange({ range: "custom", from: "2020-01-01", to: "2027-01-01" }, "2027-05-01");
  expect(long.current.days).toBe(MAX_RANGE_DAYS);
  expect(long.current.to).toBe("2027-01-01");
  expect(insightRange({ range: "custom", from: "2027-02-30", to: "2027-03-01" }, "2027-05-01").kind).toBe("week");
  expect(insightRange({ range: "decade" }, "2027-05-01").kind).toBe("week");
  expect(isDay("2027-02-29")).toBe(false);
  expect(isDay("2028-02-29")).toBe(true);
});

test("weeks are seven-day stretches from the range's first day; months are calendar months cut to the range", () => {
  const weeks = bucketsOf({ from: "2027-03-01", to: "2027-03-17", days: 17 }, "week");
  expect(weeks.map((week) => [week.from, week.to, week.days])).toEqual([
    ["2027-03-01", "2027-03-07", 7],
    ["2027-03-08", "2027-03-14", 7],
    ["2027-03-15", "2027-03-17", 3],
  ]);
  const months = bucketsOf({ from: "2027-01-20", to: "2027-03-02", days: 42 }, "month");
  expect(months.map((month) => [month.from, month.to])).toEqual([
    ["2027-01-20", "2027-01-31"],
    ["2027-02-01", "2027-02-28"],
    ["2027-03-01", "2027-03-02"],
  ]);
});

test("calendar arithmetic crosses months, years and the clock changes alike", () => {
  expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
  expect(addDays("2027-03-14", -1)).toBe("2027-03-13");
  expect(daysOf({ from: "2027-11-06", to: "2027-11-08", days: 3 })).toEqual(["2027-11-06", "2027-11-07", "2027-11-08"]);
  expect(weekdayOf("2027-03-28")).toBe(0);
  expect(weekdayOf("2027-04-03")).toBe(6);
});

test("a range is read as its whole calendar months and the days around them", () => {
  expect(shiftMonth("2027-11", 3)).toBe("2028-02");
  expect(shiftMonth("2027-01", -1)).toBe("2026-12");
  expect(rangeParts({ from: "2027-01-20", to: "2027-04-10", days: 81 })).toEqual({
    days: [
      { from: "2027-01-20", to: "2027-01-31", days: 12 },
      { from: "2027-04-01", to: "2027-04-10", days: 10 },
    ],
    months: { from: "2027-02", to: "2027-03" },
  });
  // Whole months at both ends: no days; within one month: days alone.
  expect(rangeParts({ from: "2027-02-01", to: "2027-03-31", days: 59 })).toEqual({
    days: [],
    months: { from: "2027-02", to: "2027-03" },
  });
  const within = { from: "2027-03-02", to: "2027-03-30", days: 29 };
  expect(rangeParts(within)).toEqual({ days: [within], months: null });
});
