import { expect, test } from "vitest";
import { eventDateLabel, isInCurrentOrNextWeek } from "./event-label";

// Tests run with TZ=Asia/Kolkata (vitest.config.ts); every label must still read in Pacific time.
// Monday 2 June 2025, 10:00 in San Luis Obispo. The current week is Sun 1 - Sat 7 June, the next Sun 8 - Sat 14 June.
const now = Date.parse("2025-06-02T17:00:00Z");
const LA = "America/Los_Angeles";
const US = { timeZone: LA, dateOrder: "month-day", clock: "12h" } as const;

test("the process runs in a zone far from the church's", () => {
  expect(new Date(now).getTimezoneOffset()).toBe(-330);
});

test("a recurring event shows its recurrence description, a bullet and the lower-case start time", () => {
  const label = eventDateLabel(
    {
      startsAt: new Date("2025-06-08T17:30:00Z"),
      endsAt: Date.parse("2025-06-08T19:00:00Z"),
      allDay: false,
      recurring: true,
      recurrenceDescription: "Every week on Sunday",
    },
    now,
    US,
  );
  expect(label).toBe("Every week on Sunday • 10:30am");
});

test("a Spanish page says its own word for a repeating event, not Planning Center's English description", () => {
  const label = eventDateLabel(
    {
      startsAt: new Date("2025-06-08T17:30:00Z"),
      endsAt: Date.parse("2025-06-08T19:00:00Z"),
      allDay: true,
      recurring: true,
      recurrenceDescription: "Every week on Sunday",
    },
    now,
    { ...US, locale: "es-US" },
    "Se repite",
  );
  expect(label).toBe("Se repite");
});

test("a recurring evening event writes pm in lower case", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-06-05T01:30:00Z"),
      allDay: false,
      recurring: true,
      recurrenceDescription: "Every week on Wednesday",
    },
    now,
    US,
  );
  expect(label).toBe("Every week on Wednesday • 6:30pm");
});

test("a recurring all-day event shows its description without a time", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-07-01T07:00:00Z"),
      allDay: true,
      recurring: true,
      recurrenceDescription: "Every month on the 1st",
    },
    now,
    US,
  );
  expect(label).toBe("Every month on the 1st");
});

test("a one-day event in the current week writes the weekday, a bullet and both times", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-06-07T02:00:00Z"),
      endsAt: Date.parse("2025-06-07T03:30:00Z"),
      allDay: false,
      recurring: false,
    },
    now,
    US,
  );
  expect(label).toBe("Friday, June 6 • 7:00pm - 8:30pm");
});

test("a one-day event in the next week also writes the weekday", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-06-14T16:00:00Z"),
      endsAt: Date.parse("2025-06-14T19:00:00Z"),
      allDay: false,
      recurring: false,
    },
    now,
    US,
  );
  expect(label).toBe("Saturday, June 14 • 9:00am - 12:00pm");
});

test("a one-day event after the next week writes the month and day only", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-06-15T19:00:00Z"),
      endsAt: Date.parse("2025-06-15T20:30:00Z"),
      allDay: false,
      recurring: false,
    },
    now,
    US,
  );
  expect(label).toBe("June 15 • 12:00pm - 1:30pm");
});

test("an all-day event shows its day and no times", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-06-14T07:00:00Z"),
      endsAt: Date.parse("2025-06-15T07:00:00Z"),
      allDay: true,
      recurring: false,
    },
    now,
    US,
  );
  expect(label).toBe("Saturday, June 14");
});

test("an all-day event far ahead is written 'MMMM d'", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-07-04T07:00:00Z"),
      endsAt: Date.parse("2025-07-05T06:59:59Z"),
      allDay: true,
      recurring: false,
    },
    now,
    US,
  );
  expect(label).toBe("July 4");
});

test("an event without an end shows its start time alone", () => {
  const label = eventDateLabel(
    { startsAt: Date.parse("2025-06-20T02:00:00Z"), endsAt: null, allDay: false, recurring: false },
    now,
    US,
  );
  expect(label).toBe("June 19 • 7:00pm");
});

test("a multi-day event inside one month is 'Month d-d'", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-07-14T16:00:00Z"),
      endsAt: Date.parse("2025-07-18T19:00:00Z"),
      allDay: false,
      recurring: false,
    },
    now,
    US,
  );
  expect(label).toBe("July 14-18");
});

test("a multi-day event across two months is 'Month d-Month d'", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-07-30T23:00:00Z"),
      endsAt: Date.parse("2025-08-02T19:00:00Z"),
      allDay: false,
      recurring: false,
    },
    now,
    US,
  );
  expect(label).toBe("July 30-August 2");
});

test("a multi-day all-day event ending at midnight does not count the following day", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-06-20T07:00:00Z"),
      endsAt: Date.parse("2025-06-22T07:00:00Z"),
      allDay: true,
      recurring: false,
    },
    now,
    US,
  );
  expect(label).toBe("June 20-21");
});

test("dates are read in the church's zone: 8pm Pacific on the 30th is not the 1st, although it is in UTC and in Kolkata", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-07-01T03:00:00Z"),
      endsAt: Date.parse("2025-07-01T04:00:00Z"),
      allDay: false,
      recurring: false,
    },
    now,
    US,
  );
  expect(label).toBe("June 30 • 8:00pm - 9:00pm");
});

test("the fortnight starts on the Sunday of the current week, in the church's zone", () => {
  // Saturday 31 May, 11pm Pacific: the week before the current one.
  expect(isInCurrentOrNextWeek(Date.parse("2025-06-01T06:00:00Z"), now, LA)).toBe(false);
  // Sunday 1 June, just after midnight Pacific.
  expect(isInCurrentOrNextWeek(Date.parse("2025-06-01T07:00:00Z"), now, LA)).toBe(true);
  // Saturday 14 June, 11:59pm Pacific.
  expect(isInCurrentOrNextWeek(Date.parse("2025-06-15T06:59:00Z"), now, LA)).toBe(true);
  // Sunday 15 June, midnight Pacific.
  expect(isInCurrentOrNextWeek(Date.parse("2025-06-15T07:00:00Z"), now, LA)).toBe(false);
});

