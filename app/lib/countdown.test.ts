import { expect, test } from "vitest";
import { formatCountdown, msUntilNextMinute, msUntilNextSecond } from "./countdown";

const at = (iso: string) => Date.parse(iso);

test("countdown is [h:]mm:ss with hours only when above 0", () => {
  expect(formatCountdown(30 * 60_000)).toBe("30:00");
  expect(formatCountdown(65_000)).toBe("01:05");
  expect(formatCountdown(3_600_000)).toBe("1:00:00");
  expect(formatCountdown(3_599_500)).toBe("1:00:00");
  expect(formatCountdown(10 * 3_600_000 + 5_000)).toBe("10:00:05");
  expect(formatCountdown(-5)).toBe("00:00");
});

test("the next minute boundary", () => {
  expect(msUntilNextMinute(at("2026-11-22T18:26:15.250Z"))).toBe(44_750);
  expect(msUntilNextMinute(at("2026-11-22T18:26:00Z"))).toBe(60_000);
});

test("the next second boundary", () => {
  expect(msUntilNextSecond(at("2026-11-22T18:26:15.250Z"))).toBe(750);
  expect(msUntilNextSecond(at("2026-11-22T18:26:15Z"))).toBe(1000);
});
