import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { addPerson, removePerson } from "~/features/auth/people.server";
import { ROLES, type Role } from "~/features/auth/roles";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { canReadForm, formsReadBy, readersOfForm } from "./readers.server";

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "form-readers-"));
  resetEnvForTests();
});
afterAll(() => closeDb());

const NOW = Date.parse("2026-11-27T18:00:00Z");
const CONTACT = {};
const PRAYER = { private: { roles: ["care"], people: ["Pastor@Example.org"] } };
const person = (role: Role, email = `${role}@example.org`) => ({ role, email });

test("a form without `private`: owners and editors read it, and no other role", () => {
  const readers = ROLES.filter((role) => canReadForm(person(role), CONTACT));
  expect(readers).toEqual(["owner", "editor"]);
});

test("a private form: owners, the roles it names and the people it names (any case), never an editor", () => {
  const readers = ROLES.filter((role) => canReadForm(person(role), PRAYER));
  expect(readers).toEqual(["owner", "care"]);
  expect(canReadForm(person("editor"), PRAYER)).toBe(false);
  expect(canReadForm(person("contributor"), PRAYER)).toBe(false);
  expect(canReadForm(person("treasurer"), PRAYER)).toBe(false);
  // Named by their sign-in address, whatever their role.
  expect(canReadForm(person("contributor", "pastor@example.org"), PRAYER)).toBe(true);
  expect(canReadForm(person("editor", "pastor@example.org"), PRAYER)).toBe(true);
  // A private form that names nobody: owners alone.
  expect(ROLES.filter((role) => canReadForm(person(role), { private: {} }))).toEqual(["owner"]);
});

test("the care team sees only the private forms that name it", () => {
  const forms = { contact: CONTACT, prayer: PRAYER, baptism: { private: { roles: ["editor"] } } };
  expect(formsReadBy(person("care"), forms).map(({ id }) => id)).toEqual(["prayer"]);
  expect(formsReadBy(person("editor"), forms).map(({ id }) => id)).toEqual(["baptism", "contact"]);
  expect(formsReadBy(person("treasurer"), forms)).toEqual([]);
  expect(formsReadBy(person("owner"), forms).map(({ id }) => id)).toEqual(["baptism", "contact", "prayer"]);
});

test("readersOfForm lists the staff who read it from the staff list, leaving out removed people", () => {
  for (const [email, role] of [
    ["owner@example.org", "owner"],
    ["editor@example.org", "editor"],
    ["care@example.org", "care"],
    ["gone@example.org", "care"],
    ["pastor@example.org", "contributor"],
  ] as const)
    expect(addPerson({ email, role, actor: "command line", now: NOW }).ok).toBe(true);
  const gone = readersOfForm({ private: { roles: ["care"] } }).find((reader) => reader.email === "gone@example.org");
  expect(removePerson({ personId: gone!.id, actor: "command line", now: NOW })).toEqual({ ok: true });
  expect(
    readersOfForm(PRAYER)
      .map((reader) => reader.email)
      .sort(),
  ).toEqual(["care@example.org", "owner@example.org", "pastor@example.org"]);
  expect(
    readersOfForm(CONTACT)
      .map((reader) => reader.email)
      .sort(),
  ).toEqual(["editor@example.org", "owner@example.org"]);
});
