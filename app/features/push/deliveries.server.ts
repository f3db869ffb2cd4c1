import type Database from "better-sqlite3";
import { ensureSchema } from "~/server/db.server";
import { noticesDb } from "./notices.server";

/**
 * Each phone a notice goes to: one row per notice and subscription (so never two for one phone), in the
 * chunk of the outbox row that sends it (send-chunk.server.ts), with where its delivery stands:
 *
 * - pending: to send (again) from `next_attempt_at`;
 * - sending: written, on disk, before the request leaves; a row still "sending" when its chunk is taken
 *   up again belongs to a process that died mid-request, and becomes "uncertain", never sent again;
 * - sent (201 from the push service), gone (404, 410: the subscription is deleted), failed (refused for
 *   good, or still failing when the notice's moment passed), capped (the phone had its announcements for
 *   the day), uncertain (see above).
 *
 * The rows hold no person: a subscription's number, which means nothing once it is deleted. They are
 * deleted DELIVERIES_KEPT_DAYS after their notice, its counts kept on the notice (push-privacy.server.ts).
 */

export type DeliveryState = "pending" | "sending" | "sent" | "gone" | "failed" | "capped" | "uncertain";
export const SETTLED: readonly DeliveryState[] = ["sent", "gone", "failed", "capped", "uncertain"];

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS push_deliveries (
    notice_id TEXT NOT NULL REFERENCES push_notices (id) ON DELETE CASCADE,
    subscription_id INTEGER NOT NULL,
    chunk INTEGER NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('pending', 'sending', 'sent', 'gone', 'failed', 'capped', 'uncertain')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    attempted_at INTEGER,
    PRIMARY KEY (notice_id, subscription_id)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS push_deliveries_chunk ON push_deliveries (notice_id, chunk, state);
  CREATE INDEX IF NOT EXISTS push_deliveries_by_phone ON push_deliveries (subscription_id, attempted_at);
`;

export function deliveriesDb(): Database.Database {
  noticesDb();
  return ensureSchema("push_deliveries", SCHEMA);
}

/** The counts the staff see of a notice. */
export interface NoticeResults {
  /** Phones it went to (the push service took it). */
  sent: number;
  /** Not delivered: refused, gone, or not known after a restart. */
  failed: number;
  /** Not sent to phones that had their announcements for the day. */
  capped: number;
  /** Still on their way. */
  waiting: number;
}

export function resultsOf(db: Database.Database, noticeId: string): NoticeResults {
  const kept = db.prepare("SELECT results_json FROM push_notices WHERE id = ?").pluck().get(noticeId) as
    string | null | undefined;
  if (kept) return JSON.parse(kept) as NoticeResults;
  const rows = db
    .prepare("SELECT state, COUNT(*) AS n FROM push_deliveries WHERE notice_id = ? GROUP BY state")
    .all(noticeId) as { state: DeliveryState; n: number }[];
  const count = (...states: DeliveryState[]) =>
    rows.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + row.n, 0);
  return {
    sent: count("sent"),
    failed: count("gone", "failed", "uncertain"),
    capped: count("capped"),
    waiting: count("pending", "sending"),
  };
}

/** Whether every delivery of the notice has settled. */
export function allSettled(db: Database.Database, noticeId: string): boolean {
  return (
    db
      .prepare("SELECT 1 FROM push_deliveries WHERE notice_id = ? AND state IN ('pending', 'sending') LIMIT 1")
      .get(noticeId) === undefined
  );
}
