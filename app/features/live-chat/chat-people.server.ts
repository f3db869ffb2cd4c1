import type Database from "better-sqlite3";
import type { ChatLine, Conversation, ConversationStatus } from "~/lib/live-chat-wire";
import { ensureSchema } from "~/server/db.server";
import { chatDb } from "./chat-store.server";

/**
 * The people of the live chat as the chat keeps them (issue 45), never by their network address: a host's
 * mute (by the device's key and the network's signed key, for 24 hours) and the private prayer
 * conversations, each a person's device with the hosts, whose lines are events of the chat with the
 * conversation's id as their audience (chat-store.server.ts).
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS live_chat_mutes (
    device TEXT,
    network TEXT,
    until INTEGER NOT NULL,
    muted_by TEXT NOT NULL,
    muted_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS live_chat_mutes_until ON live_chat_mutes(until);
  CREATE TABLE IF NOT EXISTS live_chat_conversations (
    id TEXT PRIMARY KEY,
    chat TEXT NOT NULL,
    device TEXT NOT NULL,
    name TEXT NOT NULL,
    lang TEXT NOT NULL,
    status TEXT NOT NULL,
    host TEXT,
    started_at INTEGER NOT NULL,
    submission TEXT
  );
  CREATE INDEX IF NOT EXISTS live_chat_conversations_chat ON live_chat_conversations(chat, device);
`;

/** A host's mute lasts a day (issue 45). */
export const MUTE_MS = 24 * 60 * 60 * 1000;

export function peopleDb(): Database.Database {
  chatDb();
  return ensureSchema("live_chat_people", SCHEMA);
}

export function addMute(
  db: Database.Database,
  mute: { device: string | null; network: string | null; by: string; now: number },
): number {
  const until = mute.now + MUTE_MS;
  db.prepare("INSERT INTO live_chat_mutes (device, network, until, muted_by, muted_at) VALUES (?, ?, ?, ?, ?)").run(
    mute.device,
    mute.network,
    until,
    mute.by,
    mute.now,
  );
  return until;
}

/** Until when this device, or anyone on this network, is muted; null when not. */
export function mutedUntil(device: string, network: string, now: number): number | null {
  const row = peopleDb()
    .prepare("SELECT max(until) AS until FROM live_chat_mutes WHERE until > ? AND (device = ? OR network = ?)")
    .get(now, device, network) as { until: number | null };
  return row.until;
}

export interface ConversationRecord extends Conversation {
  chat: string;
  device: string;
}

/** The columns a ConversationRecord is made of, named as its fields: a row of them is the record. */
const RECORD = "id, chat, device, name, lang, status, host";

/** The conversation without its keys, as the wire carries it. */
export function publicConversation(record: ConversationRecord): Conversation {
  return { id: record.id, name: record.name, lang: record.lang, status: record.status, host: record.host };
}

export function createConversation(db: Database.Database, record: ConversationRecord & { now: number }): void {
  db.prepare(
    `INSERT INTO live_chat_conversations (id, chat, device, name, lang, status, host, started_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(record.id, record.chat, record.device, record.name, record.lang, record.status, record.host, record.now);
}

export function conversationById(id: string): ConversationRecord | null {
  const row = peopleDb().prepare(`SELECT ${RECORD} FROM live_chat_conversations WHERE id = ?`).get(id);
  return (row as ConversationRecord | undefined) ?? null;
}

/** The device's conversation in this chat that has not finished, if any. */
export function activeConversation(chat: string, device: string): ConversationRecord | null {
  const row = peopleDb()
    .prepare(
      `SELECT ${RECORD} FROM live_chat_conversations
       WHERE chat = ? AND device = ? AND status IN ('waiting', 'taken', 'ending')
       ORDER BY started_at DESC LIMIT 1`,
    )
    .get(chat, device);
  return (row as ConversationRecord | undefined) ?? null;
}

/** A viewer's conversations in the chat, or (for a host) all of them that are still under way. */
export function conversationsIn(chat: string, device: string | null): ConversationRecord[] {
  return (
    device
      ? peopleDb()
          .prepare(`SELECT ${RECORD} FROM live_chat_conversations WHERE chat = ? AND device = ? ORDER BY started_at`)
          .all(chat, device)
      : peopleDb()
          .prepare(
            `SELECT ${RECORD} FROM live_chat_conversations WHERE chat = ? AND status IN ('waiting', 'taken', 'ending')
             ORDER BY started_at`,
          )
          .all(chat)
  ) as ConversationRecord[];
}

export function setConversation(
  db: Database.Database,
  id: string,
  fields: { status: ConversationStatus; host?: string | null; submission?: string },
): void {
  db.prepare(
    "UPDATE live_chat_conversations SET status = ?, host = coalesce(?, host), submission = coalesce(?, submission) WHERE id = ?",
  ).run(fields.status, fields.host ?? null, fields.submission ?? null, id);
}

/** The conversation's lines, oldest first. */
export function conversationLines(id: string): ChatLine[] {
  const rows = chatDb()
    .prepare(
      "SELECT body FROM live_chat_events WHERE audience = ? AND kind = 'prayer-line' AND body IS NOT NULL ORDER BY id",
    )
    .all(id) as { body: string }[];
  return rows.map((row) => (JSON.parse(row.body) as { line: ChatLine }).line);
}

/** A conversation its person did not want kept: its words go at once (inside a commit); its row says so. */
export function forgetConversation(db: Database.Database, id: string): void {
  db.prepare("DELETE FROM live_chat_events WHERE audience = ?").run(id);
  db.prepare("UPDATE live_chat_conversations SET status = 'deleted', name = '' WHERE id = ?").run(id);
}
