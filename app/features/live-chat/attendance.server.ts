import type Database from "better-sqlite3";
import { describeError, log } from "~/server/logger.server";
import { ensureSchema } from "~/server/db.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { watching } from "./chat-hub.server";
import { commitChat } from "./chat-store.server";

/**
 * Who watched each service live (issue 45), counted without personal data: the streams open on its chat
 * (the page opens one for everyone while the chat is open), the most at once (the peak), and how many
 * devices watched at all. To count a device once, the chat keeps a key made for this count alone
 * (device.server.ts's attendeeKey) until the service's chat closes, then only the numbers, for a year.
 * A count is written after its stream opened, with the chat's next commit (a crash loses at most those).
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS live_attendance (
    chat TEXT PRIMARY KEY,
    starts_at INTEGER NOT NULL,
    closes_at INTEGER NOT NULL,
    gathering TEXT NOT NULL,
    watched INTEGER NOT NULL DEFAULT 0,
    peak INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX IF NOT EXISTS live_attendance_starts ON live_attendance(starts_at);
  CREATE TABLE IF NOT EXISTS live_attendance_devices (
    chat TEXT NOT NULL,
    attendee TEXT NOT NULL,
    PRIMARY KEY (chat, attendee)
  ) WITHOUT ROWID;
`;

/** The figures are kept a year (issue 45). */
export const ATTENDANCE_DAYS = 365;

function attendanceDb(): Database.Database {
  return ensureSchema("live_attendance", SCHEMA);
}

/**
 * Counted through the chat's group commit: the joins of a busy minute share its commits, and a count is
 * never worth an error to the viewer whose stream it is.
 */
function later(write: (db: Database.Database) => void): void {
  commitChat(() => write(attendanceDb())).catch((error: unknown) =>
    log("warn", "live attendance not counted", { error: describeError(error) }),
  );
}

export interface ServiceChat {
  key: string;
  startsAt: number;
  closesAt: number;
  gathering: string;
}

/** A stream opened on the chat: the attendee counted once, the peak raised to what is open now. */
export function countJoin(chat: ServiceChat, attendee: string): void {
  const now = watching(chat.key);
  later((db) => {
    db.prepare(
      `INSERT INTO live_attendance (chat, starts_at, closes_at, gathering) VALUES (?, ?, ?, ?)
       ON CONFLICT(chat) DO NOTHING`,
    ).run(chat.key, chat.startsAt, chat.closesAt, chat.gathering);
    const added = db
      .prepare("INSERT OR IGNORE INTO live_attendance_devices (chat, attendee) VALUES (?, ?)")
      .run(chat.key, attendee).changes;
    db.prepare("UPDATE live_attendance SET watched = watched + ?, peak = max(peak, ?) WHERE chat = ?").run(
      added,
      now,
      chat.key,
    );
  });
}

export interface Attendance {
  chat: string;
  startsAt: number;
  gathering: string;
  /** Devices that watched at some time. */
  watched: number;
  /** The most watching at once. */
  peak: number;
  /** Watching now (0 once the chat has closed). */
  now: number;
}

/**
 * Each streamed service's figures whose start is in [from, to), oldest first: for the staff page and for
 * other features (site-wide visit counts read "live viewers from the live page" here).
 */
export function attendanceForRange(from: number, to: number): Attendance[] {
  const rows = attendanceDb()
    .prepare(
      "SELECT chat, starts_at, gathering, watched, peak FROM live_attendance WHERE starts_at >= ? AND starts_at < ? ORDER BY starts_at",
    )
    .all(from, to) as { chat: string; starts_at: number; gathering: string; watched: number; peak: number }[];
  return rows.map((row) => ({
    chat: row.chat,
    startsAt: row.starts_at,
    gathering: row.gathering,
    watched: row.watched,
    peak: row.peak,
    now: watching(row.chat),
  }));
}

/**
 * The keys that counted each device go once its chat has closed (only the numbers stay), and the
 * numbers after a year.
 */
export function deleteExpiredAttendance(now: number): { attendanceDevices: number; attendance: number } {
  const db = attendanceDb();
  return db
    .transaction(() => ({
      attendanceDevices: db
        .prepare(
          "DELETE FROM live_attendance_devices WHERE chat IN (SELECT chat FROM live_attendance WHERE closes_at <= ?)",
        )
        .run(now).changes,
      attendance: db.prepare("DELETE FROM live_attendance WHERE starts_at < ?").run(now - ATTENDANCE_DAYS * DAY_MS)
        .changes,
    }))
    .immediate();
}
