import { expect, test } from "vitest";
import { isLiveNoticeWindow } from "./live-window";

// Tests run with TZ=Asia/Kolkata: the rule must follow the church's zone.

test("shows from 10:00 on a Sunday in California", () => {
  expect(isLiveNoticeWindow(new Date("2026-11-22T10:00:00-08:00"))).toBe(true);
  expect(isLiveNoticeWindow(new Date("2026-11-22T11:59:59-08:00"))).toBe(true);
});

test("does not show just before 10:00 or from 12:00", () => {
  expect(isLiveNoticeWindow(new Date("2026-11-22T09:59:59-08:00"))).toBe(false);
  expect(isLiveNoticeWindow(new Date("2026-11-22T12:00:00-08:00"))).toBe(false);
});

test("does not show on other days at the same hour", () => {
  expect(isLiveNoticeWindow(new Date("2026-11-21T10:30:00-08:00"))).toBe(false);
  expect(isLiveNoticeWindow(new Date("2026-11-23T10:30:00-08:00"))).toBe(false);
});

test("a viewer in New York sees it while the service is live in California", () => {
  // 1:30 pm Sunday in New York is 10:30 am in San Luis Obispo.
  expect(isLiveNoticeWindow(new Date("2026-11-22T13:30:00-05:00"))).toBe(true);
  // Sunday 10:30 am in New York is only 7:30 am in California.
  expect(isLiveNoticeWindow(new Date("2026-11-22T10:30:00-05:00"))).toBe(false);
});

test("holds across the daylight-saving changes", () => {
  expect(isLiveNoticeWindow(new Date("2026-03-08T10:15:00-07:00"))).toBe(true); // first PDT Sunday
  expect(isLiveNoticeWindow(new Date("2026-11-01T10:15:00-08:00"))).toBe(true); // first PST Sunday
  expect(isLiveNoticeWindow(new Date("2026-11-01T09:15:00-08:00"))).toBe(false);
});
