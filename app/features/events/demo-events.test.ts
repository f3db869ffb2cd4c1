import { expect, test } from "vitest";
import { arrangeEvents, currentEvents, toChurchEvent } from "./events.server";
import { eventsFromPages, parseEventInstancesPage } from "./planning-center.server";
import { demoEventInstancesPage } from "./demo-events";

function demoAt(now: number) {
  const events = currentEvents(eventsFromPages([parseEventInstancesPage(demoEventInstancesPage(now))]), now);
  return events.map((event) => toChurchEvent(event, now));
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
    ["Family Camp", "July 30-August 1"],
    ["VBS", "August 14-18"],
  ]);
});

test("every day of two years, the demo covers each case the page must show", () => {
  const start = Date.parse("2025-01-01T20:00:00Z");
  for (let day = 0; day < 731; day += 1) {
    const now = start + day * 86_400_000;
    const events = demoAt(now);
    const byName = Object.fromEntries(events.map((event) => [event.name, event]));
    const context = new Date(now).toISOString();
    expect(byName["VBS"]?.dateLabel, context).toMatch(/^[A-Z][a-z]+ \d{1,2}-\d{1,2}$/);
    expect(byName["Family Camp"]?.dateLabel, context).toMatch(/^[A-Z][a-z]+ \d{1,2}-[A-Z][a-z]+ \d{1,2}$/);
    expect(byName["Serve Day"]?.dateLabel, context).toMatch(/^Saturday, [A-Z][a-z]+ \d{1,2}$/);
    expect(byName["Prayer Night"]?.dateLabel, context).toMatch(/^Friday, [A-Z][a-z]+ \d{1,2} • 7:00pm - 8:30pm$/);
    expect(byName["Baptism Sunday"]?.dateLabel, context).toMatch(/^[A-Z][a-z]+ \d{1,2} • 12:00pm - 1:30pm$/);
    expect(byName["Sunday Worship Gathering"]?.dateLabel, context).toBe("Every week on Sunday • 10:30am");
    expect(byName["Men's Breakfast"]?.recurring, context).toBe(true);
    expect(byName["Prayer Night"]?.imageUrl, context).toBeNull();
    expect(byName["Staff Planning Day"], context).toBeUndefined();
    expect(arrangeEvents(events).featured?.name, context).toBe("VBS");
  }
});

test("registration links appear only where the demo has them", () => {
  const events = demoAt(Date.parse("2025-06-02T17:00:00Z"));
  expect(events.filter((event) => event.registrationUrl).map((event) => event.name)).toEqual(["Family Camp", "VBS"]);
});
