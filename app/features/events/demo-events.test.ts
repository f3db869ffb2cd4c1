import { expect, test } from "vitest";
import { arrangeEvents, currentEvents, toChurchEvent } from "./events.server";
import { eventsFromPages, parseEventInstancesPage } from "./planning-center.server";
import { demoEventInstancesPage } from "./demo-events";
import { translator, type Translate } from "~/i18n/translate";
import type { DateStyle } from "~/lib/date-patterns";

function demoAt(now: number, language?: { style: DateStyle; recurring: string; t: Translate }) {
  const events = currentEvents(
    eventsFromPages([
      parseEventInstancesPage(demoEventInstancesPage(now, "America/Los_Angeles", "Redwood Coast Church")),
    ]),
    now,
  );
  return events.map((event) => toChurchEvent(event, now, language?.style, language?.recurring, language?.t));
}

test("at a known day the demo calendar reads as the page will show it", () => {
  const events = demoAt(Date.parse("2025-06-02T17:00:00Z")); // Monday 2 June 2025, 10am Pacific
  expect(events.map((event) => [event.name, event.dateLabel])).toEqual([
    ["Catalyst Youth Night", "Every week on Wednesday • 6:30pm"],
    ["Prayer Night", "Friday, June 6 • 7:00pm - 8:30pm"],
    ["Sunday Worship Gathering", "Every week on Sunday • 10:30am"],
    ["Serve Day", "Saturday, June 14"],
    ["Men's Breakfast", "Every month on the 1st Saturday • 8:00am"],
    ["Baptism Sunday", "July 6 • 12:00pm - 1:30pm"],
    ["VBS", "July 21-25"],
    ["Family Camp", "July 30-August 1"],
  ]);
});

test("in Spanish each recurring event reads its recurrence in full, the monthly breakfast's first Saturday too (issue 43)", () => {
  const { t } = translator("es", "US");
  const style: DateStyle = { timeZone: "America/Los_Angeles", dateOrder: "month-day", clock: "12h", locale: "es-US" };
  const events = demoAt(Date.parse("2025-06-02T17:00:00Z"), { style, recurring: t("events.recurring"), t });
  expect(events.filter((event) => event.recurring).map((event) => [event.name, event.dateLabel])).toEqual([
    ["Catalyst Youth Night", "Cada semana el miércoles • 6:30 p.m."],
    ["Sunday Worship Gathering", "Cada semana el domingo • 10:30 a.m."],
    ["Men's Breakfast", "Cada mes el primer sábado • 8:00 a.m."],
  ]);
});

test("every day of two years, the demo covers each case the page must show", () => {
  const start = Date.parse("2025-01-01T20:00:00Z");
  for (let day = 0; day < 731; day += 1) {
    const now = start + day * 86_400_000;
    const events = demoAt(now);
    const byName = Object.fromEntries(events.map((event) => [event.name, event]));
    const context = new Date(now).toISOString();
    // More than about four months ahead a date carries its year (issue 36).
    expect(byName["VBS"]?.dateLabel, context).toMatch(/^[A-Z][a-z]+ \d{1,2}-\d{1,2}(, \d{4})?$/);
    expect(byName["Family Camp"]?.dateLabel, context).toMatch(/^[A-Z][a-z]+ \d{1,2}-[A-Z][a-z]+ \d{1,2}(, \d{4})?$/);
    // Next year's first days carry their year.
    expect(byName["Serve Day"]?.dateLabel, context).toMatch(/^Saturday, [A-Z][a-z]+ \d{1,2}(, \d{4})?$/);
    expect(byName["Prayer Night"]?.dateLabel, context).toMatch(
      /^Friday, [A-Z][a-z]+ \d{1,2}(, \d{4})? • 7:00pm - 8:30pm$/,
    );
    expect(byName["Baptism Sunday"]?.dateLabel, context).toMatch(/^[A-Z][a-z]+ \d{1,2}(, \d{4})? • 12:00pm - 1:30pm$/);
    expect(byName["Sunday Worship Gathering"]?.dateLabel, context).toBe("Every week on Sunday • 10:30am");
    expect(byName["Men's Breakfast"]?.recurring, context).toBe(true);
    expect(byName["Prayer Night"]?.imageUrl, context).toBeNull();
    expect(byName["Staff Planning Day"], context).toBeUndefined();
    expect(arrangeEvents(events, "vbs").featured?.name, context).toBe("VBS");
  }
}, 30_000); // 731 calendars: seconds on a busy machine

