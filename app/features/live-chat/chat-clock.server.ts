import { CLOSED_EVENT } from "~/lib/live-chat-wire";
import { describeError, log } from "~/server/logger.server";
import { deleteExpiredAttendance } from "./attendance.server";
import { closeAllStreams, frame, leave, openChats, tellHosts } from "./chat-hub.server";

/**
 * The chat's own clock (issue 45), registered by app/background.server.ts: every few seconds, each stream
 * whose chat has reached its closing time (on the stream's clock: the server's, or the test clock its
 * request carried) is told the chat has closed and ended, and the keys that counted its attendance go.
 */

const SWEEP_MS = 5_000;
let timer: NodeJS.Timeout | undefined;

/** One sweep: the streams of closed chats end. `now` is the sweep's own clock, for what is not a stream's. */
export function closeFinishedChats(now: number): number {
  let closed = 0;
  const ended = frame({}, CLOSED_EVENT);
  for (const [chat, listeners] of openChats()) {
    for (const listener of [...listeners]) {
      if (listener.now() < listener.closesAt) continue;
      listener.send(ended);
      listener.close();
      leave(listener);
      closed += 1;
    }
    if (closed > 0) tellHosts(chat);
  }
  if (closed > 0) deleteExpiredAttendance(now);
  return closed;
}

export function startLiveChat(now: () => number = Date.now): void {
  if (timer) return;
  timer = setInterval(() => {
    try {
      closeFinishedChats(now());
    } catch (error) {
      log("error", "live chat sweep failed", { error: describeError(error) });
    }
  }, SWEEP_MS);
  timer.unref();
}

/** On shutdown: the sweep stops and every stream ends, so the server can close (browsers resume on the next). */
export function stopLiveChat(): void {
  clearInterval(timer);
  timer = undefined;
  closeAllStreams();
}
