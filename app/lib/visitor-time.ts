/**
 * The live page's service time on the visitor's own clock, written like the
 * church's line (SPEC 4: 'Sunday, Nov 22, 2026 @ 10:30 AM', or the church's
 * own order and clock: 'Sunday 22 Nov 2026 @ 10:30').
 *
 * The browser's Intl, not the site's date module (church-time.ts): only the
 * browser knows the visitor's zone, and Intl already carries every zone's rules,
 * so the page's script needs no time-zone library for it. The unit tests hold
 * it to formatServiceDate's output, zone by zone and style by style.
 */

export interface ClockStyle {
  dateOrder: "month-day" | "day-month";
  clock: "12h" | "24h";
  /** The page's language tag ("es-US"): any but English is written as that language's Intl writes it. */
  locale?: string;
}

const US: ClockStyle = { dateOrder: "month-day", clock: "12h" };
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string, clock: ClockStyle["clock"], locale = "en-US"): Intl.DateTimeFormat {
  const key = `${timeZone} ${clock} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: "long",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: clock === "12h" ? "numeric" : "2-digit",
      minute: "2-digit",
      hourCycle: clock === "12h" ? "h12" : "h23",
    });
    formats.set(key, format);
  }
  return format;
}

/** The service time as the wall clock in `timeZone` reads at `instant`, in the church's style. Throws on an unknown zone. */
export function serviceDateIn(instant: number, timeZone: string, style: ClockStyle = US): string {
  if (style.locale && !style.locale.startsWith("en"))
    return formatIn(timeZone, style.clock, style.locale).format(instant);
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatIn(timeZone, style.clock).formatToParts(instant)) parts[part.type] = part.value;
  const time =
    style.clock === "12h" ? `${parts.hour}:${parts.minute} ${parts.dayPeriod}` : `${parts.hour}:${parts.minute}`;
  return style.dateOrder === "month-day"
    ? `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year} @ ${time}`
    : `${parts.weekday} ${parts.day} ${parts.month} ${parts.year} @ ${time}`;
}

/** The service time on a visitor's clock, or null when their wall clock reads the same as the church's. */
export function visitorServiceDate(
  instant: number,
  visitorTimeZone: string,
  churchTimeZone: string,
  style: ClockStyle = US,
): string | null {
  const there = serviceDateIn(instant, visitorTimeZone, style);
  return there === serviceDateIn(instant, churchTimeZone, style) ? null : there;
}
