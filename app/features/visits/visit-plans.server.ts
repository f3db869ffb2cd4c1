import type Database from "better-sqlite3";
import { isLanguage, type Language } from "~/i18n/languages";
import { addColumnIfMissing, ensureSchema, getDb } from "~/server/db.server";
import { createGroupCommit } from "~/server/group-commit.server";
import { outboxDb } from "~/server/outbox.server";

/**
 * The visit plans (issue 19), one row per plan in SQLite: who is coming, to
 * which service (its id, name, label and instants, as they were when chosen),
 * the plan's status and the state of its reminder. Written with group commit,
 * like sign-ups: "planned" means durably stored, with its e-mails queued in
 * the same transaction.
 *
 * status: planned → changed (another date) → cancelled. sequence counts the
 * changes (the calendar invite's SEQUENCE). reminder: scheduled (at
 * reminder_at) → queued, or declined (the visitor asked for none), or
 * not-needed (planned after the reminder's time).
 *
 * confirmation (issue 28, docs/decisions/050): for a service with a capacity,
 * held (its places kept until hold_expires_at) → confirmed (the address
 * answered the e-mailed link), or expired (it did not in time); null for a
 * plan that needed no confirming (no capacity, or made before issue 28).
 * client_key: the device it came from, signed (app/server/client-key.server.ts).
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS visit_plans (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    adults INTEGER NOT NULL,
    children_ages TEXT NOT NULL DEFAULT '[]',
    service_id TEXT NOT NULL,
    service_name TEXT NOT NULL,
    service_label TEXT NOT NULL,
    service_start INTEGER NOT NULL,
    service_end INTEGER NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('planned', 'changed', 'cancelled')),
    sequence INTEGER NOT NULL DEFAULT 0,
    reminder TEXT NOT NULL CHECK (reminder IN ('scheduled', 'queued', 'declined', 'not-needed')),
    reminder_at INTEGER,
    from_page TEXT NOT NULL,
    language TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS visit_plans_service ON visit_plans (service_id, status);
  CREATE INDEX IF NOT EXISTS visit_plans_start ON visit_plans (service_start);
  CREATE INDEX IF NOT EXISTS visit_plans_email ON visit_plans (email);
  CREATE INDEX IF NOT EXISTS visit_plans_reminder_due ON visit_plans (reminder_at) WHERE reminder = 'scheduled';
`;

export type PlanStatus = "planned" | "changed" | "cancelled";
export type ReminderState = "scheduled" | "queued" | "declined" | "not-needed";
export type Confirmation = "held" | "confirmed" | "expired";

export interface VisitPlan {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  adults: number;
  childrenAges: number[];
  serviceId: string;
  serviceName: string;
  serviceLabel: string;
  serviceStart: number;
  serviceEnd: number;
  status: PlanStatus;
  sequence: number;
  reminder: ReminderState;
  reminderAt: number | null;
  fromPage: string;
  /** The language of the page the plan was made on (issue 27): its e-mails and links are in it; null before languages (the church's default). */
  language: Language | null;
  /** Null when the plan needed no confirming. */
  confirmation: Confirmation | null;
  holdExpiresAt: number | null;
  clientKey: string | null;
  createdAt: number;
  updatedAt: number;
}

interface PlanRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  adults: number;
  children_ages: string;
  service_id: string;
  service_name: string;
  service_label: string;
  service_start: number;
  service_end: number;
  status: PlanStatus;
  sequence: number;
  reminder: ReminderState;
  reminder_at: number | null;
  from_page: string;
  language: string | null;
  confirmation: Confirmation | null;
  hold_expires_at: number | null;
  client_key: string | null;
  created_at: number;
  updated_at: number;
}

const migrated = new WeakSet<Database.Database>();

export function plansDb(): Database.Database {
  outboxDb();
  const db = ensureSchema("visit_plans", SCHEMA);
  if (!migrated.has(db)) {
    // A site that took plans before issue 27: its plans were made in its default language.
    addColumnIfMissing(db, "visit_plans", "language", "TEXT");
    // Issue 28: plans for a service with a capacity wait for their address to be confirmed.
    addColumnIfMissing(
      db,
      "visit_plans",
      "confirmation",
      "TEXT CHECK (confirmation IN ('held', 'confirmed', 'expired'))",
    );
    addColumnIfMissing(db, "visit_plans", "hold_expires_at", "INTEGER");
    addColumnIfMissing(db, "visit_plans", "client_key", "TEXT");
    db.exec(
      "CREATE INDEX IF NOT EXISTS visit_plans_holds ON visit_plans (hold_expires_at) WHERE confirmation = 'held'",
    );
    migrated.add(db);
  }
  return db;
}

