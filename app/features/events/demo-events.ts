import { churchWallClock, inChurchZone } from "~/lib/church-time";
import type { EventInstancesPage } from "./planning-center.server";

/**
 * Sample events for a site without Planning Center credentials, every date
 * worked out from the request's day in the church's zone. They follow the
 * seasons as a real church calendar does: Vacation Bible School in July,
 * Family Camp at the turn of July and August, baptisms at the beach in summer
 * and in the sanctuary otherwise, Christmas Eve services three months ahead.
 * They are written as one page of Planning Center's JSON:API answer, so they
 * pass the same schema and mapping as the real calendar. Between them they
 * cover every date-label rule: VBS, weekly and monthly events, several days
 * within a month and across two months, an all-day event, an event without
 * an image, events with registration, and events with several instances.
 */

// Neutral, as all demo data is (issue 38): DEMO=1 may run on any church's folder, which must not show the
// demo church's name or town. The place of an event without its own is the church's own name.
const registrations = "https://registrations.example/events";

interface DemoEvent {
  id: string;
  name: string;
  description: string | null;
  imageUrl?: string;
  registrationUrl?: string;
  visible?: boolean;
  instances: DemoInstance[];
}

interface DemoInstance {
  startsAt: Date;
  endsAt: Date;
  allDay?: boolean;
  location?: string;
  recurrence?: { kind: "Weekly" | "Monthly"; description: string };
}

export function demoEventInstancesPage(now: number, timeZone: string, churchName: string): EventInstancesPage {
  const today = inChurchZone(now, timeZone);
  const onDate = (year: number, monthIndex: number, day: number, hour = 0, minute = 0) =>
    onDateIn(timeZone, year, monthIndex, day, hour, minute);
  const year = today.getFullYear();
  const month = today.getMonth();
  const weekday = today.getDay();

  /** A calendar date counted from today (no time-zone arithmetic: plain day numbers). */
  const dayFromToday = (offset: number, hour = 0, minute = 0) =>
    onDate(year, month, today.getDate() + offset, hour, minute);
  const daysUntil = (targetWeekday: number) => (targetWeekday - weekday + 7) % 7 || 7;
  const nextSunday = daysUntil(0);
  const firstSaturday = (monthOffset: number) =>
    1 + ((6 - new Date(Date.UTC(year, month + monthOffset, 1)).getUTCDay() + 7) % 7);
  /** A yearly event's next time round: this year's, or next year's once this year's has ended. */
  const nextYearly = (dates: (year: number) => DemoInstance[]) => {
    const thisYear = dates(year);
    return thisYear.some((instance) => instance.endsAt.getTime() > now) ? thisYear : dates(year + 1);
  };
  /** A weekly event's next meetings, a week apart from `first` days ahead, each at the same hours and place. */
  const weekly = (
    first: number,
    weeks: number,
    [startHour, startMinute]: [number, number?],
    [endHour, endMinute]: [number, number?],
    location: string,
    day: string,
  ): DemoInstance[] =>
    Array.from({ length: weeks }, (_, week) => ({
      startsAt: dayFromToday(first + 7 * week, startHour, startMinute),
      endsAt: dayFromToday(first + 7 * week, endHour, endMinute),
      location,
      recurrence: { kind: "Weekly", description: `Every week on ${day}` },
    }));
  /** Summer: June to September. */
  const inSummer = month >= 5 && month <= 8;
  const christmasEve = nextYearly((y) =>
    [16, 18].map((hour) => ({
      startsAt: onDate(y, 11, 24, hour),
      endsAt: onDate(y, 11, 24, hour + 1),
      location: "Sanctuary",
    })),
  );
  // A church announces Christmas Eve in the autumn (three months ahead), not in spring.
  const christmasEveAnnounced = christmasEve[0]!.startsAt.getTime() - now < 90 * 86_400_000;

  const events: DemoEvent[] = [
    {
      id: "demo-vbs",
      name: "VBS",
      description:
        "<p>Vacation Bible School: five mornings of games, music, crafts and Bible stories.</p><p>For kids entering kindergarten through 5th grade.</p>",
      imageUrl: "/images/events/vbs.svg",
      registrationUrl: `${registrations}/vbs`,
      // The week of the third Monday in July, five mornings.
      instances: nextYearly((y) => {
        const monday = thirdMonday(y, 6);
        return [{ startsAt: onDate(y, 6, monday, 9), endsAt: onDate(y, 6, monday + 4, 12) }];
      }),
    },
    {
      id: "demo-worship",
      name: "Sunday Worship Gathering",
      description: "<p>Worship, a message from the Bible, and coffee afterwards.</p><p>Kids check in from 10:15.</p>",
      imageUrl: "/images/events/worship.svg",
      instances: weekly(nextSunday, 4, [10, 30], [12], "Sanctuary", "Sunday"),
    },
    {
      id: "demo-youth",
      name: "Catalyst Youth Night",
      description: "<p>Games, worship and small groups for 7th to 12th grade.</p>",
      imageUrl: "/images/events/youth.svg",
      instances: weekly(daysUntil(3), 3, [18, 30], [20], "Youth Room", "Wednesday"),
    },
    {
      id: "demo-breakfast",
      name: "Men's Breakfast",
      description: "<div>Eggs, coffee and a chapter of Proverbs.</div>",
      imageUrl: "/images/events/breakfast.svg",
      instances: [1, 2, 3].map((monthOffset) => ({
        startsAt: onDate(year, month + monthOffset, firstSaturday(monthOffset), 8),
        endsAt: onDate(year, month + monthOffset, firstSaturday(monthOffset), 9, 30),
        location: "Fellowship Hall",
        recurrence: { kind: "Monthly", description: "Every month on the 1st Saturday" },
      })),
    },
    {
      id: "demo-prayer",
      name: "Prayer Night",
      description: "<p>An evening of prayer for our city.</p><p></p><p>Come for as long as you can.</p>",
      instances: [
        { startsAt: dayFromToday(daysUntil(5), 19), endsAt: dayFromToday(daysUntil(5), 20, 30), location: "Chapel" },
      ],
    },
    {
      id: "demo-serve-day",
      name: "Serve Day",
      description: "<p>Teams spread out across town to serve our neighbours.</p>",
      imageUrl: "/images/events/serve-day.svg",
      instances: [{ startsAt: dayFromToday(6 - weekday + 7), endsAt: dayFromToday(6 - weekday + 8), allDay: true }],
    },
    {
      id: "demo-baptism",
      name: "Baptism Sunday",
      description: null,
      imageUrl: "/images/events/baptism.svg",
      instances: [
        {
          startsAt: dayFromToday(nextSunday + 28, 12),
          endsAt: dayFromToday(nextSunday + 28, 13, 30),
          location: inSummer ? "At the beach" : "Sanctuary",
        },
      ],
    },
    {
      id: "demo-family-camp",
      name: "Family Camp",
      description: "<p>A long weekend at the coast: campfires, hikes and worship under the stars.</p>",
      imageUrl: "/images/events/camp.svg",
      registrationUrl: `${registrations}/family-camp`,
      // From July 30 to August 1: a long weekend at the height of summer, across two months.
      instances: nextYearly((y) => [
        { startsAt: onDate(y, 6, 30, 16), endsAt: onDate(y, 7, 1, 12), location: "Family camp grounds" },
      ]),
    },
    ...(christmasEveAnnounced
      ? [
          {
            id: "demo-christmas-eve",
            name: "Christmas Eve Candlelight Services",
            description: "<p>Carols, candles and the Christmas story. Two services, the same at each.</p>",
            imageUrl: "/images/events/worship.svg",
            instances: christmasEve,
          },
        ]
      : []),
    {
      id: "demo-staff-day",
      name: "Staff Planning Day",
      description: "<p>Not shown: hidden in Church Center.</p>",
      visible: false,
      instances: [{ startsAt: dayFromToday(2, 9), endsAt: dayFromToday(2, 15) }],
    },
  ];

  return toJsonApiPage(events, churchName);
}

