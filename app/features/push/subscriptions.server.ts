import type Database from "better-sqlite3";
import type { Language } from "~/i18n/languages";
import { ensureSchema } from "~/server/db.server";

/**
 * The phones that asked for notices (issue 44). A subscription keeps what its browser gave (the push
 * service's address and the keys a notice is encrypted with), the topics and language chosen, when it
 * was last used, and the sign-ups linked to it for their reminders: nothing else, no name, no address
 * (docs/decisions/074). It is deleted when the push service says it is gone (404, 410), when the phone
 * switches it off, and after SUBSCRIPTION_UNUSED_DAYS unused (push-privacy.server.ts).
 */

export const TOPICS = ["live", "news", "reminders"] as const;
export type Topic = (typeof TOPICS)[number];

/** The most sign-ups one phone can link for reminders: a family's year of camps, not a list to abuse. */
export const MOST_LINKED_SIGN_UPS = 20;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS push_subscriptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    language TEXT NOT NULL,
    live INTEGER NOT NULL DEFAULT 0 CHECK (live IN (0, 1)),
    news INTEGER NOT NULL DEFAULT 0 CHECK (news IN (0, 1)),
    reminders INTEGER NOT NULL DEFAULT 0 CHECK (reminders IN (0, 1)),
    expires_at INTEGER,
    created_at INTEGER NOT NULL,
    used_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS push_subscriptions_used ON push_subscriptions (used_at);
  CREATE TABLE IF NOT EXISTS push_sign_ups (
    subscription_id INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
    registration_id TEXT NOT NULL,
    PRIMARY KEY (subscription_id, registration_id)
  );
  CREATE INDEX IF NOT EXISTS push_sign_ups_registration ON push_sign_ups (registration_id);
`;

export function subscriptionsDb(): Database.Database {
  return ensureSchema("push_subscriptions", SCHEMA);
}

export interface SubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
  live: 0 | 1;
  news: 0 | 1;
  reminders: 0 | 1;
  expires_at: number | null;
  created_at: number;
  used_at: number;
}

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  expirationTime: number | null;
  topics: readonly Topic[];
  language: Language;
}

export function topicsOf(row: Pick<SubscriptionRow, Topic>): Topic[] {
  return TOPICS.filter((topic) => row[topic] === 1);
}

export function subscriptionByEndpoint(db: Database.Database, endpoint: string): SubscriptionRow | undefined {
  return db.prepare("SELECT * FROM push_subscriptions WHERE endpoint = ?").get(endpoint) as SubscriptionRow | undefined;
}

/** Creates or changes the subscription at `input.endpoint`; its id. Call inside a transaction. */
export function saveSubscription(db: Database.Database, input: SubscriptionInput, now: number): number {
  const on = (topic: Topic) => (input.topics.includes(topic) ? 1 : 0);
  db.prepare(
    `INSERT INTO push_subscriptions
       (endpoint, p256dh, auth, language, live, news, reminders, expires_at, created_at, used_at)
     VALUES (@endpoint, @p256dh, @auth, @language, @live, @news, @reminders, @expiresAt, @now, @now)
     ON CONFLICT (endpoint) DO UPDATE SET
       p256dh = excluded.p256dh, auth = excluded.auth, language = excluded.language, live = excluded.live,
       news = excluded.news, reminders = excluded.reminders, expires_at = excluded.expires_at, used_at = excluded.used_at`,
  ).run({
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    language: input.language,
    live: on("live"),
    news: on("news"),
    reminders: on("reminders"),
    expiresAt: input.expirationTime,
    now,
  });
  const id = subscriptionByEndpoint(db, input.endpoint)!.id;
  // Reminders switched off: the sign-ups linked for them are forgotten with them.
  if (!input.topics.includes("reminders")) db.prepare("DELETE FROM push_sign_ups WHERE subscription_id = ?").run(id);
  return id;
}

/** Links a sign-up to a subscription for its reminders (up to MOST_LINKED_SIGN_UPS); whether it is linked. */
export function linkSignUp(db: Database.Database, subscriptionId: number, registrationId: string): boolean {
  const linked = linkedSignUps(db, subscriptionId);
  if (linked.includes(registrationId)) return true;
  if (linked.length >= MOST_LINKED_SIGN_UPS) return false;
  db.prepare("INSERT INTO push_sign_ups (subscription_id, registration_id) VALUES (?, ?)").run(
    subscriptionId,
    registrationId,
  );
  return true;
}

export function linkedSignUps(db: Database.Database, subscriptionId: number): string[] {
  return db
    .prepare("SELECT registration_id FROM push_sign_ups WHERE subscription_id = ? ORDER BY rowid")
    .pluck()
    .all(subscriptionId) as string[];
}

/** The old subscription's sign-ups move to the new one, and the old one is deleted (a browser renewed it). */
export function replaceSubscription(db: Database.Database, oldEndpoint: string, newId: number): void {
  const old = subscriptionByEndpoint(db, oldEndpoint);
  if (!old || old.id === newId) return;
  for (const registrationId of linkedSignUps(db, old.id)) linkSignUp(db, newId, registrationId);
  db.prepare("DELETE FROM push_subscriptions WHERE id = ?").run(old.id);
}

/** The phone used it: the 180 days start again. */
export function markUsed(db: Database.Database, id: number, now: number): void {
  db.prepare("UPDATE push_subscriptions SET used_at = ? WHERE id = ?").run(now, id);
}

/** Deletes the subscription at `endpoint` with its links; whether there was one. */
export function deleteSubscription(db: Database.Database, endpoint: string): boolean {
  return db.prepare("DELETE FROM push_subscriptions WHERE endpoint = ?").run(endpoint).changes > 0;
}

export function deleteSubscriptionById(db: Database.Database, id: number): void {
  db.prepare("DELETE FROM push_subscriptions WHERE id = ?").run(id);
}
