import type Database from "better-sqlite3";
import type { ChatEvent, ChatLine, Moment } from "~/lib/live-chat-wire";
import { ensureSchema, getDb } from "~/server/db.server";
import { createGroupCommit } from "~/server/group-commit.server";

/**
 * The live chat's tables (issue 45), in the site's one SQLite file. `live_chats` holds one row per
 * streamed service's chat (its key: the occurrence's start) with what hosts set; `live_chat_events` every
 * stored event of every chat, whose id is the SSE event id a stream resumes from. A removed message keeps
 * its row (so ids run on) without its words. Mutes and prayer conversations: chat-people.server.ts.
 * Everything is deleted a set number of days after the service (chat-privacy.server.ts).
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS live_chats (
    key TEXT PRIMARY KEY,
    starts_at INTEGER NOT NULL,
    closes_at INTEGER NOT NULL,
    gathering TEXT NOT NULL,
    opened_at INTEGER,
    closed_at INTEGER,
    slow_seconds INTEGER NOT NULL DEFAULT 0,
    pinned INTEGER,
    moment TEXT
  );
  CREATE TABLE IF NOT EXISTS live_chat_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    chat TEXT NOT NULL,
    at INTEGER NOT NULL,
    kind TEXT NOT NULL,
    audience TEXT NOT NULL,
    body TEXT,
    device TEXT,
    network TEXT,
    nonce TEXT
  );
  CREATE INDEX IF NOT EXISTS live_chat_events_chat ON live_chat_events(chat, id);
  CREATE INDEX IF NOT EXISTS live_chat_events_audience ON live_chat_events(audience);
  CREATE UNIQUE INDEX IF NOT EXISTS live_chat_events_nonce ON live_chat_events(device, nonce) WHERE nonce IS NOT NULL;
`;

/** Everyone in the chat sees it; any other audience is a prayer conversation's id. */
export const EVERYONE = "all";

export function chatDb(): Database.Database {
  return ensureSchema("live_chat", SCHEMA);
}

/**
 * Every write of the chat goes through one group commit: the messages of a busy moment share an fsync, and
 * each is broadcast after its commit, in the order of its id ("sent" means stored).
 */
export const commitChat = createGroupCommit(getDb);

export interface ChatRecord {
  key: string;
  startsAt: number;
  closesAt: number;
  gathering: string;
  openedAt: number | null;
  closedAt: number | null;
  slowSeconds: number;
  pinned: number | null;
  moment: Moment | null;
}

interface ChatRow {
  key: string;
  starts_at: number;
  closes_at: number;
  gathering: string;
  opened_at: number | null;
  closed_at: number | null;
  slow_seconds: number;
  pinned: number | null;
  moment: string | null;
}

function fromRow(row: ChatRow): ChatRecord {
  return {
    key: row.key,
    startsAt: row.starts_at,
    closesAt: row.closes_at,
    gathering: row.gathering,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
    slowSeconds: row.slow_seconds,
    pinned: row.pinned,
    moment: row.moment ? (JSON.parse(row.moment) as Moment) : null,
  };
}

export function chatRecord(key: string): ChatRecord | null {
  const row = chatDb().prepare("SELECT * FROM live_chats WHERE key = ?").get(key) as ChatRow | undefined;
  return row ? fromRow(row) : null;
}

/** The chat's row, made on first use (inside a commit). */
export function ensureChat(
  db: Database.Database,
  chat: { key: string; startsAt: number; closesAt: number; gathering: string },
): void {
  db.prepare(
    `INSERT INTO live_chats (key, starts_at, closes_at, gathering) VALUES (?, ?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET closes_at = excluded.closes_at`,
  ).run(chat.key, chat.startsAt, chat.closesAt, chat.gathering);
}

type ChatFields = Partial<Pick<ChatRecord, "openedAt" | "closedAt" | "slowSeconds" | "pinned" | "moment">>;
const COLUMNS: Record<keyof ChatFields, string> = {
  openedAt: "opened_at",
  closedAt: "closed_at",
  slowSeconds: "slow_seconds",
  pinned: "pinned",
  moment: "moment",
};

export function updateChat(db: Database.Database, key: string, fields: ChatFields): void {
  for (const [field, value] of Object.entries(fields) as [keyof ChatFields, unknown][]) {
    const stored = field === "moment" && value ? JSON.stringify(value) : (value ?? null);
    db.prepare(`UPDATE live_chats SET ${COLUMNS[field]} = ? WHERE key = ?`).run(stored, key);
  }
}

export interface StoredEvent {
  id: number;
  audience: string;
  event: ChatEvent;
}

