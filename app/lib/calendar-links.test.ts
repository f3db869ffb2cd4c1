import { expect, test } from "vitest";
import { eventIcsPath, googleCalendarUrl, webcalUrl } from "./calendar-links";

const base = { name: "Prayer Night", location: "Chapel", descriptionLines: ["Come.", "", "Pray."] };

test("a timed event goes to Google Calendar as UTC instants, with the church's zone", () => {
  const url = new URL(
    googleCalendarUrl(
      { ...base, startsAt: "2026-11-28T03:00:00Z", endsAt: "2026-11-28T04:30:00Z", allDay: false },
      { name: "Redwood Coast Church", timeZone: "America/Los_Angeles" },
    ),
  );
  expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
  expect(url.searchParams.get("action")).toBe("TEMPLATE");
  expect(url.searchParams.get("text")).toBe("Prayer Night");
  expect(url.searchParams.get("dates")).toBe("20261128T030000Z/20261128T043000Z");
  expect(url.searchParams.get("ctz")).toBe("America/Los_Angeles");
  expect(url.searchParams.get("details")).toBe("Come.\nPray.");
  expect(url.searchParams.get("location")).toBe("Chapel");
});

test("an all-day event goes as church-zone dates, the end exclusive", () => {
  const url = new URL(
    googleCalendarUrl(
      { ...base, startsAt: "2026-12-04T08:00:00Z", endsAt: "2026-12-07T07:59:59Z", allDay: true },
      { name: "Redwood Coast Church", timeZone: "America/Los_Angeles" },
    ),
  );
  expect(url.searchParams.get("dates")).toBe("20261204/20261207");
});

test("the subscription opens calendar apps; each event has its own file", () => {
  expect(webcalUrl("https://church.example")).toBe("webcal://church.example/events.ics");
  expect(eventIcsPath("123")).toBe("/events/123/calendar.ics");
});
