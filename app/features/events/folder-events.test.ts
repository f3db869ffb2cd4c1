import ICAL from "ical.js";
import { expect, test } from "vitest";
import type { ChurchContent, ChurchEventFile } from "~/content/model";
import { buildCalendar } from "~/features/feeds/calendar.server";
import { getContent } from "~/server/content.server";
import { loadCalendarEvents } from "./events.server";
import { folderCalendarEvents } from "./folder-events";

const demo = getContent();
const NOW = Date.parse("2026-11-26T12:00:00-08:00");
const at = (iso: string) => Date.parse(iso);

function withEvents(events: ChurchEventFile[]): ChurchContent {
  return { ...demo, events };
}

const base: ChurchEventFile = {
  id: "test",
  name: "Test",
  picture: null,
  start: "2027-01-31 18:30",
  allDay: false,
  startsAt: at("2027-01-31T18:30:00-08:00"),
  endsAt: at("2027-01-31T20:00:00-08:00"),
};

test("the demo church's own events come with the calendar, each date of a weekly one, and link to their sign-up page", async () => {
  const events = await loadCalendarEvents(NOW);
  const parenting = events.find((event) => event.id === "parenting-class")!;
  expect(parenting.source).toBe("folder");
  expect(parenting.signUpPath).toBe("/events/parenting-class/sign-up");
  expect(parenting.instances.map((instance) => instance.startsAt)).toEqual(
    ["01-12", "01-19", "01-26", "02-02", "02-09", "02-16"].map((day) =>
      new Date(`2027-${day}T18:30:00-08:00`).toISOString(),
    ),
  );
  expect(parenting.instances[0]!.recurrenceDescription).toBe("Every week on Tuesday");
  // Planning Center's (the demo's) are still there.
  expect(events.some((event) => event.name === "VBS")).toBe(true);
});

test("monthly on the 31st skips the months without one; until stops it; ended dates are left out", () => {
  const [event] = folderCalendarEvents(
    withEvents([{ ...base, recurrence: { frequency: "monthly", interval: 1, until: "2027-08-01" } }]),
    NOW,
  );
  const days = event!.instances.map((instance) => instance.startsAt.slice(0, 10));
  // 18:30 in California is the next day in UTC: the 31sts of January, March, May and July.
  expect(days).toEqual(["2027-02-01", "2027-04-01", "2027-06-01", "2027-08-01"]);
  expect(event!.instances[0]!.recurrenceDescription).toBe("Every month on day 31");
  const ended = folderCalendarEvents(
    withEvents([{ ...base, startsAt: at("2026-01-01T10:00:00-08:00"), endsAt: null }]),
    NOW,
  );
  expect(ended).toEqual([]);
});

test("an all-day event spans its days in the church's zone, in the calendar feed as in iCalendar", () => {
  const allDay: ChurchEventFile = {
    ...base,
    id: "retreat",
    name: "Retreat",
    start: "2027-03-05",
    end: "2027-03-07",
    allDay: true,
    startsAt: at("2027-03-05T00:00:00-08:00"),
    endsAt: at("2027-03-08T00:00:00-08:00"),
  };
  const events = folderCalendarEvents(withEvents([allDay]), NOW);
  const text = buildCalendar({
    content: demo,
    origin: "https://church.example",
    events,
    now: NOW,
    withGatherings: false,
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  const [vevent] = calendar.getAllSubcomponents("vevent");
  const parsed = new ICAL.Event(vevent);
  expect(parsed.uid).toBe(`event-retreat-${allDay.startsAt}@church.example`);
  expect(parsed.startDate.toString()).toBe("2027-03-05");
  expect(parsed.endDate.toString()).toBe("2027-03-08");
  expect(parsed.summary).toBe("Retreat");
});

test("an event whose file names no place is held at the church: its dates and its .ics say so", () => {
  const [event] = folderCalendarEvents(withEvents([base]), NOW);
  const church = `${demo.church.name}, ${demo.church.addressLine}`;
  expect(event!.instances[0]!.location).toBe(church);
  const [placed] = folderCalendarEvents(withEvents([{ ...base, location: "Room 4" }]), NOW);
  expect(placed!.instances[0]!.location).toBe("Room 4");
  const text = buildCalendar({
    content: demo,
    origin: "https://church.example",
    events: [event!],
    now: NOW,
    withGatherings: false,
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstSubcomponent("vevent")!.getFirstPropertyValue("location")).toBe(church);
});
