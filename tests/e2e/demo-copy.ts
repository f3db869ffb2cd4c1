import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The journeys' servers each serve a copy of the demo church (playwright.config.ts), some with a test church's
 * files laid over it. Its own events are dated ("2027-01-12 18:30"), and journeys sign up for them: when one of
 * them is near or past, the copy moves them all on by whole weeks (weekdays, times and their order kept), so the
 * nearest starts MIN_DAYS_AHEAD to a week more after the day the journeys run, whatever that day is (STYLE 17).
 * Weeks, not years: moved a year on, a course's later dates fall past the calendar's reach and its sign-up
 * offers no date to choose. The journeys read what they expect from the copy (tests/e2e/demo.ts), so they
 * follow it.
 */
const MIN_DAYS_AHEAD = 60;
const DAY_MS = 86_400_000;
const WEEK_DAYS = 7;
/** A date the content folder writes: a quoted "YYYY-MM-DD", alone or before a time. */
const DATE = /"(\d{4})-(\d{2})-(\d{2})( \d{2}:\d{2})?"/g;

export function copyChurchFolder(sources: string[], to: string, today = Date.now()): void {
  for (const source of sources) cpSync(source, to, { recursive: true });
  const events = path.join(to, "events");
  const files = readdirSync(events)
    .filter((name) => /^[^.]+\.yaml$/.test(name))
    .map((name) => ({ file: path.join(events, name), text: readFileSync(path.join(events, name), "utf8") }));
  const starts = files.flatMap(({ text }) => /^start: "(\d{4}-\d{2}-\d{2})/m.exec(text)?.[1] ?? []);
  const nearest = Math.min(...starts.map((day) => (Date.parse(`${day}T00:00:00Z`) - today) / DAY_MS));
  if (!Number.isFinite(nearest) || nearest >= MIN_DAYS_AHEAD) return;
  const shift = Math.ceil((MIN_DAYS_AHEAD - nearest) / WEEK_DAYS) * WEEK_DAYS * DAY_MS;
  for (const { file, text } of files) {
    const moved = text.replace(DATE, (_whole, year: string, month: string, day: string, time = "") => {
      const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)) + shift);
      return `"${date.toISOString().slice(0, 10)}${time}"`;
    });
    writeFileSync(file, moved);
  }
}
