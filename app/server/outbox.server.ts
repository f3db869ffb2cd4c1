import type Database from "better-sqlite3";
import { batchedWrites } from "./batched-writes.server";
import { claim, releaseClaimsOfTheGone, unclaim } from "./outbox-claims.server";
import { ensureSchema } from "./db.server";
import { describeError, log, redactEmailAddresses } from "./logger.server";
import { startPollLoop, type PollLoop } from "./poll-loop.server";
import { visitorsServed } from "./visitors-first.server";

/**
 * A transactional outbox: work for an upstream (a Mailchimp upsert, a
 * notification e-mail) is written to SQLite in the same transaction as the
 * visitor's submission, then delivered by a background worker that retries
 * with exponential backoff, across restarts, until the upstream takes it.
 *
 * Delivery is at least once; every handler is idempotent (Mailchimp's upsert
 * by subscriber hash), so the effect upstream happens exactly once. A handler
 * that gets a permanent refusal returns `{ kind: "rejected" }` and the row is
 * kept, marked failed, for an operator to see in the export.
 */

export type DeliveryOutcome = { kind: "delivered" } | { kind: "rejected"; reason: string };

/** Thrown by a handler that knows when to try again (a 429 with a reset time). */
export class RetryLater extends Error {
  constructor(
    readonly retryAt: number,
    message: string,
  ) {
    super(message);
    this.name = "RetryLater";
  }
}

/** `now` is the delivery pass's clock (a test's, in tests), for handlers whose work has a deadline. */
export type OutboxHandler = (payload: unknown, now: number) => Promise<DeliveryOutcome>;

export interface OutboxHandlerOptions {
  /**
   * Empty the row's payload once it is delivered or refused for good: for work
   * that carries a secret (a one-time sign-in code), which must not outlive
   * its use in the database or its backups. The row itself stays, for counts.
   */
  forgetPayloadWhenDone?: boolean;
}

export interface OutboxRow {
  id: number;
  topic: string;
  dedupe_key: string;
  payload: string;
  attempts: number;
  next_attempt_at: number;
  created_at: number;
  delivered_at: number | null;
  failed_at: number | null;
  last_error: string | null;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    topic TEXT NOT NULL,
    dedupe_key TEXT NOT NULL UNIQUE,
    payload TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    delivered_at INTEGER,
    failed_at INTEGER,
    last_error TEXT
  );
  CREATE INDEX IF NOT EXISTS outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND failed_at IS NULL;
  CREATE TABLE IF NOT EXISTS outbox_claims (
    id INTEGER PRIMARY KEY,
    claimant TEXT NOT NULL
  );
