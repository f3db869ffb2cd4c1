import { expect, test } from "vitest";
import { formatServiceDate } from "./schedule";
import { serviceDateIn, visitorServiceDate } from "./visitor-time";

const LA = "America/Los_Angeles";
const at = (iso: string) => Date.parse(iso);
const STYLES = [
  { dateOrder: "month-day", clock: "12h" },
  { dateOrder: "day-month", clock: "24h" },
  { dateOrder: "month-day", clock: "24h" },
] as const;

test("a visitor in New York sees their own time beside the church's", () => {
  const start = at("2026-11-22T18:30:00Z");
  expect(visitorServiceDate(start, "America/New_York", LA)).toBe("Sunday, Nov 22, 2026 @ 1:30 PM");
  // The same wall clock: nothing extra to show.
  expect(visitorServiceDate(start, "America/Vancouver", LA)).toBeNull();
  expect(visitorServiceDate(start, LA, LA)).toBeNull();
});

test("a visitor in Sydney sees Monday morning, across both zones' daylight-saving changes", () => {
  expect(visitorServiceDate(at("2026-11-22T18:30:00Z"), "Australia/Sydney", LA)).toBe("Monday, Nov 23, 2026 @ 5:30 AM");
  // March 8 2026: LA just moved to PDT, Sydney is still on AEDT.
  expect(visitorServiceDate(at("2026-03-08T17:30:00Z"), "Australia/Sydney", LA)).toBe("Monday, Mar 9, 2026 @ 4:30 AM");
});

test("it writes exactly what the site's date module writes, in every zone and around noon and midnight", () => {
  const zones = [LA, "America/New_York", "Europe/London", "Asia/Kolkata", "Australia/Sydney", "Pacific/Chatham", "UTC"];
  const instants = [
    "2026-11-22T18:30:00Z",
    "2026-03-08T17:30:00Z",
    "2026-11-01T07:30:00Z",
    "2026-06-21T00:00:00Z",
    "2026-06-21T12:00:00Z",
    "2027-01-03T08:05:00Z",
  ].map(at);
  for (const zone of zones) {
    for (const instant of instants) {
      for (const style of STYLES) {
        expect(
          serviceDateIn(instant, zone, style),
          `${new Date(instant).toISOString()} in ${zone}, ${style.dateOrder} ${style.clock}`,
        ).toBe(formatServiceDate(instant, { ...style, timeZone: zone }));
      }
    }
  }
});

test("in Spanish (issue 27) the visitor's time is Intl's in their zone, and names the change of daylight time", () => {
  const style = { dateOrder: "month-day", clock: "12h", locale: "es-US" } as const;
  const sunday = Date.parse("2026-11-01T18:30:00Z"); // 10:30 PST, the first Sunday after daylight time ends
  const intl = (zone: string) =>
    new Intl.DateTimeFormat("es-US", {
      timeZone: zone,
      weekday: "long",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h12",
    }).format(sunday);
  expect(serviceDateIn(sunday, "America/New_York", style)).toBe(intl("America/New_York"));
  expect(serviceDateIn(sunday, "America/New_York", style)).toMatch(/^domingo, 1 de nov de 2026, 1:30\sp\.\s?m\.$/);
  expect(visitorServiceDate(sunday, LA, LA, style)).toBeNull();
  expect(visitorServiceDate(sunday, "Europe/Madrid", LA, style)).toBe(intl("Europe/Madrid"));
});
