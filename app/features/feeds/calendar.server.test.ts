import ICAL from "ical.js";
import { expect, test } from "vitest";
import type { CalendarEvent } from "~/features/events/planning-center.server";
import { getContent } from "~/server/content.server";
import { buildCalendar } from "./calendar.server";

// Unit tests run with TZ=Asia/Kolkata: every time below must still be the church's (America/Los_Angeles).
const ORIGIN = "https://church.example";
const NOW = Date.parse("2026-11-22T20:00:00Z"); // Sunday 22 November 2026, 12:00 in the church's zone

const events: CalendarEvent[] = [
  {
    id: "501",
    name: "Youth Night; games, food",
    detailLines: ["Bring a friend.", "", "Pizza at 7."],
    imageUrl: null,
    registrationUrl: "https://redwoodcoast.churchcenter.example/registrations/events/youth",
    instances: [
      {
        id: "9001",
        allDay: false,
        startsAt: "2026-11-26T02:30:00Z",
        endsAt: "2026-11-26T04:00:00Z",
        location: "Youth Room",
        recurrence: "Weekly",
        recurrenceDescription: "Every Wednesday",
      },
      {
        id: "9002",
        allDay: false,
        startsAt: "2026-12-03T02:30:00Z",
        endsAt: "2026-12-03T04:00:00Z",
        location: "Youth Room",
        recurrence: "Weekly",
        recurrenceDescription: "Every Wednesday",
      },
    ],
  },
  {
    id: "502",
    name: "Women's Retreat",
    detailLines: [""],
    imageUrl: null,
    registrationUrl: null,
    // Friday to Sunday, all day: Planning Center's instants are the church-zone midnights.
    instances: [
      {
        id: "9003",
        allDay: true,
        startsAt: "2026-12-04T08:00:00Z",
        endsAt: "2026-12-07T07:59:59Z",
        location: null,
        recurrence: null,
        recurrenceDescription: null,
      },
    ],
  },
  {
    id: "503",
    name: "Sunday Worship Gathering",
    detailLines: ["Every week."],
    imageUrl: null,
    registrationUrl: null,
    // The service itself, as Planning Center lists it: the subscription's RRULE already holds it.
    instances: [
      {
        id: "9004",
        allDay: false,
        startsAt: "2026-11-29T18:30:00Z",
        endsAt: "2026-11-29T20:00:00Z",
        location: null,
        recurrence: "Weekly",
        recurrenceDescription: null,
      },
    ],
  },
];

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const zone = component.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  return component;
}

function vevents(component: ICAL.Component) {
  return component.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

test("the calendar names itself, asks for an hourly refresh and carries the church's VTIMEZONE", () => {
  const calendar = parse(buildCalendar({ content: getContent(), origin: ORIGIN, events, now: NOW }));
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`${getContent().church.name} Events`);
  expect(calendar.getFirstPropertyValue("x-published-ttl")).toBe("PT1H");
  expect(String(calendar.getFirstPropertyValue("refresh-interval"))).toBe("PT1H");
  expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("America/Los_Angeles");
});

test("every upcoming instance is its own VEVENT, in the church's zone, with a stable UID", () => {
  const parsed = vevents(parse(buildCalendar({ content: getContent(), origin: ORIGIN, events, now: NOW })));
  const youth = parsed.filter((event) => event.summary === "Youth Night; games, food");
  expect(youth).toHaveLength(2);
  expect(youth.map((event) => event.uid)).toEqual([
    "pco-event-instance-9001@church.example",
    "pco-event-instance-9002@church.example",
  ]);
  const first = youth[0]!;
  expect(first.startDate.zone?.tzid).toBe("America/Los_Angeles");
  expect(first.startDate.toString()).toBe("2026-11-25T18:30:00");
  expect(first.endDate.toString()).toBe("2026-11-25T20:00:00");
  expect(first.startDate.toJSDate().toISOString()).toBe("2026-11-26T02:30:00.000Z");
  expect(first.location).toBe("Youth Room");
  expect(first.description).toBe("Bring a friend.\nPizza at 7.");
  expect(first.component.getFirstPropertyValue("url")).toBe(
    "https://redwoodcoast.churchcenter.example/registrations/events/youth",
  );
  const stamp = first.component.getFirstPropertyValue("dtstamp") as ICAL.Time;
  expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
  expect(stamp.toJSDate().getTime()).toBe(NOW);
});

