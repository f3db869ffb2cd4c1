import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { addPerson, removePerson } from "./people.server";
import { CODE_DIGITS, randomToken } from "./secrets.server";
import {
  createInvitationLink,
  createSignInCode,
  deleteOldSignInCodes,
  redeemCode,
  redeemLink,
  SIGN_IN_LIMITS,
} from "./sign-in-codes.server";

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "staff-codes-"));
  resetEnvForTests();
});
afterAll(() => closeDb());

const NOW = Date.parse("2026-11-22T18:00:00Z");
const MINUTE = 60_000;

function person(email = "ann@example.org") {
  const added = addPerson({ email, role: "editor", actor: "command line", now: NOW });
  if (!added.ok) throw new Error(added.message);
  return added.person;
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10 ** CODE_DIGITS).padStart(CODE_DIGITS, "0");
}

test("a code is ten digits, stored neither as typed nor as a plain hash, and its link likewise", () => {
  const attempt = randomToken();
  const issued = createSignInCode(person().id, attempt, NOW);
  expect(issued.code).toMatch(/^\d{10}$/);
  const stored = JSON.stringify(getDb().prepare("SELECT * FROM staff_sign_in_codes").all());
  expect(stored).not.toContain(issued.code);
  expect(stored).not.toContain(issued.linkToken);
  expect(stored).not.toContain(attempt);
});

test("a code works once, in the browser that asked for it, within ten minutes", () => {
  const ann = person();
  const attempt = randomToken();
  const { code } = createSignInCode(ann.id, attempt, NOW);
  expect(redeemCode(randomToken(), code, NOW + MINUTE)).toMatchObject({ ok: false, reason: "unknown" });
  expect(redeemCode(attempt, ` ${code.slice(0, 3)} ${code.slice(3)} `, NOW + MINUTE)).toMatchObject({
    ok: true,
    person: { email: "ann@example.org" },
    purpose: "sign-in",
  });
  expect(redeemCode(attempt, code, NOW + 2 * MINUTE)).toMatchObject({ ok: false, reason: "used" });
});

test("an expired code is refused, even when right", () => {
  const attempt = randomToken();
  const { code } = createSignInCode(person().id, attempt, NOW);
  expect(redeemCode(attempt, code, NOW + SIGN_IN_LIMITS.codeTtlMs)).toMatchObject({ ok: false, reason: "expired" });
});

test("five wrong tries kill the code: the right one no longer works", () => {
  const attempt = randomToken();
  const { code } = createSignInCode(person().id, attempt, NOW);
  for (let i = 0; i < SIGN_IN_LIMITS.maxWrongCodes; i += 1) {
    expect(redeemCode(attempt, wrongCode(code), NOW + MINUTE)).toMatchObject({ ok: false, reason: "wrong" });
  }
  expect(redeemCode(attempt, code, NOW + MINUTE)).toMatchObject({ ok: false, reason: "too-many" });
});

test("signing in spends every other code the person had; the link of the used code is spent too", () => {
  const ann = person();
  const first = randomToken();
  const second = randomToken();
  const older = createSignInCode(ann.id, first, NOW);
  const newer = createSignInCode(ann.id, second, NOW + MINUTE);
  expect(redeemCode(second, newer.code, NOW + 2 * MINUTE).ok).toBe(true);
  expect(redeemCode(first, older.code, NOW + 2 * MINUTE)).toMatchObject({ ok: false, reason: "used" });
  expect(redeemLink(newer.linkToken, NOW + 2 * MINUTE)).toMatchObject({ ok: false, reason: "used" });
});

test("an invitation's link lasts three days, once; a newer invitation ends the older one", () => {
  const ann = person();
  const older = createInvitationLink(ann.id, NOW);
  const newer = createInvitationLink(ann.id, NOW + MINUTE);
  expect(redeemLink(older.linkToken, NOW + 2 * MINUTE)).toMatchObject({ ok: false, reason: "used" });
  expect(redeemLink(newer.linkToken, NOW + SIGN_IN_LIMITS.invitationTtlMs)).toMatchObject({
    ok: true,
    purpose: "invitation",
  });
  expect(redeemLink(newer.linkToken, NOW + SIGN_IN_LIMITS.invitationTtlMs)).toMatchObject({
    ok: false,
    reason: "used",
  });
  const late = createInvitationLink(ann.id, NOW);
  expect(redeemLink(late.linkToken, NOW + SIGN_IN_LIMITS.invitationTtlMs)).toMatchObject({
    ok: false,
    reason: "expired",
  });
});

test("a removed person's codes and links are gone", () => {
  const owner = person("owner@example.org");
  const ann = person();
  const attempt = randomToken();
  const { code, linkToken } = createSignInCode(ann.id, attempt, NOW);
  removePerson({ personId: ann.id, actor: { id: owner.id, email: owner.email }, now: NOW + MINUTE });
  expect(redeemCode(attempt, code, NOW + 2 * MINUTE).ok).toBe(false);
  expect(redeemLink(linkToken, NOW + 2 * MINUTE).ok).toBe(false);
});

test("the daily clean-up deletes codes a day after they ended", () => {
  const ann = person();
  createSignInCode(ann.id, randomToken(), NOW);
  createSignInCode(ann.id, randomToken(), NOW + 24 * 60 * MINUTE);
  expect(deleteOldSignInCodes(NOW + 24 * 60 * MINUTE + SIGN_IN_LIMITS.codeTtlMs + MINUTE)).toBe(1);
});