test("registration links appear only where the demo has them", () => {
  const events = demoAt(Date.parse("2025-06-02T17:00:00Z"));
  expect(events.filter((event) => event.registrationUrl).map((event) => event.name)).toEqual(["VBS", "Family Camp"]);
});

const churchMonth = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { timeZone: "America/Los_Angeles", month: "long" });

test("the demo follows the seasons: VBS in July and Family Camp at the turn of July, whatever the day", () => {
  const start = Date.parse("2025-01-01T20:00:00Z");
  for (let day = 0; day < 731; day += 3) {
    const now = start + day * 86_400_000;
    const events = demoAt(now);
    const vbs = events.find((event) => event.name === "VBS")!;
    const camp = events.find((event) => event.name === "Family Camp")!;
    const context = new Date(now).toISOString();
    expect(churchMonth(vbs.startsAt), context).toBe("July");
    expect(
      new Date(vbs.startsAt).toLocaleString("en-US", { timeZone: "America/Los_Angeles", weekday: "long" }),
      context,
    ).toBe("Monday");
    expect(camp.dateLabel, context).toMatch(/^July 30-August 1(, \d{4})?$/);
    // Its year exactly when it is in another year or more than about four months ahead (issue 36).
    const year = new Date(camp.startsAt).getUTCFullYear();
    const far = new Date(now).getUTCFullYear() !== year || Date.parse(camp.endsAt!) - now > 120 * 86_400_000;
    expect(camp.dateLabel.endsWith(`, ${year}`), context).toBe(far);
    // Never more than a year ahead, never in the past.
    for (const event of [vbs, camp]) {
      expect(Date.parse(event.endsAt!), context).toBeGreaterThan(now);
      expect(Date.parse(event.startsAt) - now, context).toBeLessThan(366 * 86_400_000);
    }
  }
});

test("in January, VBS is the coming July's, with its year", () => {
  const january = Date.parse("2026-01-15T18:00:00Z");
  const vbs = demoAt(january).find((event) => event.name === "VBS")!;
  expect(vbs.startsAt).toBe("2026-07-20T16:00:00.000Z"); // Monday 20 July 2026, 9am Pacific
  const afterVbs = Date.parse("2026-07-25T18:00:00Z"); // the Saturday after
  expect(demoAt(afterVbs).find((event) => event.name === "VBS")!.startsAt).toBe("2027-07-19T16:00:00.000Z");
});

test("baptisms are at the beach in summer and in the sanctuary in winter", () => {
  const location = (iso: string) =>
    eventsFromPages([
      parseEventInstancesPage(demoEventInstancesPage(Date.parse(iso), "America/Los_Angeles", "Redwood Coast Church")),
    ]).find((event) => event.name === "Baptism Sunday")!.instances[0]!.location;
  expect(location("2025-06-02T17:00:00Z")).toBe("At the beach");
  expect(location("2025-01-10T17:00:00Z")).toBe("Sanctuary");
});

test("Christmas Eve's two services are listed from the autumn, not in spring, and leave once they are over", () => {
  const christmasEve = (iso: string) =>
    demoAt(Date.parse(iso)).find((event) => event.name === "Christmas Eve Candlelight Services");
  expect(christmasEve("2025-04-01T17:00:00Z")).toBeUndefined();
  const november = Date.parse("2026-11-22T18:00:00Z");
  const calendar = eventsFromPages([
    parseEventInstancesPage(demoEventInstancesPage(november, "America/Los_Angeles", "Redwood Coast Church")),
  ]);
  const services = calendar.find((event) => event.name === "Christmas Eve Candlelight Services")!.instances;
  expect(services.map((instance) => instance.startsAt)).toEqual([
    "2026-12-25T00:00:00.000Z",
    "2026-12-25T02:00:00.000Z",
  ]);
  expect(christmasEve("2026-11-22T18:00:00Z")?.dateLabel).toBe("December 24 • 4:00pm - 5:00pm");
  expect(christmasEve("2026-12-25T18:00:00Z")).toBeUndefined();
});
