import type Database from "better-sqlite3";
import type { Language } from "~/i18n/languages";
import { ANNOUNCEMENTS_PER_DAY, churchDayStart } from "~/lib/quiet-hours";
import type { Notice } from "./notices.server";

/**
 * The next few deliveries of one chunk that go now (at most `most`: as many as go at once), taken in one
 * transaction before any request leaves (send-chunk.server.ts): what an earlier attempt left "sending" (its
 * process died mid-request) becomes "uncertain" and is never sent again; a phone that had its announcements
 * for the day is "capped"; a push service still inside a 429's Retry-After is left for later; the rest are
 * marked "sending" and committed, so whatever happens next no delivery goes twice, and a crash can cost only
 * the requests in flight, not the rest of the chunk.
 */

export interface Taken {
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
  /** Tries so far, this one included. */
  attempts: number;
}

interface Due {
  subscription_id: number;
  attempts: number;
  endpoint: string | null;
  p256dh: string;
  auth: string;
  language: Language;
}

export function takeChunk(
  db: Database.Database,
  task: {
    notice: Notice;
    chunk: number;
    now: number;
    timeZone: string;
    /** How many deliveries to look at (the requests that go at once). */
    most: number;
    /** Until when a push service asked the site to wait (a 429), or null. */
    pausedUntil: (endpoint: string) => number | null;
  },
): { taken: Taken[]; looked: number } {
  const { notice, chunk, now } = task;
  const of = { notice: notice.id, chunk, now };
  db.prepare(
    "UPDATE push_deliveries SET state = 'uncertain' WHERE notice_id = @notice AND chunk = @chunk AND state = 'sending'",
  ).run(of);
  // Its moment passed (the service ended, the event began, a day went by): what has not gone never will.
  if (now >= notice.expiresAt) {
    db.prepare(
      "UPDATE push_deliveries SET state = 'failed' WHERE notice_id = @notice AND chunk = @chunk AND state = 'pending'",
    ).run(of);
    return { taken: [], looked: 0 };
  }
  const due = db
    .prepare(
      `SELECT d.subscription_id, d.attempts, s.endpoint, s.p256dh, s.auth, s.language
       FROM push_deliveries d LEFT JOIN push_subscriptions s ON s.id = d.subscription_id
       WHERE d.notice_id = @notice AND d.chunk = @chunk AND d.state = 'pending' AND d.next_attempt_at <= @now
       ORDER BY d.subscription_id LIMIT @most`,
    )
    .all({ ...of, most: task.most }) as Due[];
  const capped = notice.kind === "announcement" ? overTheDailyLimit(db, notice.id, due, task) : new Set<number>();
  const mark = db.prepare(
    `UPDATE push_deliveries SET state = @state, attempts = @attempts, attempted_at = @now, next_attempt_at = @next
     WHERE notice_id = @notice AND subscription_id = @subscription`,
  );
  const taken: Taken[] = [];
  for (const row of due) {
    const set = (state: string, attempts = row.attempts, next = now) =>
      mark.run({ state, attempts, now, next, notice: notice.id, subscription: row.subscription_id });
    // Switched off (or gone) since the notice's phones were listed.
    if (row.endpoint === null) set("gone");
    else if (capped.has(row.subscription_id)) set("capped");
    else {
      const paused = task.pausedUntil(row.endpoint);
      if (paused !== null) {
        db.prepare("UPDATE push_deliveries SET next_attempt_at = ? WHERE notice_id = ? AND subscription_id = ?").run(
          paused,
          notice.id,
          row.subscription_id,
        );
        continue;
      }
      set("sending", row.attempts + 1);
      taken.push({
        subscriptionId: row.subscription_id,
        endpoint: row.endpoint,
        p256dh: row.p256dh,
        auth: row.auth,
        language: row.language,
        attempts: row.attempts + 1,
      });
    }
  }
  return { taken, looked: due.length };
}

/** The phones among `due` that have had ANNOUNCEMENTS_PER_DAY announcements already this church day. */
function overTheDailyLimit(
  db: Database.Database,
  noticeId: string,
  due: Due[],
  task: { now: number; timeZone: string },
): Set<number> {
  if (due.length === 0) return new Set();
  const rows = db
    .prepare(
      `SELECT d.subscription_id AS id, COUNT(*) AS n FROM push_deliveries d JOIN push_notices n ON n.id = d.notice_id
       WHERE n.kind = 'announcement' AND d.notice_id != @notice AND d.state IN ('sent', 'sending', 'uncertain')
         AND d.attempted_at >= @dayStart AND d.subscription_id IN (SELECT value FROM json_each(@ids))
       GROUP BY d.subscription_id`,
    )
    .all({
      notice: noticeId,
      dayStart: churchDayStart(task.now, task.timeZone),
      ids: JSON.stringify(due.map((row) => row.subscription_id)),
    }) as { id: number; n: number }[];
  return new Set(rows.filter((row) => row.n >= ANNOUNCEMENTS_PER_DAY).map((row) => row.id));
}
