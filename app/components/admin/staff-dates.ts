import { formatChurchTime } from "~/lib/church-time";
import { datePatterns, type DateStyle } from "~/lib/date-patterns";

/** How the staff pages write a day and a moment: the church's own style (church.yaml's locale), in its zone, with the year. */
export function staffDates(style: DateStyle) {
  const patterns = datePatterns(style);
  return {
    day: (instant: number) => formatChurchTime(instant, patterns.shortDate, style.timeZone),
    moment: (instant: number) => formatChurchTime(instant, `${patterns.shortDate}, ${patterns.time}`, style.timeZone),
  };
}
