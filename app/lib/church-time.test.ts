import { expect, test } from "vitest";
import { churchDayKey, churchHourKey, churchWallClock, formatChurchTime, isServiceDay } from "./church-time";

test("formats in the church's zone, not the machine's (TZ=Asia/Kolkata here)", () => {
  const instant = new Date("2026-11-22T18:30:00Z"); // 10:30 am PST
  expect(formatChurchTime(instant, "EEEE, MMM d, yyyy @ h:mm a")).toBe("Sunday, Nov 22, 2026 @ 10:30 AM");
});

test("days and hours roll over at church midnight", () => {
  const lateSaturday = new Date("2026-11-22T07:59:00Z"); // 11:59 pm Saturday PST
  expect(churchDayKey(lateSaturday)).toBe("2026-11-21");
  expect(isServiceDay(lateSaturday)).toBe(false);
  expect(isServiceDay(new Date("2026-11-22T08:00:00Z"))).toBe(true);
  expect(churchDayKey(new Date("2026-11-22T08:00:00Z"))).toBe("2026-11-22");
  expect(churchHourKey(new Date("2026-11-22T18:59:59Z"))).toBe("2026-11-22T10");
});

test("wall-clock times map to the right instant on both sides of daylight saving", () => {
  expect(churchWallClock(2026, 2, 8, 10, 30).toISOString()).toBe("2026-03-08T17:30:00.000Z"); // PDT
  expect(churchWallClock(2026, 10, 1, 10, 30).toISOString()).toBe("2026-11-01T18:30:00.000Z"); // PST
});

test("the service day follows the configured weekday, not a hard-coded Sunday", () => {
  const saturdayEvening = new Date("2026-11-22T03:00:00Z"); // 7 pm Saturday PST, already Sunday in Kolkata
  expect(isServiceDay(saturdayEvening, 6)).toBe(true);
  expect(isServiceDay(saturdayEvening, 0)).toBe(false);
});
