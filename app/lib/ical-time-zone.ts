import { getVtimezoneComponent } from "@touch4it/ical-timezones";

/**
 * ical-generator adds the VTIMEZONE only with a calendar-wide zone, and with
 * one it also writes DTSTAMP in that zone, which RFC 5545 requires in UTC. So
 * the events carry the zone themselves (`timezone` on each event) and the
 * zone's VTIMEZONE goes in before the first component, where RFC 5545 lets it
 * stand. Used by the church calendar and the visit invites.
 */
export function withTimeZoneDefinition(text: string, timeZone: string): string {
  const vtimezone = getVtimezoneComponent(timeZone);
  if (!vtimezone) throw new Error(`No VTIMEZONE for ${timeZone}`);
  const at = text.search(/^BEGIN:VEVENT\r?$/m);
  const insertAt = at === -1 ? text.lastIndexOf("END:VCALENDAR") : at;
  const block = `${vtimezone.replace(/\r?\n/g, "\r\n").replace(/(\r\n)?$/, "\r\n")}`;
  return `${text.slice(0, insertAt)}${block}${text.slice(insertAt)}`;
}