/** Plans and their e-mails are written together, in group commits shared with other plans arriving at once. */
export const commitPlans = createGroupCommit(getDb);

export function fromRow(row: PlanRow): VisitPlan {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    adults: row.adults,
    childrenAges: JSON.parse(row.children_ages) as number[],
    serviceId: row.service_id,
    serviceName: row.service_name,
    serviceLabel: row.service_label,
    serviceStart: row.service_start,
    serviceEnd: row.service_end,
    status: row.status,
    sequence: row.sequence,
    reminder: row.reminder,
    reminderAt: row.reminder_at,
    fromPage: row.from_page,
    language: isLanguage(row.language) ? row.language : null,
    confirmation: row.confirmation ?? null,
    holdExpiresAt: row.hold_expires_at ?? null,
    clientKey: row.client_key ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function insertPlan(db: Database.Database, plan: VisitPlan): void {
  db.prepare(
    `INSERT INTO visit_plans (id, name, email, phone, adults, children_ages, service_id, service_name, service_label,
       service_start, service_end, status, sequence, reminder, reminder_at, from_page, language, confirmation,
       hold_expires_at, client_key, created_at, updated_at)
     VALUES (@id, @name, @email, @phone, @adults, @childrenAges, @serviceId, @serviceName, @serviceLabel,
       @serviceStart, @serviceEnd, @status, @sequence, @reminder, @reminderAt, @fromPage, @language, @confirmation,
       @holdExpiresAt, @clientKey, @createdAt, @updatedAt)`,
  ).run({ ...plan, childrenAges: JSON.stringify(plan.childrenAges) });
}

/** Writes a plan's changed fields back (a new date, a cancellation, its reminder). */
export function updatePlan(db: Database.Database, plan: VisitPlan): void {
  db.prepare(
    `UPDATE visit_plans SET service_id = @serviceId, service_name = @serviceName, service_label = @serviceLabel,
       service_start = @serviceStart, service_end = @serviceEnd, status = @status, sequence = @sequence,
       reminder = @reminder, reminder_at = @reminderAt, confirmation = @confirmation, hold_expires_at = @holdExpiresAt,
       updated_at = @updatedAt
     WHERE id = @id`,
  ).run(plan);
}

export function getPlan(id: string): VisitPlan | undefined {
  const row = plansDb().prepare("SELECT * FROM visit_plans WHERE id = ?").get(id) as PlanRow | undefined;
  return row ? fromRow(row) : undefined;
}

/** Plans whose service starts in [from, to), cancelled ones included, in time order. */
export function plansBetween(from: number, to: number): VisitPlan[] {
  const rows = plansDb()
    .prepare(
      "SELECT * FROM visit_plans WHERE service_start >= ? AND service_start < ? ORDER BY service_start, created_at, id",
    )
    .all(from, to) as PlanRow[];
  return rows.map(fromRow);
}

/** Every plan, oldest first (the operator's export). */
export function allPlans(): VisitPlan[] {
  return (plansDb().prepare("SELECT * FROM visit_plans ORDER BY created_at, id").all() as PlanRow[]).map(fromRow);
}

/** Plans whose reminder is due at `now`: still to start, not cancelled, not yet queued, not waiting for their address. */
export function plansWithReminderDue(db: Database.Database, now: number): VisitPlan[] {
  const rows = db
    .prepare(
      `SELECT * FROM visit_plans WHERE reminder = 'scheduled' AND reminder_at <= ? AND status != 'cancelled'
       AND service_start > ? AND (confirmation IS NULL OR confirmation = 'confirmed') ORDER BY reminder_at, id LIMIT 200`,
    )
    .all(now, now) as PlanRow[];
  return rows.map(fromRow);
}

export function planIdsOf(db: Database.Database, where: string, ...params: unknown[]): string[] {
  return (db.prepare(`SELECT id FROM visit_plans WHERE ${where}`).all(...params) as { id: string }[]).map(
    (row) => row.id,
  );
}
