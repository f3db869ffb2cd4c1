import { expect, test } from "vitest";
import { churchYearBounds, formatGiftDate, formatMoney, formatMonth, netCents } from "./giving-format";

test("money is written from integer cents in the reader's language", () => {
  expect(formatMoney(5000, "usd", "en-US")).toBe("$50.00");
  expect(formatMoney(123456, "usd", "en-US")).toBe("$1,234.56");
  expect(formatMoney(5000, "usd", "es-US")).toMatch(/50[.,]00/);
});

test("a gift's date is its day in the church's zone, not the server's", () => {
  // 2027-01-01 06:30 UTC is still December 31 in Los Angeles.
  const instant = Date.UTC(2027, 0, 1, 6, 30);
  expect(formatGiftDate(instant, "en-US", "America/Los_Angeles")).toBe("December 31, 2026");
  expect(formatGiftDate(instant, "es-US", "America/Los_Angeles")).toBe("31 de diciembre de 2026");
  expect(formatMonth("2026-11", "en-US")).toBe("November 2026");
});

test("a church-zone year runs from its January 1 midnight to the next", () => {
  const { from, to } = churchYearBounds(2026, "America/Los_Angeles");
  expect(new Date(from).toISOString()).toBe("2026-01-01T08:00:00.000Z");
  expect(new Date(to).toISOString()).toBe("2027-01-01T08:00:00.000Z");
});

test("the net of a gift counts the covered fee and takes off refunds", () => {
  expect(netCents({ amountCents: 5000, feeCents: 176, refundedCents: 0 })).toBe(5176);
  expect(netCents({ amountCents: 5000, feeCents: 0, refundedCents: 2000 })).toBe(3000);
  expect(netCents({ amountCents: 5000, feeCents: 0, refundedCents: 9000 })).toBe(0);
});
