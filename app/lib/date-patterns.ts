/**
 * How dates and times are written for a church (church.yaml's locale): the
 * SPEC's US forms ("Sunday, November 29, 2026", "10:30 AM") for month-day
 * and 12-hour churches, and the day-month and 24-hour forms ("Sunday
 * 29 November 2026", "10:30") for the others. Patterns for formatChurchTime.
 */

export interface DateStyle {
  timeZone: string;
  dateOrder: "month-day" | "day-month";
  clock: "12h" | "24h";
  /**
   * The page's language as a BCP 47 tag ("es-US", issue 27). Absent or English:
   * the patterns below; any other language: Intl's own forms in that language
   * (app/i18n/dates.ts), in the church's zone and on its clock.
   */
  locale?: string;
}

export interface DatePatterns {
  /** "Sunday, November 29, 2026" */
  longDate: string;
  /** "November 29, 2026" */
  date: string;
  /** "Nov 29, 2026" */
  shortDate: string;
  /** "November 29" */
  dayMonth: string;
  /** "Sunday, November 29" */
  weekdayDayMonth: string;
  /** "10:30 AM" */
  time: string;
  /** SPEC 4's event label time: "10:30am" (written lower case). */
  compactTime: string;
  /** SPEC 4's service date: "Sunday, Nov 29, 2026 @ 10:30 AM" */
  serviceDate: string;
  /** "November 29, 2026 at 10:30 AM" */
  dateAtTime: string;
  /** "Sunday, November 29, 2026 at 10:30 AM" */
  longDateAtTime: string;
}

const MONTH_DAY_12H: DatePatterns = {
  longDate: "EEEE, MMMM d, yyyy",
  date: "MMMM d, yyyy",
  shortDate: "MMM d, yyyy",
  dayMonth: "MMMM d",
  weekdayDayMonth: "EEEE, MMMM d",
  time: "h:mm a",
  compactTime: "h:mma",
  serviceDate: "EEEE, MMM d, yyyy '@' h:mm a",
  dateAtTime: "MMMM d, yyyy 'at' h:mm a",
  longDateAtTime: "EEEE, MMMM d, yyyy 'at' h:mm a",
};

export function datePatterns(style: Pick<DateStyle, "dateOrder" | "clock">): DatePatterns {
  const time = style.clock === "24h" ? "HH:mm" : "h:mm a";
  if (style.dateOrder === "month-day") {
    if (style.clock === "12h") return MONTH_DAY_12H;
    return {
      ...MONTH_DAY_12H,
      time,
      compactTime: time,
      serviceDate: `EEEE, MMM d, yyyy '@' ${time}`,
      dateAtTime: `MMMM d, yyyy 'at' ${time}`,
      longDateAtTime: `EEEE, MMMM d, yyyy 'at' ${time}`,
    };
  }
  return {
    longDate: "EEEE d MMMM yyyy",
    date: "d MMMM yyyy",
    shortDate: "d MMM yyyy",
    dayMonth: "d MMMM",
    weekdayDayMonth: "EEEE d MMMM",
    time,
    compactTime: style.clock === "24h" ? time : "h:mma",
    serviceDate: `EEEE d MMM yyyy '@' ${time}`,
    dateAtTime: `d MMMM yyyy 'at' ${time}`,
    longDateAtTime: `EEEE d MMMM yyyy 'at' ${time}`,
  };
}
