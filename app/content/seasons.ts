import type { CalendarDate } from "~/lib/seasonal";

/**
 * Dates of the seasonal landing pages (SPEC 2.21, 2.22). Next year's season is
 * an edit here: the navigation's Easter link, the pages and their copy all read
 * these values.
 */
export const easter = {
  date: { year: 2025, month: 4, day: 20 } satisfies CalendarDate,
  dateLabel: "April 20",
  serviceTimes: ["9:00", "10:30AM"],
  serviceTimesLabel: "9:00 + 10:30AM",
  /** The choices of the plan-a-visit form's service field. */
  serviceOptions: ["9:00 AM", "10:30 AM"],
} as const;

export const christmasEve = {
  date: { year: 2026, month: 12, day: 24 } satisfies CalendarDate,
  dateLabel: "December 24",
  serviceTimes: ["4:30", "6 PM"],
  serviceTimesLabel: "4:30 and 6 PM",
  serviceOptions: ["4:30 PM", "6:00 PM"],
} as const;
