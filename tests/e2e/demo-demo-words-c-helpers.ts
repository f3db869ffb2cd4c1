import { churchTime, nextWeekday } from "./content";
import { services, timeZone } from "./demo";

/**
 * The demo church's live stream as sermons.spec.ts and publishing.spec.ts
 * expect it, from services.yaml: which gathering is streamed, when it starts,
 * and the notice and player windows around it.
 */

/** services.yaml's live windows, with the schema's defaults: "Watch online" from `notice`, the player from `player` minutes before. */
export const NOTICE_MINUTES = services.live.noticeMinutesBefore;
export const PLAYER_MINUTES = services.live.playerMinutesBefore;

export interface Stream {
  name: string;
  /** The church-zone day it falls on: "2026-11-22". */
  day: string;
  /** Its start, as an instant (ISO, UTC). */
  startsAt: string;
  minutes: number;
}

/** The first streamed gathering of services.yaml on or after the church-zone day `from`. */
export function firstStreamFrom(from: string): Stream {
  const streams = services.gatherings
    .filter((gathering) => gathering.streamed)
    .map((gathering) => {
      const day = nextWeekday(from, gathering.weekday);
      return {
        name: gathering.name,
        day,
        startsAt: churchTime(day, gathering.start, timeZone),
        minutes: gathering.minutes,
      };
    })
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  if (!streams[0]) throw new Error("services.yaml streams no gathering");
  return streams[0];
}

/** The instant `minutes` after `instant` (before it, when negative), ISO in UTC. */
export function minutesAfter(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * 60_000).toISOString();
}
