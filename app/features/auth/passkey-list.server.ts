import { recordAudit } from "./audit-log.server";
import type { Person } from "./people.server";
import { staffDb } from "./store.server";

/**
 * A person's passkeys as the Security page shows them: listed, renamed and
 * removed, each change in the audit log. Adding one and signing in with one
 * are in passkeys.server.ts.
 */

export const PASSKEY_NAME_MAX = 60;

export interface Passkey {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

export type PasskeyResult = { ok: true } | { ok: false; message: string };

export interface PasskeyRow {
  id: string;
  person_id: string;
  name: string;
  public_key: Buffer;
  counter: number;
  transports: string;
  created_at: number;
  last_used_at: number | null;
}

export function listPasskeyRows(personId: string): PasskeyRow[] {
  return staffDb()
    .prepare("SELECT * FROM staff_passkeys WHERE person_id = ? ORDER BY created_at")
    .all(personId) as PasskeyRow[];
}

export function listPasskeys(personId: string): Passkey[] {
  return listPasskeyRows(personId).map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  }));
}

export function passkeyName(raw: unknown, now: number): string {
  const name = typeof raw === "string" ? raw.trim().slice(0, PASSKEY_NAME_MAX) : "";
  return name || `Passkey added ${new Date(now).toISOString().slice(0, 10)}`;
}

export function renamePasskey(input: { person: Person; id: unknown; name: unknown; now: number }): PasskeyResult {
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (!name) return { ok: false, message: "Please give the passkey a name." };
  if (name.length > PASSKEY_NAME_MAX)
    return { ok: false, message: `Please keep the name under ${PASSKEY_NAME_MAX} characters.` };
  const db = staffDb();
  const changed = db
    .prepare("UPDATE staff_passkeys SET name = ? WHERE id = ? AND person_id = ?")
    .run(name, String(input.id), input.person.id).changes;
  if (changed === 0) return { ok: false, message: "That passkey is no longer there." };
  recordAudit({
    at: input.now,
    action: "passkey-renamed",
    actor: { id: input.person.id, email: input.person.email },
    detail: name,
  });
  return { ok: true };
}

export function removePasskey(input: { person: Person; id: unknown; now: number }): PasskeyResult {
  const db = staffDb();
  const row = db
    .prepare("DELETE FROM staff_passkeys WHERE id = ? AND person_id = ? RETURNING name")
    .get(String(input.id), input.person.id) as { name: string } | undefined;
  if (!row) return { ok: false, message: "That passkey is no longer there." };
  recordAudit({
    at: input.now,
    action: "passkey-removed",
    actor: { id: input.person.id, email: input.person.email },
    detail: row.name,
  });
  return { ok: true };
}