interface EventRow {
  id: number;
  audience: string;
  body: string | null;
}

export interface NewEvent {
  chat: string;
  at: number;
  audience: string;
  event: ChatEvent;
  /** A message's writer (their device's and network's keys) and their own id of it. */
  device?: string;
  network?: string;
  nonce?: string;
}

/** Stores one event (inside a commit); a message's line takes the row's id. */
export function insertEvent(db: Database.Database, added: NewEvent): StoredEvent {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO live_chat_events (chat, at, kind, audience, body, device, network, nonce)
       VALUES (?, ?, ?, ?, '{}', ?, ?, ?)`,
    )
    .run(
      added.chat,
      added.at,
      added.event.kind,
      added.audience,
      added.device ?? null,
      added.network ?? null,
      added.nonce ?? null,
    );
  const id = Number(lastInsertRowid);
  const event = "line" in added.event && added.event.line ? withLineId(added.event, id) : added.event;
  db.prepare("UPDATE live_chat_events SET body = ? WHERE id = ?").run(JSON.stringify(event), id);
  return { id, audience: added.audience, event };
}

function withLineId(event: ChatEvent, id: number): ChatEvent {
  if (event.kind === "say" || event.kind === "prayer-line") return { ...event, line: { ...event.line, id } };
  return event;
}

/** A message already stored under the writer's own id of it (a send tried again): its event. */
export function eventByNonce(device: string, nonce: string): StoredEvent | null {
  const row = chatDb()
    .prepare("SELECT id, audience, body FROM live_chat_events WHERE device = ? AND nonce = ?")
    .get(device, nonce) as EventRow | undefined;
  return row?.body ? { id: row.id, audience: row.audience, event: JSON.parse(row.body) as ChatEvent } : null;
}

/** The chat's events after `afterId` (removed messages left out), oldest first; at most `limit`. */
export function eventsAfter(chat: string, afterId: number, limit: number): StoredEvent[] {
  const rows = chatDb()
    .prepare(
      "SELECT id, audience, body FROM live_chat_events WHERE chat = ? AND id > ? AND body IS NOT NULL ORDER BY id LIMIT ?",
    )
    .all(chat, afterId, limit) as EventRow[];
  return rows.map((row) => ({ id: row.id, audience: row.audience, event: JSON.parse(row.body!) as ChatEvent }));
}

/** The newest event id of the chat (0 before its first). */
export function lastEventId(chat: string): number {
  const row = chatDb().prepare("SELECT max(id) AS id FROM live_chat_events WHERE chat = ?").get(chat) as {
    id: number | null;
  };
  return row.id ?? 0;
}

/** The chat's last `limit` messages to everyone that were not removed, oldest first. */
export function recentLines(chat: string, limit: number): ChatLine[] {
  const rows = chatDb()
    .prepare(
      `SELECT body FROM live_chat_events WHERE chat = ? AND kind = 'say' AND audience = '${EVERYONE}'
       AND body IS NOT NULL ORDER BY id DESC LIMIT ?`,
    )
    .all(chat, limit) as { body: string }[];
  return rows.reverse().map((row) => (JSON.parse(row.body) as { line: ChatLine }).line);
}

/** One message to everyone, by its id, with its writer's keys (for a host's mute); null once removed. */
export function lineById(
  chat: string,
  id: number,
): { line: ChatLine; device: string | null; network: string | null } | null {
  const row = chatDb()
    .prepare(
      `SELECT body, device, network FROM live_chat_events WHERE chat = ? AND id = ? AND kind = 'say' AND body IS NOT NULL`,
    )
    .get(chat, id) as { body: string; device: string | null; network: string | null } | undefined;
  return row
    ? { line: (JSON.parse(row.body) as { line: ChatLine }).line, device: row.device, network: row.network }
    : null;
}

/** The ids of the chat's messages from a device or a network that are still shown. */
export function linesFrom(chat: string, device: string | null, network: string | null): number[] {
  const rows = chatDb()
    .prepare(
      `SELECT id FROM live_chat_events WHERE chat = ? AND kind = 'say' AND body IS NOT NULL AND (device = ? OR network = ?)`,
    )
    .all(chat, device, network) as { id: number }[];
  return rows.map((row) => row.id);
}

/** Removes messages' words for good (inside a commit); their rows stay, so the ids run on. */
export function blankEvents(db: Database.Database, ids: readonly number[]): void {
  const blank = db.prepare("UPDATE live_chat_events SET body = NULL, device = NULL, network = NULL WHERE id = ?");
  for (const id of ids) blank.run(id);
}
