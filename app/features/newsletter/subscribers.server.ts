import { z } from "zod";
import { deleteMemberPermanently, subscriberHash, upsertPendingMember } from "./mailchimp.server";
import type Database from "better-sqlite3";
import type { Language } from "~/i18n/languages";
import { addColumnIfMissing, ensureSchema, getDb } from "~/server/db.server";
import { normaliseEmail } from "~/server/email-address.server";
import { getEnv } from "~/server/env.server";
import { createGroupCommit } from "~/server/group-commit.server";
import { enqueue, outboxDb, type DeliveryOutcome } from "~/server/outbox.server";
import { queueConfirmation } from "./local-list.server";

/**
 * The newsletter list (SPEC 3: id, email_address, status). A sign-up is
 * committed to SQLite, with its Mailchimp upsert in the outbox, in one
 * transaction before the visitor hears "received". Without Mailchimp
 * credentials the list lives here only (`npm run subscribers:export`), each
 * sign-up confirmed by e-mail, and goes to Mailchimp once it is switched on
 * (local-list.server.ts).
 */

export interface Subscriber {
  /** Mailchimp's member id for the address: the MD5 of its lower-cased form. */
  id: string;
  email_address: string;
  /** What a sign-up answers is always "pending": "subscribed" (confirmed on the site's own list) is never told. */
  status: "pending";
}

/**
 * An address already on the list is answered as a new one (`added` is for
 * the caller's tests only, never for an answer): the form and GraphQL must not
 * tell anyone whether an address is on the list (issue 25).
 */
export type SignupResult =
  { ok: true; subscriber: Subscriber; added: boolean } | { ok: false; problem: "missing" | "too-long" | "invalid" };

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS subscribers (
    id TEXT PRIMARY KEY,
    email_address TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL DEFAULT 'pending',
    source TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    mailchimp_synced_at INTEGER,
    mailchimp_problem TEXT,
    language TEXT
  );
