import { church } from "~/content/church";
import { inChurchZone, type Instant } from "./church-time";

/** SPEC 4 and 9: Sunday from 10:00 up to but not including 12:00. */
export const LIVE_NOTICE_START_HOUR = 10;
export const LIVE_NOTICE_END_HOUR = 12;

/**
 * Whether "Watch Service Online" and the watch page's live notice show.
 * Read in the church's zone, not the visitor's: a viewer in New York must see
 * the notice while the service is live in California.
 */
export function isLiveNoticeWindow(now: Instant, timeZone: string = church.timeZone): boolean {
  const local = inChurchZone(now, timeZone);
  const hour = local.getHours();
  return (
    local.getDay() === church.sundayService.weekday &&
    hour >= LIVE_NOTICE_START_HOUR &&
    hour < LIVE_NOTICE_END_HOUR
  );
}
