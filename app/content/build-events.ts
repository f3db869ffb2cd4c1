import { churchDateTime } from "~/lib/alerts";
import type { ChurchEventFile, RegistrationSettings, Resolved } from "./model";
import type { EventFile, RegistrationSettingsFile, SignUpsFile } from "./schema";

/**
 * The church's own events and registration settings from checked files
 * (issue 28): times as instants on the church's clock. An all-day event runs
 * from the church-zone midnight of its first day to the midnight after its
 * last. Pure, like build-content.ts.
 */

export function toChurchEventFile(
  id: string,
  file: EventFile,
  timeZone: string,
  resolve: <T>(value: T) => Resolved<T>,
): ChurchEventFile {
  const allDay = file.allDay || file.start.length === 10;
  const start = file.start.replace("T", " ");
  const end = file.end?.replace("T", " ");
  const startsAt = allDay ? dayStart(start.slice(0, 10), timeZone) : instant(start, timeZone);
  const endsAt = allDay
    ? dayStart(nextDay((end ?? start).slice(0, 10)), timeZone)
    : end
      ? instant(end, timeZone)
      : null;
  return {
    id,
    name: file.name,
    picture: file.picture ? resolve(file.picture) : null,
    ...(file.description ? { description: file.description } : {}),
    start,
    ...(end ? { end } : {}),
    allDay,
    ...(file.recurrence ? { recurrence: file.recurrence } : {}),
    ...(file.location ? { location: file.location } : {}),
    startsAt,
    endsAt,
    ...(file.registration ? { registration: toRegistrationSettings(file.registration, timeZone) } : {}),
  };
}

export function toRegistrationSettings(settings: RegistrationSettingsFile, timeZone: string): RegistrationSettings {
  const { closes, ...rest } = settings;
  if (!closes) return rest;
  const written = closes.replace("T", " ");
  return { ...rest, closes: written, closesAt: churchDateTime(written, timeZone) };
}

export function toSignUps(file: SignUpsFile, timeZone: string): Record<string, RegistrationSettings> {
  return Object.fromEntries(
    Object.entries(file.events).map(([id, settings]) => [id, toRegistrationSettings(settings, timeZone)]),
  );
}

/** "2027-07-12 09:00" (or a date alone: its midnight) on the church's clock, as an instant. */
function instant(written: string, timeZone: string): number {
  return churchDateTime(written.length === 10 ? `${written} 00:00` : written, timeZone);
}

function dayStart(day: string, timeZone: string): number {
  return churchDateTime(`${day} 00:00`, timeZone);
}

/** The calendar day after "YYYY-MM-DD". */
export function nextDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