`;

export const MAILCHIMP_TOPIC = "mailchimp.upsert";
/** Someone asked to be forgotten (`npm run data:forget`): erase the member in Mailchimp too. */
export const MAILCHIMP_FORGET_TOPIC = "mailchimp.forget";

const migrated = new WeakSet<Database.Database>();

function subscribersDb() {
  outboxDb();
  const db = ensureSchema("subscribers", SCHEMA);
  if (!migrated.has(db)) {
    // Sign-ups before issue 27 were made in the church's default language.
    addColumnIfMissing(db, "subscribers", "language", "TEXT");
    migrated.add(db);
  }
  return db;
}

const commit = createGroupCommit(getDb);

export async function addSubscriber(
  rawEmail: unknown,
  { source, now = Date.now(), language }: { source: "form" | "graphql"; now?: number; language?: Language },
): Promise<SignupResult> {
  const checked = normaliseEmail(rawEmail);
  if (!checked.ok) return { ok: false, problem: checked.problem };
  const address = checked.address;
  const id = subscriberHash(address);
  const db = subscribersDb();
  const live = getEnv().modes.mailchimp === "live";

  const inserted = await commit(() => {
    const row = db
      .prepare(
        `INSERT INTO subscribers (id, email_address, status, source, created_at, language) VALUES (?, ?, 'pending', ?, ?, ?)
         ON CONFLICT DO NOTHING`,
      )
      .run(id, address, source, now, language ?? null);
    if (row.changes === 0) return false;
    if (live)
      enqueue(db, { topic: MAILCHIMP_TOPIC, dedupeKey: `mailchimp:${id}`, payload: { address, language }, now });
    // Mailchimp asks for its own confirmation; the site's own list asks by e-mail (double opt-in), in the page's language.
    else queueConfirmation(db, { id, address, language }, now);
    return true;
  });
  // The promise settles after the commit (WAL, synchronous=FULL): the row is on disk.
  // The same answer either way: a sign-up never says the address was already on the list.
  return { ok: true, subscriber: { id, email_address: address, status: "pending" }, added: inserted };
}

export function findSubscriber(rawEmail: unknown): Subscriber | undefined {
  const checked = normaliseEmail(rawEmail);
  if (!checked.ok) return undefined;
  const row = subscribersDb()
    .prepare("SELECT id, email_address, status FROM subscribers WHERE email_address = ?")
    .get(checked.address) as Subscriber | undefined;
  return row;
}

export interface SubscriberExportRow {
  id: string;
  email_address: string;
  status: string;
  source: string;
  created_at: number;
  mailchimp_synced_at: number | null;
  mailchimp_problem: string | null;
}

export function listSubscribers(): SubscriberExportRow[] {
  return subscribersDb().prepare("SELECT * FROM subscribers ORDER BY created_at, id").all() as SubscriberExportRow[];
}

// `status`: a sign-up confirmed on the site's own list before Mailchimp was on goes in as subscribed.
/**
 * With Mailchimp on, at start-up: every sign-up the site kept while it was off
 * (never delivered, never refused) is queued for Mailchimp's upsert, under the
 * key a sign-up made with Mailchimp on has, so the outbox holds one delivery
 * per address however often the server starts, and the upsert itself is
 * idempotent. Confirmed sign-ups go in as subscribed, the others as pending
 * (Mailchimp then asks them itself). Returns how many were queued now.
 */
export function handOverToMailchimp(now: number): number {
  if (getEnv().modes.mailchimp !== "live") return 0;
  const db = subscribersDb();
  return db.transaction(() => {
    const rows = db
      .prepare(
        `SELECT id, email_address, status, language FROM subscribers
         WHERE mailchimp_synced_at IS NULL AND mailchimp_problem IS NULL
           AND NOT EXISTS (SELECT 1 FROM outbox WHERE dedupe_key = 'mailchimp:' || subscribers.id)`,
      )
      .all() as { id: string; email_address: string; status: string; language: string | null }[];
    for (const { id, email_address: address, status, language } of rows) {
      const payload = {
        address,
        status: status === "subscribed" ? "subscribed" : "pending",
        ...(language ? { language } : {}),
      };
      enqueue(db, { topic: MAILCHIMP_TOPIC, dedupeKey: `mailchimp:${id}`, payload, now });
    }
    return rows.length;
  })();
}

const payloadSchema = z.object({
  address: z.string(),
  status: z.enum(["pending", "subscribed"]).default("pending"),
  language: z.string().optional(),
});

/** Outbox handler for MAILCHIMP_TOPIC (registered in app/background.server.ts). */
export async function deliverMailchimpUpsert(payload: unknown): Promise<DeliveryOutcome> {
  const { address, status, language } = payloadSchema.parse(payload);
  const outcome = await upsertPendingMember(address, undefined, status, language);
  const db = subscribersDb();
  if (outcome.kind === "delivered") {
    db.prepare("UPDATE subscribers SET mailchimp_synced_at = ?, mailchimp_problem = NULL WHERE email_address = ?").run(
      Date.now(),
      address,
    );
  } else {
    db.prepare("UPDATE subscribers SET mailchimp_problem = ? WHERE email_address = ?").run(outcome.reason, address);
  }
  return outcome;
}

/**
 * Deletes the sign-up of this (normalised) address and every Mailchimp upsert
 * that carried it; with Mailchimp configured, queues the member's permanent
 * deletion there, in the same transaction, keyed by hash so the queued row
 * holds no address. Call inside a transaction.
 */
export function forgetSubscriber(
  address: string,
  now: number,
): { signups: number; queuedUpserts: number; mailchimpDeletionQueued: boolean } {
  const db = subscribersDb();
  const signups = db.prepare("DELETE FROM subscribers WHERE email_address = ?").run(address).changes;
  const queuedUpserts = db
    .prepare("DELETE FROM outbox WHERE topic = ? AND json_extract(payload, '$.address') = ?")
    .run(MAILCHIMP_TOPIC, address).changes;
  const live = getEnv().modes.mailchimp === "live";
  const hash = subscriberHash(address);
  // A new key each time: asking again after a delivered deletion asks Mailchimp again.
  if (live)
    enqueue(db, {
      topic: MAILCHIMP_FORGET_TOPIC,
      dedupeKey: `mailchimp.forget:${hash}:${now}`,
      payload: { hash },
      now,
    });
  return { signups, queuedUpserts, mailchimpDeletionQueued: live };
}

const forgetPayloadSchema = z.object({ hash: z.string().regex(/^[0-9a-f]{32}$/) });

/** Outbox handler for MAILCHIMP_FORGET_TOPIC (registered in app/background.server.ts). */
export function deliverMailchimpForget(payload: unknown): Promise<DeliveryOutcome> {
  return deleteMemberPermanently(forgetPayloadSchema.parse(payload).hash);
}
