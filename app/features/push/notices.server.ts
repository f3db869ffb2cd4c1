import type Database from "better-sqlite3";
import { randomBytes } from "node:crypto";
import type { Language } from "~/i18n/languages";
import { ensureSchema } from "~/server/db.server";
import { enqueue, outboxDb } from "~/server/outbox.server";
import { subscriptionsDb, type Topic } from "./subscriptions.server";

/**
 * A notice (issue 44): one message to the phones of a topic, written in each of the church's languages, that
 * opens one page of the site. Three kinds: "we're live" (one per service: `once_key`), an event's reminder
 * (one per event date), and the staff's announcements. A notice is sent by the outbox: its row
 * ("push.fan-out", due at `send_at`) lists the phones it goes to in push_deliveries, in chunks, and each
 * chunk is an outbox row of its own ("push.send", deliveries.server.ts and send-chunk.server.ts).
 *
 * status: scheduled → sending (its phones listed) → sent (every delivery settled); scheduled → cancelled
 * (staff), or → expired (its moment passed before it could go: the server was down through a service).
 */

export type NoticeKind = "announcement" | "live" | "reminder";
export type NoticeStatus = "scheduled" | "sending" | "sent" | "cancelled" | "expired";

export interface NoticeText {
  title: string;
  body: string;
}

/** Who a notice goes to besides its topic: the languages whose live page shows that service; the sign-ups of an event date. */
export interface Audience {
  languages?: Language[];
  registrations?: string[];
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS push_notices (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('announcement', 'live', 'reminder')),
    topic TEXT NOT NULL CHECK (topic IN ('live', 'news', 'reminders')),
    once_key TEXT UNIQUE,
    texts_json TEXT NOT NULL,
    path TEXT NOT NULL,
    audience_json TEXT NOT NULL DEFAULT '{}',
    send_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('scheduled', 'sending', 'sent', 'cancelled', 'expired')),
    created_by TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    recipients INTEGER,
    finished_at INTEGER,
    results_json TEXT,
    opened INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS push_notices_send_at ON push_notices (send_at);
`;

export function noticesDb(): Database.Database {
  outboxDb();
  subscriptionsDb();
  return ensureSchema("push_notices", SCHEMA);
}

export interface NoticeRow {
  id: string;
  kind: NoticeKind;
  topic: Topic;
  once_key: string | null;
  texts_json: string;
  path: string;
  audience_json: string;
  send_at: number;
  expires_at: number;
  status: NoticeStatus;
  created_by: string;
  created_at: number;
  recipients: number | null;
  finished_at: number | null;
  results_json: string | null;
  opened: number;
}

export interface Notice {
  id: string;
  kind: NoticeKind;
  topic: Topic;
  texts: Partial<Record<Language, NoticeText>>;
  /** The page it opens, as the default language has it ("/watch/live"); each phone gets its language's. */
  path: string;
  audience: Audience;
  sendAt: number;
  expiresAt: number;
  status: NoticeStatus;
  createdBy: string;
  createdAt: number;
  recipients: number | null;
  finishedAt: number | null;
  opened: number;
}

export function fromNoticeRow(row: NoticeRow): Notice {
  return {
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    texts: JSON.parse(row.texts_json) as Notice["texts"],
    path: row.path,
    audience: JSON.parse(row.audience_json) as Audience,
    sendAt: row.send_at,
    expiresAt: row.expires_at,
    status: row.status,
    createdBy: row.created_by,
    createdAt: row.created_at,
    recipients: row.recipients,
    finishedAt: row.finished_at,
    opened: row.opened,
  };
}

export const FAN_OUT_TOPIC = "push.fan-out";

export interface NewNotice {
  kind: NoticeKind;
  topic: Topic;
  /** Live and reminders: the one notice of that service or event date, whoever asks for it again. */
  onceKey?: string;
  texts: Partial<Record<Language, NoticeText>>;
  path: string;
  audience?: Audience;
  sendAt: number;
  expiresAt: number;
  /** A staff member's address, or "the site" for what the site sends on its own clock. */
  createdBy: string;
}

/**
 * Stores a notice and queues its fan-out for `sendAt`, in one transaction (call inside one). The notice,
 * or null when its `onceKey` was taken already (that service's "we're live" went before).
 */
export function createNotice(db: Database.Database, notice: NewNotice, now: number): Notice | null {
  const id = randomBytes(9).toString("base64url");
  const inserted = db
    .prepare(
      `INSERT INTO push_notices
         (id, kind, topic, once_key, texts_json, path, audience_json, send_at, expires_at, status, created_by, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'scheduled', ?, ?) ON CONFLICT (once_key) DO NOTHING`,
    )
    .run(
      id,
      notice.kind,
      notice.topic,
      notice.onceKey ?? null,
      JSON.stringify(notice.texts),
      notice.path,
      JSON.stringify(notice.audience ?? {}),
      notice.sendAt,
      notice.expiresAt,
      notice.createdBy,
      now,
    ).changes;
  if (inserted === 0) return null;
  enqueue(db, { topic: FAN_OUT_TOPIC, dedupeKey: `push:${id}`, payload: { noticeId: id }, now: notice.sendAt });
  return noticeById(db, id);
}

export function noticeById(db: Database.Database, id: string): Notice | null {
  const row = db.prepare("SELECT * FROM push_notices WHERE id = ?").get(id) as NoticeRow | undefined;
  return row ? fromNoticeRow(row) : null;
}

export function noticeByOnceKey(db: Database.Database, onceKey: string): Notice | null {
  const row = db.prepare("SELECT * FROM push_notices WHERE once_key = ?").get(onceKey) as NoticeRow | undefined;
  return row ? fromNoticeRow(row) : null;
}

/** The newest notices first, for the staff's list. */
export function recentNotices(db: Database.Database, limit: number): Notice[] {
  return (
    db.prepare("SELECT * FROM push_notices ORDER BY send_at DESC, created_at DESC LIMIT ?").all(limit) as NoticeRow[]
  ).map(fromNoticeRow);
}

/** A scheduled notice not gone yet is cancelled; whether it was. */
export function cancelNotice(db: Database.Database, id: string): boolean {
  return (
    db.prepare("UPDATE push_notices SET status = 'cancelled' WHERE id = ? AND status = 'scheduled'").run(id).changes > 0
  );
}