/** The day of the month of the third Monday of a month. */
function thirdMonday(year: number, monthIndex: number): number {
  const firstWeekday = new Date(Date.UTC(year, monthIndex, 1)).getUTCDay();
  return 1 + ((1 - firstWeekday + 7) % 7) + 14;
}

/** A church-zone wall-clock time; day and month numbers may overflow, as with Date. */
function onDateIn(timeZone: string, year: number, monthIndex: number, day: number, hour = 0, minute = 0): Date {
  const date = new Date(Date.UTC(year, monthIndex, day));
  return churchWallClock(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, minute, timeZone);
}

function toJsonApiPage(events: DemoEvent[], churchName: string): EventInstancesPage {
  const instances = events.flatMap((event) =>
    event.instances.map((instance, index) => ({
      type: "EventInstance" as const,
      id: `${event.id}-${index + 1}`,
      attributes: {
        all_day_event: instance.allDay ?? false,
        starts_at: instance.startsAt.toISOString(),
        ends_at: instance.endsAt.toISOString(),
        published_starts_at: instance.startsAt.toISOString(),
        published_ends_at: instance.endsAt.toISOString(),
        location: instance.location ?? churchName,
        recurrence: instance.recurrence?.kind ?? "None",
        recurrence_description: instance.recurrence?.description ?? null,
      },
      relationships: { event: { data: { type: "Event" as const, id: event.id } } },
    })),
  );
  instances.sort((a, b) => Date.parse(a.attributes.starts_at) - Date.parse(b.attributes.starts_at));
  return {
    data: instances,
    included: events.map((event) => ({
      type: "Event" as const,
      id: event.id,
      attributes: {
        name: event.name,
        summary: null,
        description: event.description,
        image_url: event.imageUrl ?? null,
        registration_url: event.registrationUrl ?? null,
        visible_in_church_center: event.visible ?? true,
        approval_status: "A",
      },
    })),
    links: {},
    meta: {},
  };
}
