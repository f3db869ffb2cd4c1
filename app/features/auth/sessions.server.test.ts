import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { addPerson, changeRole, removePerson } from "./people.server";
import { hashToken } from "./secrets.server";
import { createSession, deleteExpiredSessions, readSession, SESSION_LIMITS } from "./sessions.server";
import { startSession } from "./sign-in.server";

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "staff-sessions-"));
  resetEnvForTests();
});
afterAll(() => closeDb());

const NOW = Date.parse("2026-11-22T18:00:00Z");
const MINUTE = 60_000;

function person(email = "ann@example.org", role: "owner" | "editor" | "contributor" = "owner") {
  const added = addPerson({ email, role, actor: "command line", now: NOW });
  if (!added.ok) throw new Error(added.message);
  return added.person;
}

test("only a hash of the session id is stored, and the id itself finds the session", () => {
  const ann = person();
  const { token } = createSession(ann.id, NOW);
  const stored = getDb().prepare("SELECT id_hash FROM staff_sessions").all() as { id_hash: string }[];
  expect(stored).toEqual([{ id_hash: hashToken(token) }]);
  expect(JSON.stringify(getDb().prepare("SELECT * FROM staff_sessions").all())).not.toContain(token);
  expect(readSession(token, NOW + MINUTE)?.person.email).toBe("ann@example.org");
  expect(readSession(hashToken(token), NOW + MINUTE)).toBeNull();
});

test("a session ends after a day without use, however often it was used before", () => {
  const { token } = createSession(person().id, NOW);
  expect(readSession(token, NOW + 20 * 60 * MINUTE)).not.toBeNull();
  // Used at 20 h, so still good at 20 h + 23 h…
  expect(readSession(token, NOW + 43 * 60 * MINUTE)).not.toBeNull();
  // …and over a day after its last use, gone for good.
  expect(readSession(token, NOW + 43 * 60 * MINUTE + SESSION_LIMITS.idleMs)).toBeNull();
  expect(readSession(token, NOW + 44 * 60 * MINUTE)).toBeNull();
});

test("a session used every 20 hours still ends two weeks after sign-in", () => {
  const { token, expiresAt } = createSession(person().id, NOW);
  expect(expiresAt).toBe(NOW + SESSION_LIMITS.absoluteMs);
  let at = NOW;
  while (at + 20 * 60 * MINUTE < expiresAt) {
    at += 20 * 60 * MINUTE;
    expect(readSession(token, at)).not.toBeNull();
  }
  expect(readSession(token, expiresAt)).toBeNull();
});

test("signing in issues a new id and ends the one the browser had", () => {
  const ann = person();
  const first = startSession(ann, "e-mail code", NOW, undefined);
  const second = startSession(ann, "passkey", NOW + MINUTE, first.token);
  expect(second.token).not.toBe(first.token);
  expect(readSession(first.token, NOW + 2 * MINUTE)).toBeNull();
  expect(readSession(second.token, NOW + 2 * MINUTE)?.person.status).toBe("active");
});

test("a role change or a removal ends every session of that person at once", () => {
  const owner = person("owner@example.org", "owner");
  const ann = person("ann@example.org", "editor");
  const phone = createSession(ann.id, NOW);
  const laptop = createSession(ann.id, NOW);
  const ownSession = createSession(owner.id, NOW);
  const actor = { id: owner.id, email: owner.email };
  expect(changeRole({ personId: ann.id, role: "contributor", actor, now: NOW + MINUTE })).toEqual({ ok: true });
  expect(readSession(phone.token, NOW + 2 * MINUTE)).toBeNull();
  expect(readSession(laptop.token, NOW + 2 * MINUTE)).toBeNull();
  expect(readSession(ownSession.token, NOW + 2 * MINUTE)).not.toBeNull();

  const again = createSession(ann.id, NOW + 3 * MINUTE);
  expect(removePerson({ personId: ann.id, actor, now: NOW + 4 * MINUTE })).toEqual({ ok: true });
  expect(readSession(again.token, NOW + 5 * MINUTE)).toBeNull();
});

test("the daily clean-up deletes sessions past either limit and keeps the others", () => {
  const ann = person();
  createSession(ann.id, NOW);
  const fresh = createSession(ann.id, NOW + 2 * SESSION_LIMITS.idleMs);
  expect(deleteExpiredSessions(NOW + 2 * SESSION_LIMITS.idleMs + MINUTE)).toBe(1);
  expect(readSession(fresh.token, NOW + 2 * SESSION_LIMITS.idleMs + MINUTE)).not.toBeNull();
});
