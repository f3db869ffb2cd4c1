import type { Gathering } from "~/content/model";
import { currentOrNextStream, isLive, type Occurrence } from "./schedule";

/**
 * When the live chat is open (issue 45), as pure functions of the clock: a streamed gathering's chat opens
 * with its live window (SPEC 4: the player's minutes before, schedule.ts's `isLive`) and stays open
 * `minutesAfter` past its end, so people can say goodbye and ask for prayer once the stream is over. A host
 * may open it earlier, or close it; those choices (`HostChoice`) are the database's, passed in.
 */

export interface ChatWindow {
  /** Names the chat: one per streamed gathering's occurrence (its start, ms since the epoch). */
  key: string;
  occurrence: Occurrence;
  /** By the schedule: the live window's start, and `minutesAfter` past the gathering's end. */
  opensAt: number;
  closesAt: number;
}

/** A host's choice for one chat: opened before its time, or closed (ms since the epoch). */
export interface HostChoice {
  openedAt?: number | null;
  closedAt?: number | null;
}

export interface ChatTimes {
  /** services.yaml live.playerMinutesBefore. */
  leadMinutes: number;
  /** services.yaml live.chat.minutesAfter. */
  minutesAfter: number;
}

function windowOf(occurrence: Occurrence, times: ChatTimes): ChatWindow {
  return {
    key: String(occurrence.start),
    occurrence,
    opensAt: occurrence.start - times.leadMinutes * 60_000,
    closesAt: occurrence.end + times.minutesAfter * 60_000,
  };
}

/**
 * The chat of `now`: the streamed gathering that is live; else the one whose stream ended less than
 * `minutesAfter` ago; else the next one. Null when nothing is streamed. When one service's after-time runs
 * into the next one's live window, the live one wins.
 */
export function chatWindowAt(
  now: number,
  streams: readonly Gathering[],
  timeZone: string,
  times: ChatTimes,
): ChatWindow | null {
  const current = currentOrNextStream(now, streams, timeZone);
  if (!current) return null;
  if (isLive(now, current, times.leadMinutes)) return windowOf(current, times);
  const ended = currentOrNextStream(now - times.minutesAfter * 60_000, streams, timeZone);
  if (ended && ended.end <= now) return windowOf(ended, times);
  return windowOf(current, times);
}

/** Whether people may read and write in the chat at `now`: its window, as a host may have changed it. */
export function isChatOpen(now: number, window: ChatWindow, choice: HostChoice = {}): boolean {
  if (now >= window.closesAt) return false;
  if (choice.closedAt != null && choice.closedAt <= now) return false;
  return now >= window.opensAt || (choice.openedAt != null && choice.openedAt <= now);
}

/** When the chat opens (or opened): a host's early opening, else the schedule's. */
export function chatOpensAt(window: ChatWindow, choice: HostChoice = {}): number {
  return choice.openedAt != null ? Math.min(choice.openedAt, window.opensAt) : window.opensAt;
}