test("on a Saturday the next week still counts, so the next seven days all get a weekday", () => {
  const saturday = Date.parse("2025-06-07T20:00:00Z");
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-06-14T02:00:00Z"),
      endsAt: Date.parse("2025-06-14T03:00:00Z"),
      allDay: false,
      recurring: false,
    },
    saturday,
    US,
  );
  expect(label).toBe("Friday, June 13 • 7:00pm - 8:00pm");
});

test("DST: across the spring change the fortnight still ends at Pacific midnight, and times follow the new offset", () => {
  // Saturday 8 March 2025, noon PST; clocks go forward on Sunday 9 March.
  const beforeChange = Date.parse("2025-03-08T20:00:00Z");
  // Saturday 15 March, 11:30pm PDT (UTC-7): the last half hour of the next week.
  expect(isInCurrentOrNextWeek(Date.parse("2025-03-16T06:30:00Z"), beforeChange, LA)).toBe(true);
  // Sunday 16 March, 00:30 PDT: outside. With a fixed 14 x 24 h the edge would sit at 1am and let this in.
  expect(isInCurrentOrNextWeek(Date.parse("2025-03-16T07:30:00Z"), beforeChange, LA)).toBe(false);
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-03-09T17:30:00Z"),
      endsAt: Date.parse("2025-03-09T19:00:00Z"),
      allDay: false,
      recurring: false,
    },
    beforeChange,
    US,
  );
  expect(label).toBe("Sunday, March 9 • 10:30am - 12:00pm");
});

test("DST: an event on the autumn change day keeps its wall-clock times", () => {
  const label = eventDateLabel(
    {
      startsAt: Date.parse("2025-11-02T18:30:00Z"),
      endsAt: Date.parse("2025-11-02T20:00:00Z"),
      allDay: false,
      recurring: false,
    },
    Date.parse("2025-10-28T17:00:00Z"),
    US,
  );
  expect(label).toBe("Sunday, November 2 • 10:30am - 12:00pm");
});

test("a day-month, 24-hour church writes its own labels", () => {
  const uk = { timeZone: "Europe/London", dateOrder: "day-month", clock: "24h" } as const;
  const monday = Date.parse("2025-06-02T09:00:00Z");
  expect(
    eventDateLabel(
      {
        startsAt: Date.parse("2025-06-06T18:00:00Z"),
        endsAt: Date.parse("2025-06-06T19:30:00Z"),
        allDay: false,
        recurring: false,
      },
      monday,
      uk,
    ),
  ).toBe("Friday 6 June • 19:00 - 20:30");
  expect(
    eventDateLabel(
      {
        startsAt: Date.parse("2025-07-10T09:00:00Z"),
        endsAt: Date.parse("2025-07-12T15:00:00Z"),
        allDay: false,
        recurring: false,
      },
      monday,
      uk,
    ),
  ).toBe("10-12 July");
});

test("an event in another year, or more than about four months ahead, carries its year, in both languages (issue 36)", () => {
  // Friday 27 November 2026 in San Luis Obispo: "November 25" would mean next year.
  const friday = Date.parse("2026-11-27T18:00:00Z");
  const oneDay = (startsAt: string, endsAt: string) =>
    ({ startsAt: Date.parse(startsAt), endsAt: Date.parse(endsAt), allDay: false, recurring: false }) as const;
  const nextNovember = oneDay("2027-11-26T02:00:00Z", "2027-11-26T04:00:00Z");
  expect(eventDateLabel(nextNovember, friday, US)).toBe("November 25, 2027 • 6:00pm - 8:00pm");
  expect(eventDateLabel(nextNovember, friday, { ...US, locale: "es-US" })).toBe(
    "25 de noviembre de 2027 • 6:00 p.m. - 8:00 p.m.",
  );
  // Next January, six weeks away, is another year; next week keeps its weekday and no year.
  expect(eventDateLabel(oneDay("2027-01-06T02:00:00Z", "2027-01-06T03:00:00Z"), friday, US)).toMatch(
    /^January 5, 2027 •/,
  );
  expect(eventDateLabel(oneDay("2026-12-03T02:00:00Z", "2026-12-03T03:00:00Z"), friday, US)).toMatch(
    /^Wednesday, December 2 •/,
  );
  // Five months ahead in the same year (seen in January), and a multi-day event next summer.
  const january = Date.parse("2027-01-04T18:00:00Z");
  expect(eventDateLabel(oneDay("2027-06-11T02:00:00Z", "2027-06-11T03:00:00Z"), january, US)).toMatch(/^June 10, 2027/);
  expect(eventDateLabel(oneDay("2027-03-11T02:00:00Z", "2027-03-11T03:00:00Z"), january, US)).toMatch(/^March 10 •/);
  const camp = oneDay("2027-07-06T16:00:00Z", "2027-07-10T19:00:00Z");
  expect(eventDateLabel(camp, friday, US)).toBe("July 6-10, 2027");
  expect(eventDateLabel(camp, friday, { ...US, locale: "es-US" })).toBe("6-10 de julio de 2027");
  expect(eventDateLabel(camp, friday, { ...US, dateOrder: "day-month" })).toBe("6-10 July 2027");
  expect(eventDateLabel(oneDay("2026-12-30T16:00:00Z", "2027-01-02T19:00:00Z"), friday, US)).toBe(
    "December 30, 2026-January 2, 2027",
  );
});
