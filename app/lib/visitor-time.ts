/**
 * The live page's service time on the visitor's own clock, written like the
 * church's line (SPEC 4: 'Sunday, Nov 22, 2026 @ 10:30 AM').
 *
 * The browser's Intl, not the site's date module (church-time.ts): only the
 * browser knows the visitor's zone, and Intl already carries every zone's rules,
 * so the page's script needs no time-zone library for it. The unit tests hold
 * it to formatServiceDate's output, zone by zone.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** 'Sunday, Nov 22, 2026 @ 10:30 AM' as the wall clock in `timeZone` reads at `instant`. Throws on an unknown zone. */
export function serviceDateIn(instant: number, timeZone: string): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatIn(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year} @ ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** The service time on a visitor's clock, or null when their wall clock reads the same as the church's. */
export function visitorServiceDate(instant: number, visitorTimeZone: string, churchTimeZone: string): string | null {
  const there = serviceDateIn(instant, visitorTimeZone);
  return there === serviceDateIn(instant, churchTimeZone) ? null : there;
}