`;

/** First retry after 1 s, doubling up to one hour (about 12 tries in the first hour, then hourly). */
export const BACKOFF = { baseMs: 1000, maxMs: 60 * 60 * 1000 } as const;
const POLL_MS = 1000;
const BATCH = 20;
const CONCURRENCY = 4;

export function outboxDb(): Database.Database {
  return ensureSchema("outbox", SCHEMA);
}

export function retryDelayMs(attempts: number): number {
  return Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Adds work to the outbox. Call it inside the submission's transaction. The
 * same `dedupeKey` twice keeps the first row: one delivery per address.
 */
export function enqueue(
  db: Database.Database,
  item: { topic: string; dedupeKey: string; payload: unknown; now: number },
): void {
  outboxDb();
  db.prepare(
    `INSERT INTO outbox (topic, dedupe_key, payload, next_attempt_at, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT(dedupe_key) DO NOTHING`,
  ).run(item.topic, item.dedupeKey, JSON.stringify(item.payload), item.now, item.now);
  worker?.nudge();
}

const handlers = new Map<string, OutboxHandler>();
const forgetfulTopics = new Set<string>();
/** What a forgotten payload becomes (the column is NOT NULL). */
export const FORGOTTEN_PAYLOAD = "{}";

export function registerOutboxHandler(topic: string, handler: OutboxHandler, options: OutboxHandlerOptions = {}): void {
  handlers.set(topic, handler);
  if (options.forgetPayloadWhenDone) forgetfulTopics.add(topic);
  else forgetfulTopics.delete(topic);
}

/** Delivers every row that is due now, at most CONCURRENCY at a time. Returns how many were tried. */
export async function deliverDue(now = Date.now()): Promise<number> {
  const db = outboxDb();
  releaseClaimsOfTheGone(db, now);
  const due = db
    .prepare(
      `SELECT * FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
       ORDER BY next_attempt_at, id LIMIT ?`,
    )
    .all(now, BATCH) as OutboxRow[];
  const queue = claim(
    db,
    due.filter((row) => handlers.has(row.topic)),
    now,
  );
  const record = batchedWrites(db, RECORD_EVERY_MS);
  try {
    await Promise.all(
      Array.from({ length: Math.min(CONCURRENCY, queue.length) }, async () => {
        for (let row = queue.shift(); row; row = queue.shift()) await deliverOne(record.add, row, now);
      }),
    );
  } finally {
    record.flush();
  }
  return due.length;
}

/** Outcomes are written together (batched-writes.server.ts): at the end of each pass, and at most this long after the first unwritten one. */
const RECORD_EVERY_MS = 250;

async function deliverOne(record: (write: () => void) => void, row: OutboxRow, passStartedAt: number): Promise<void> {
  const db = outboxDb();
  const handler = handlers.get(row.topic);
  if (!handler) return;
  const attempts = row.attempts + 1;
  // Done: the payload stays as it was, or is emptied for a topic that asked (a secret in it).
  const payloadWhenDone = forgetfulTopics.has(row.topic) ? FORGOTTEN_PAYLOAD : row.payload;
  // The row's outcome, written with the others of the pass; the row's claim ends with it.
  const settle = (sql: string, ...values: unknown[]) =>
    record(() => {
      db.prepare(sql).run(...values, row.id);
      unclaim(db, row.id);
    });
  // Rendering a message holds the thread: the visitors being answered go first (bounded wait).
  await visitorsServed();
  try {
    const outcome = await handler(JSON.parse(row.payload), passStartedAt);
    const at = Date.now();
    if (outcome.kind === "delivered") {
      settle(
        "UPDATE outbox SET delivered_at = ?, attempts = ?, last_error = NULL, payload = ? WHERE id = ?",
        at,
        attempts,
        payloadWhenDone,
      );
    } else {
      log("warn", "outbox item refused for good", { topic: row.topic, id: row.id, reason: outcome.reason });
      settle(
        "UPDATE outbox SET failed_at = ?, attempts = ?, last_error = ?, payload = ? WHERE id = ?",
        at,
        attempts,
        redactEmailAddresses(outcome.reason),
        payloadWhenDone,
      );
    }
  } catch (error) {
    const retryAt =
      error instanceof RetryLater ? error.retryAt : Math.max(passStartedAt, Date.now()) + retryDelayMs(attempts);
    log("warn", "outbox delivery failed; will retry", {
      topic: row.topic,
      id: row.id,
      attempts,
      retryAt: new Date(retryAt).toISOString(),
      error: describeError(error),
    });
    const problem = describeError(error).slice(0, 500);
    settle(
      "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?",
      attempts,
      retryAt,
      problem,
    );
  }
}

let worker: PollLoop | undefined;

/** Starts the background delivery loop (once per process): full batches back to back, then a poll each second. */
export function startOutboxWorker(): void {
  worker ??= startPollLoop(async () => (await deliverDue()) >= BATCH, POLL_MS, "outbox worker failed");
}

export async function stopOutboxWorker(): Promise<void> {
  const current = worker;
  worker = undefined;
  await current?.stop();
}

/** Counts for /healthz-style checks and tests. */
export function outboxCounts(): { pending: number; delivered: number; failed: number } {
  const row = outboxDb()
    .prepare(
      `SELECT
         SUM(CASE WHEN delivered_at IS NULL AND failed_at IS NULL THEN 1 ELSE 0 END) AS pending,
         SUM(CASE WHEN delivered_at IS NOT NULL THEN 1 ELSE 0 END) AS delivered,
         SUM(CASE WHEN failed_at IS NOT NULL THEN 1 ELSE 0 END) AS failed
       FROM outbox`,
    )
    .get() as { pending: number | null; delivered: number | null; failed: number | null };
  return { pending: row.pending ?? 0, delivered: row.delivered ?? 0, failed: row.failed ?? 0 };
}

/** Undelivered rows of one topic, and the last error among them (for an operator's command to report). */
export function pendingOf(topic: string): { pending: number; lastError: string | null } {
  const row = outboxDb()
    .prepare(
      `SELECT COUNT(*) AS pending, MAX(last_error) AS lastError FROM outbox
       WHERE topic = ? AND delivered_at IS NULL AND failed_at IS NULL`,
    )
    .get(topic) as { pending: number; lastError: string | null };
  return row;
}
