import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { normaliseEmail } from "~/server/email-address.server";
import { recordAudit, type AuditActor } from "./audit-log.server";
import { rowToPerson, type Person, type PersonRow } from "./people-rows.server";
import { ROLE_LABELS, type Role } from "./roles";
import { endSessionsOf } from "./sessions.server";
import { staffDb } from "./store.server";

/**
 * The staff list: who may sign in, with which role. People join by
 * invitation (an owner in /admin/people, or the operator's
 * `npm run admin:invite`), are active from their first sign-in, and may be
 * removed, which ends their sessions and deletes their passkeys and sign-in
 * links at once. The row of a removed person stays a year (for the activity
 * log's sake, and so an invitation can bring them back), then the daily
 * clean-up deletes it.
 */
export type { Person };

export const NAME_MAX = 80;

export function findPersonByEmail(email: string, db: Database.Database = staffDb()): Person | undefined {
  const row = db.prepare("SELECT * FROM staff_people WHERE email = ?").get(email) as PersonRow | undefined;
  return row ? rowToPerson(row) : undefined;
}

export function getPerson(id: string, db: Database.Database = staffDb()): Person | undefined {
  const row = db.prepare("SELECT * FROM staff_people WHERE id = ?").get(id) as PersonRow | undefined;
  return row ? rowToPerson(row) : undefined;
}

/** Everyone who may sign in (invited or active), owners first. */
export function listPeople(): Person[] {
  const rows = staffDb()
    .prepare(
      `SELECT * FROM staff_people WHERE status != 'removed'
       ORDER BY CASE role WHEN 'owner' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, email`,
    )
    .all() as PersonRow[];
  return rows.map(rowToPerson);
}

function activeOwnerCount(db: Database.Database): number {
  return (
    db.prepare("SELECT COUNT(*) AS count FROM staff_people WHERE role = 'owner' AND status != 'removed'").get() as {
      count: number;
    }
  ).count;
}

export type InviteResult =
  | { ok: true; person: Person; change: "new" | "again" | "returned" }
  | { ok: false; field: "email" | "name" | "role"; message: string };

/**
 * Adds a person with a role, or brings a removed one back. For someone
 * already on the list, `again` re-sends an invitation (the operator's command
 * sets the role it names; an owner's form refuses and points to the role
 * field instead). Call inside a transaction with the invitation link.
 */
export function addPerson(
  input: { email: string; name?: string; role: Role; actor: AuditActor; now: number; again?: "refuse" | "allow" },
  db: Database.Database = staffDb(),
): InviteResult {
  const checked = normaliseEmail(input.email);
  if (!checked.ok) return { ok: false, field: "email", message: "Please enter a valid e-mail address." };
  const name = (input.name ?? "").trim();
  if (name.length > NAME_MAX)
    return { ok: false, field: "name", message: `Please shorten the name to ${NAME_MAX} characters.` };
  const existing = findPersonByEmail(checked.address, db);
  let change: "new" | "again" | "returned";
  if (!existing) {
    db.prepare(
      "INSERT INTO staff_people (id, email, name, role, status, created_at) VALUES (?, ?, ?, ?, 'invited', ?)",
    ).run(randomUUID(), checked.address, name, input.role, input.now);
    change = "new";
  } else if (existing.status === "removed") {
    db.prepare("UPDATE staff_people SET role = ?, status = 'invited', removed_at = NULL, name = ? WHERE id = ?").run(
      input.role,
      name || existing.name,
      existing.id,
    );
    change = "returned";
  } else {
    if (input.again !== "allow") {
      return { ok: false, field: "email", message: `${checked.address} is already on the staff list.` };
    }
    if (existing.role !== input.role) setRole(existing, input.role, input.actor, input.now, db);
    if (name && name !== existing.name)
      db.prepare("UPDATE staff_people SET name = ? WHERE id = ?").run(name, existing.id);
    change = "again";
  }
  const person = findPersonByEmail(checked.address, db)!;
  recordAudit(
    {
      at: input.now,
      action: "invitation",
      actor: input.actor,
      subject: person.email,
      detail: ROLE_LABELS[person.role],
    },
    db,
  );
  return { ok: true, person, change };
}

export type ChangeResult = { ok: true } | { ok: false; message: string };

const LAST_OWNER = "The site needs at least one owner: make someone else an owner first.";

function setRole(person: Person, role: Role, actor: AuditActor, now: number, db: Database.Database): void {
  db.prepare("UPDATE staff_people SET role = ? WHERE id = ?").run(role, person.id);
  // Rights change now, not at the next sign-in.
  endSessionsOf(person.id, db);
  recordAudit(
    {
      at: now,
      action: "role-change",
      actor,
      subject: person.email,
      detail: `${ROLE_LABELS[person.role]} → ${ROLE_LABELS[role]}`,
    },
    db,
  );
}

/** An owner changes someone's role; their sessions end at once. The last owner stays an owner. */
export function changeRole(input: { personId: string; role: Role; actor: AuditActor; now: number }): ChangeResult {
  const db = staffDb();
  return db
    .transaction((): ChangeResult => {
      const person = getPerson(input.personId, db);
      if (!person || person.status === "removed")
        return { ok: false, message: "That person is no longer on the list." };
      if (person.role === input.role) return { ok: true };
      if (person.role === "owner" && activeOwnerCount(db) <= 1) return { ok: false, message: LAST_OWNER };
      setRole(person, input.role, input.actor, input.now, db);
      return { ok: true };
    })
    .immediate();
}

/**
 * An owner removes someone: their sessions end at once, and their passkeys,
 * sign-in links and codes are deleted. The last owner cannot be removed.
 */
export function removePerson(input: { personId: string; actor: AuditActor; now: number }): ChangeResult {
  const db = staffDb();
  return db
    .transaction((): ChangeResult => {
      const person = getPerson(input.personId, db);
      if (!person || person.status === "removed")
        return { ok: false, message: "That person is no longer on the list." };
      if (person.role === "owner" && activeOwnerCount(db) <= 1) return { ok: false, message: LAST_OWNER };
      db.prepare("UPDATE staff_people SET status = 'removed', removed_at = ? WHERE id = ?").run(input.now, person.id);
      endSessionsOf(person.id, db);
      db.prepare("DELETE FROM staff_passkeys WHERE person_id = ?").run(person.id);
      db.prepare("DELETE FROM staff_sign_in_codes WHERE person_id = ?").run(person.id);
      db.prepare("DELETE FROM staff_passkey_challenges WHERE person_id = ?").run(person.id);
      recordAudit({ at: input.now, action: "removal", actor: input.actor, subject: person.email }, db);
      return { ok: true };
    })
    .immediate();
}

/** First sign-in: an invited person becomes active. */
export function markActive(personId: string, db: Database.Database = staffDb()): void {
  db.prepare("UPDATE staff_people SET status = 'active' WHERE id = ? AND status = 'invited'").run(personId);
}

/** The daily clean-up: people removed a year ago leave the database (the privacy policy). */
export function deleteLongRemovedPeople(now: number, retentionMs: number): number {
  return staffDb()
    .prepare("DELETE FROM staff_people WHERE status = 'removed' AND removed_at < ?")
    .run(now - retentionMs).changes;
}
