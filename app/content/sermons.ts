/**
 * Sermon facts a church edits: the live-event player and the date corrections
 * of SPEC 9. (The connect card and giving links live in church.ts.)
 */

/** The Vimeo live event shown on /watch/live from 5 minutes before the service. */
export const liveEventEmbedUrl = "https://vimeo.com/event/4100213/embed";

/** SPEC 9: days added to a video's created_time when nothing more specific is known. */
export const DEFAULT_DATE_OFFSET_DAYS = 7;

/**
 * SPEC 9: per-video corrections, keyed by video URI. A video uploaded on the
 * Sunday itself needs 0; one uploaded early or late needs its own number.
 * (The URIs below are videos of the built-in demo series.)
 */
export const dateOffsetDaysByUri: Readonly<Record<string, number>> = {
  "/videos/900000101": 0,
  "/videos/900000102": 0,
  "/videos/900000103": 0,
  "/videos/900000104": 0,
  "/videos/900000105": 0,
  "/videos/900000201": 14,
  "/videos/900000202": -4,
  "/videos/900000203": 0,
};

const DAY_MS = 86_400_000;

/** The sermon's date: created_time shifted by its offset in days. */
export function sermonDate(uri: string, createdTime: string): number {
  const offset = dateOffsetDaysByUri[uri] ?? DEFAULT_DATE_OFFSET_DAYS;
  return Date.parse(createdTime) + offset * DAY_MS;
}