test("an all-day event is written as dates, the end exclusive", () => {
  const retreat = vevents(parse(buildCalendar({ content: getContent(), origin: ORIGIN, events, now: NOW }))).find(
    (event) => event.summary === "Women's Retreat",
  )!;
  expect(retreat.startDate.isDate).toBe(true);
  expect(retreat.startDate.toString()).toBe("2026-12-04");
  expect(retreat.endDate.toString()).toBe("2026-12-07");
  expect(retreat.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/events`);
});

test("the Sunday service is one weekly recurring event at 10:30 in the church's zone, and is not listed twice", () => {
  const parsed = vevents(parse(buildCalendar({ content: getContent(), origin: ORIGIN, events, now: NOW })));
  const services = parsed.filter((event) => event.isRecurring());
  // One recurring event per weekly gathering: the 10:30 service and the Spanish one at 12:30.
  expect(services.map((event) => event.uid)).toEqual([
    "gathering-sunday-1030@church.example",
    "gathering-sunday-1230@church.example",
  ]);
  const service = services[0]!;
  expect(service.uid).toBe("gathering-sunday-1030@church.example");
  expect(service.component.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;BYDAY=SU");
  expect(service.startDate.toString()).toBe("2026-11-29T10:30:00");
  expect(service.location).toContain(getContent().church.address.street);
  const iterator = service.iterator();
  const sundays = [iterator.next()!, iterator.next()!].map((time) => time.toJSDate().toISOString());
  expect(sundays).toEqual(["2026-11-29T18:30:00.000Z", "2026-12-06T18:30:00.000Z"]);
  expect(parsed.some((event) => event.summary === "Sunday Worship Gathering")).toBe(false);
});

test("one event's own file holds that event only, without the Sunday service", () => {
  const single = parse(
    buildCalendar({
      content: getContent(),
      origin: ORIGIN,
      events: [events[2]!],
      now: NOW,
      name: "Sunday Worship Gathering",
      withGatherings: false,
    }),
  );
  expect(single.getFirstPropertyValue("x-wr-calname")).toBe("Sunday Worship Gathering");
  expect(vevents(single).map((event) => event.summary)).toEqual(["Sunday Worship Gathering"]);
});

test("the same copy of the calendar makes the same file (so its ETag holds)", () => {
  expect(buildCalendar({ content: getContent(), origin: ORIGIN, events, now: NOW })).toBe(
    buildCalendar({ content: getContent(), origin: ORIGIN, events, now: NOW }),
  );
});

test("without Planning Center the calendar links the home page, not /events, which is not served then (issue 26)", () => {
  const withEvents = parse(buildCalendar({ content: getContent(), origin: ORIGIN, events, now: NOW }));
  expect(withEvents.getFirstPropertyValue("url")).toBe(`${ORIGIN}/events`);
  const without = parse(
    buildCalendar({ content: getContent(), origin: ORIGIN, events: [], now: NOW, eventsPage: false }),
  );
  expect(without.getFirstPropertyValue("url")).toBe(`${ORIGIN}/`);
  // The weekly gatherings link the visit page, which the demo has.
  expect(vevents(without).map((event) => event.component.getFirstPropertyValue("url"))).toEqual([
    `${ORIGIN}/visit`,
    `${ORIGIN}/visit`,
  ]);
});

test("the Spanish calendar (/es/events.ics) writes its fixed words in Spanish and links the Spanish pages", () => {
  const content = getContent();
  const calendar = parse(buildCalendar({ content, origin: ORIGIN, events, now: NOW, language: "es" }));
  expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(`Eventos de ${content.church.name}`);
  expect(calendar.getFirstPropertyValue("url")).toBe(`${ORIGIN}/es/events`);
  const service = vevents(calendar).find((event) => event.uid === "gathering-sunday-1030@church.example")!;
  expect(service.summary).toBe(`${content.services.gatherings[0]!.name} en ${content.church.name}`);
  expect(service.description).toBe(`Todos son bienvenidos. Planee su visita: ${ORIGIN}/es/visit`);
  expect(service.component.getFirstPropertyValue("url")).toBe(`${ORIGIN}/es/visit`);
  // The times stay the church's, whatever the language.
  expect(service.startDate.toString()).toBe("2026-11-29T10:30:00");
});
