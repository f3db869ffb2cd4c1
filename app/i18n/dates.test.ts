import { describe, expect, it } from "vitest";
import type { DateStyle } from "~/lib/date-patterns";
import { eventDateLabel } from "~/lib/event-label";
import { formatServiceDate } from "~/lib/schedule";
import { formatChurchDate, formatMonthShort, formatTimeOfDay, weekdayName } from "./dates";

/**
 * Issue 27: Spanish dates and times are Intl's, in the church's zone whatever
 * the server's, on the church's clock; English stays the SPEC's words. Checked
 * across the end of daylight time in Los Angeles (1 November 2026, 2:00 → 1:00).
 */
const ZONE = "America/Los_Angeles";
const SPANISH: DateStyle = { timeZone: ZONE, dateOrder: "month-day", clock: "12h", locale: "es-US" };
const ENGLISH: DateStyle = { timeZone: ZONE, dateOrder: "month-day", clock: "12h" };

/** What Intl itself writes in Los Angeles, the expected value of every case. */
const intl = (instant: number, options: Intl.DateTimeFormatOptions, locale = "es-US") =>
  new Intl.DateTimeFormat(locale, { timeZone: ZONE, ...options }).format(instant);

// Saturday 31 October 2026, 10:30 PDT (UTC-7); Sunday 1 November 2026, 10:30 PST (UTC-8).
const BEFORE = Date.parse("2026-10-31T17:30:00Z");
const AFTER = Date.parse("2026-11-01T18:30:00Z");
// Sunday 1 November 2026, 00:30 PST in Los Angeles, but already the 1st in UTC and 8:30 there.
const AFTER_MIDNIGHT = Date.parse("2026-11-01T07:30:00Z");

describe("Spanish dates in the church's zone across a daylight-saving change", () => {
  it("the same wall-clock time on both sides of the change, as Intl writes it", () => {
    const time = { hour: "numeric", minute: "2-digit", hourCycle: "h12" } as const;
    expect(formatChurchDate(BEFORE, "time", SPANISH)).toBe(intl(BEFORE, time));
    expect(formatChurchDate(AFTER, "time", SPANISH)).toBe(intl(AFTER, time));
    expect(formatChurchDate(BEFORE, "time", SPANISH)).toBe(formatChurchDate(AFTER, "time", SPANISH));
    expect(formatChurchDate(AFTER, "time", SPANISH)).toMatch(/^10:30\sa\.\s?m\.$/);
  });

  it("weekday and month names in Spanish, the day of the church's zone", () => {
    const long = { weekday: "long", day: "numeric", month: "long", year: "numeric" } as const;
    expect(formatChurchDate(AFTER, "longDate", SPANISH)).toBe(intl(AFTER, long));
    expect(formatChurchDate(AFTER, "longDate", SPANISH)).toBe("domingo, 1 de noviembre de 2026");
    expect(formatChurchDate(BEFORE, "longDate", SPANISH)).toBe("sábado, 31 de octubre de 2026");
    // Still the 1st in Los Angeles at 00:30, whatever the server's zone says.
    expect(formatChurchDate(AFTER_MIDNIGHT, "dayMonth", SPANISH)).toBe(
      intl(AFTER_MIDNIGHT, { day: "numeric", month: "long" }),
    );
    expect(formatMonthShort(AFTER, SPANISH)).toBe(intl(AFTER, { month: "short" }));
    expect(weekdayName(0, SPANISH)).toBe("domingo");
    expect(weekdayName(3, SPANISH)).toBe("miércoles");
  });

  it("the live page's service date, and a 24-hour church's clock", () => {
    const service = {
      weekday: "long",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12",
    } as const;
    expect(formatServiceDate(AFTER, SPANISH)).toBe(intl(AFTER, service));
    const clock24: DateStyle = { ...SPANISH, clock: "24h" };
    expect(formatChurchDate(Date.parse("2026-11-01T21:30:00Z"), "time", clock24)).toBe(
      intl(Date.parse("2026-11-01T21:30:00Z"), { hour: "numeric", minute: "2-digit", hourCycle: "h23" }),
    );
    expect(formatTimeOfDay(13, 5, clock24)).toBe("13:05");
  });

  it("an event's label in Spanish: its day, a bullet, its times; a range across the change", () => {
    const now = Date.parse("2026-10-28T12:00:00Z");
    const label = eventDateLabel(
      { startsAt: AFTER, endsAt: AFTER + 90 * 60_000, allDay: false, recurring: false },
      now,
      SPANISH,
      "Periódico",
    );
    expect(label).toBe(`${intl(AFTER, { weekday: "long", day: "numeric", month: "long" })} • 10:30 a.m. - 12:00 p.m.`);
    expect(eventDateLabel({ startsAt: BEFORE, endsAt: AFTER, allDay: true, recurring: false }, now, SPANISH)).toBe(
      `31 de octubre-${intl(AFTER, { day: "numeric", month: "long" })}`,
    );
    expect(eventDateLabel({ startsAt: AFTER, allDay: true, recurring: true }, now, SPANISH, "Periódico")).toBe(
      "Periódico",
    );
  });
});

describe("English keeps the SPEC's words", () => {
  it("on both sides of the change", () => {
    expect(formatChurchDate(BEFORE, "serviceDate", ENGLISH)).toBe("Saturday, Oct 31, 2026 @ 10:30 AM");
    expect(formatChurchDate(AFTER, "serviceDate", ENGLISH)).toBe("Sunday, Nov 1, 2026 @ 10:30 AM");
    expect(formatChurchDate(AFTER, "longDateAtTime", ENGLISH)).toBe("Sunday, November 1, 2026 at 10:30 AM");
    expect(formatChurchDate(AFTER, "time", { ...ENGLISH, locale: "en-US" })).toBe("10:30 AM");
    expect(weekdayName(0, ENGLISH)).toBe("Sunday");
    expect(formatMonthShort(AFTER, ENGLISH)).toBe("Nov");
  });
});
