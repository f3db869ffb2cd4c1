import { type TZDate, TZDateMini } from "@date-fns/tz";

/**
 * The one date module. Every schedule rule and displayed time goes through
 * here, in the church's zone, so the zone of the server or the browser never
 * changes what a visitor sees (docs/decisions/003-church-time-zone.md).
 */

export type Instant = Date | number;

/**
 * The instant as a wall-clock date in the church's zone. TZDateMini is TZDate
 * without its own string methods (toString, toLocaleString...), which the site
 * never calls: 0.3 KB less JavaScript on every page. The library types it as TZDate.
 */
export function inChurchZone(instant: Instant, timeZone: string): TZDate {
  return new TZDateMini(typeof instant === "number" ? instant : instant.getTime(), timeZone);
}

/**
 * The instant written with a date-fns `format` pattern, read in the church's zone.
 *
 * Our own formatter rather than date-fns `format`: that one brings every token and
 * the en-US locale object (about 5 KB gzip) into the JavaScript every page loads,
 * for the dozen tokens the site writes (docs/decisions/021-own-date-formatter.md).
 * The tokens mean exactly what they mean to date-fns (the unit tests compare the
 * two); any other token throws rather than print a wrong date.
 */
export function formatChurchTime(instant: Instant, pattern: string, timeZone: string): string {
  if (!Number.isFinite(typeof instant === "number" ? instant : instant.getTime()))
    throw new RangeError("Invalid time value");
  const wallClock = inChurchZone(instant, timeZone);
  let written = "";
  for (const [part, quoted, letter] of pattern.matchAll(PATTERN_PARTS)) {
    if (part === "''") written += "'";
    else if (quoted !== undefined) written += quoted.replaceAll("''", "'");
    else if (letter !== undefined) written += writeToken(wallClock, part, pattern);
    else if (part === "'") throw new RangeError(`formatChurchTime: unclosed quote in "${pattern}"`);
    else written += part;
  }
  return written;
}

// As date-fns reads a pattern: '' is a quote, 'text' is literal text (with '' for
// a quote inside), a run of one latin letter is a token, anything else is itself.
const PATTERN_PARTS = /''|'((?:[^']|'')+)'|([A-Za-z])\2*|[^'A-Za-z]+|'/g;

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** The closed set of tokens the site uses, each as date-fns writes it in en-US. */
const TOKENS: Record<string, (wallClock: TZDate) => string> = {
  yyyy: (wallClock) => String(wallClock.getFullYear()).padStart(4, "0"),
  MM: (wallClock) => twoDigits(wallClock.getMonth() + 1),
  MMM: (wallClock) => MONTHS[wallClock.getMonth()]!.slice(0, 3),
  MMMM: (wallClock) => MONTHS[wallClock.getMonth()]!,
  d: (wallClock) => String(wallClock.getDate()),
  dd: (wallClock) => twoDigits(wallClock.getDate()),
  EEEE: (wallClock) => WEEKDAYS[wallClock.getDay()]!,
  h: (wallClock) => String(wallClock.getHours() % 12 || 12),
  HH: (wallClock) => twoDigits(wallClock.getHours()),
  mm: (wallClock) => twoDigits(wallClock.getMinutes()),
  ss: (wallClock) => twoDigits(wallClock.getSeconds()),
  a: (wallClock) => (wallClock.getHours() < 12 ? "AM" : "PM"),
  XXX: (wallClock) => isoOffset(wallClock.getTimezoneOffset()),
};

function writeToken(wallClock: TZDate, token: string, pattern: string): string {
  const write = TOKENS[token];
  if (!write) {
    throw new RangeError(
      `formatChurchTime: unsupported token "${token}" in "${pattern}" (supported: ${Object.keys(TOKENS).join(", ")}; quote literal text)`,
    );
  }
  return write(wallClock);
}

/** ISO 8601 offset, +hh:mm or Z; getTimezoneOffset() counts minutes west of UTC. */
function isoOffset(minutesWest: number): string {
  if (minutesWest === 0) return "Z";
  const minutes = Math.abs(minutesWest);
  return `${minutesWest > 0 ? "-" : "+"}${twoDigits(Math.trunc(minutes / 60))}:${twoDigits(minutes % 60)}`;
}

/** Church-zone calendar day as yyyy-MM-dd, handy as a cache key. */
export function churchDayKey(instant: Instant, timeZone: string): string {
  return formatChurchTime(instant, "yyyy-MM-dd", timeZone);
}

/** Church-zone clock hour as yyyy-MM-dd'T'HH, for caches that live within an hour. */
export function churchHourKey(instant: Instant, timeZone: string): string {
  return formatChurchTime(instant, "yyyy-MM-dd'T'HH", timeZone);
}

/** The instant at which the given church-zone wall-clock time happens. */
export function churchWallClock(
  year: number,
  monthIndex: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  return new Date(new TZDateMini(year, monthIndex, day, hour, minute, 0, timeZone).getTime());
}
