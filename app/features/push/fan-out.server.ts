import type Database from "better-sqlite3";
import type { ChurchContent } from "~/content/model";
import { recordAudit } from "~/features/auth/audit-log.server";
import { staffDb } from "~/features/auth/store.server";
import { afterQuietHours, inQuietHours } from "~/lib/quiet-hours";
import { enqueue, RetryLater, type OutboxHandler } from "~/server/outbox.server";
import { deliveriesDb } from "./deliveries.server";
import { FAN_OUT_TOPIC, noticeById, type Notice } from "./notices.server";
import { TOPICS } from "./subscriptions.server";

/**
 * A notice's moment has come (its outbox row, due at `send_at`): the phones it goes to are listed, in one
 * transaction, as its deliveries, and each chunk of them becomes an outbox row of its own
 * (send-chunk.server.ts). Listed once: the notice leaves "scheduled" in the same transaction, so the row
 * delivered again after a restart finds nothing to do. An announcement due in the quiet hours waits for
 * 08:00, church time (docs/decisions/073).
 */

export { FAN_OUT_TOPIC };
export const SEND_TOPIC = "push.send";
/** Phones per outbox row: a row's work is a second or two, so the other topics' rows are never long behind. */
export const CHUNK_SIZE = 100;
/**
 * The chunks fall due this far apart: the outbox serves its rows by due time, so an e-mail queued while a
 * notice goes to 10,000 phones waits for the chunks due before it, not for all of them.
 */
export const CHUNK_SPACING_MS = 100;

export interface SendChunk {
  noticeId: string;
  chunk: number;
}

export function fanOutHandler(content: () => ChurchContent): OutboxHandler {
  return async (payload, now) => {
    const noticeId = (payload as { noticeId?: unknown }).noticeId;
    if (typeof noticeId !== "string") return { kind: "rejected", reason: "no notice named" };
    const db = deliveriesDb();
    const notice = noticeById(db, noticeId);
    if (notice?.status !== "scheduled") return { kind: "delivered" };
    const timeZone = content().church.locale.timeZone;
    if (notice.kind === "announcement" && inQuietHours(now, timeZone))
      throw new RetryLater(afterQuietHours(now, timeZone), "quiet hours: the announcement waits for the morning");
    db.transaction(() => fanOut(db, noticeId, now)).immediate();
    return { kind: "delivered" };
  };
}

/** Lists the notice's phones and queues its chunks; how many phones. */
export function fanOut(db: Database.Database, noticeId: string, now: number): number {
  const notice = noticeById(db, noticeId);
  if (notice?.status !== "scheduled") return 0;
  if (now >= notice.expiresAt) {
    db.prepare("UPDATE push_notices SET status = 'expired', finished_at = ? WHERE id = ?").run(now, notice.id);
    audit(notice, now, "its moment had passed before it could go");
    return 0;
  }
  if (!TOPICS.includes(notice.topic)) throw new Error(`unknown topic ${notice.topic}`);
  const { languages, registrations } = notice.audience;
  const listed = db
    .prepare(
      `INSERT INTO push_deliveries (notice_id, subscription_id, chunk, state, next_attempt_at)
       SELECT @id, s.id, (ROW_NUMBER() OVER (ORDER BY s.id) - 1) / ${CHUNK_SIZE}, 'pending', @now
       FROM push_subscriptions s
       WHERE s.${notice.topic} = 1
         AND (s.expires_at IS NULL OR s.expires_at > @now)
         AND (@languages IS NULL OR s.language IN (SELECT value FROM json_each(@languages)))
         AND (@registrations IS NULL OR s.id IN (
           SELECT subscription_id FROM push_sign_ups
           WHERE registration_id IN (SELECT value FROM json_each(@registrations))))
       ORDER BY s.id`,
    )
    .run({
      id: notice.id,
      now,
      languages: languages ? JSON.stringify(languages) : null,
      registrations: registrations ? JSON.stringify(registrations) : null,
    }).changes;
  const chunks = Math.ceil(listed / CHUNK_SIZE);
  for (let chunk = 0; chunk < chunks; chunk += 1)
    enqueue(db, {
      topic: SEND_TOPIC,
      dedupeKey: `push:${notice.id}:${chunk}`,
      payload: { noticeId: notice.id, chunk } satisfies SendChunk,
      now: now + chunk * CHUNK_SPACING_MS,
    });
  db.prepare(
    `UPDATE push_notices SET status = CASE WHEN @listed = 0 THEN 'sent' ELSE 'sending' END, recipients = @listed,
       finished_at = CASE WHEN @listed = 0 THEN @now ELSE NULL END WHERE id = @id`,
  ).run({ listed, now, id: notice.id });
  audit(notice, now, `to ${listed} ${listed === 1 ? "phone" : "phones"}`);
  return listed;
}

/** Every notice that goes is in the activity log: what, to how many, and who wrote it. */
function audit(notice: Notice, now: number, outcome: string): void {
  const title = Object.values(notice.texts)[0]?.title ?? "";
  const kind = notice.kind === "live" ? "we're live" : notice.kind === "reminder" ? "event reminder" : "announcement";
  recordAudit(
    {
      at: now,
      action: "notice-sent",
      actor: "the site",
      subject: title,
      detail: `${kind}, ${outcome}${notice.createdBy === "the site" ? "" : `; written by ${notice.createdBy}`}`,
    },
    staffDb(),
  );
}
