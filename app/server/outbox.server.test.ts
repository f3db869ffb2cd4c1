import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { closeDb, getDb } from "./db.server";
import { resetEnvForTests } from "./env.server";
import { CLAIM_MS } from "./outbox-claims.server";
import { deliverDue, enqueue, FORGOTTEN_PAYLOAD, registerOutboxHandler } from "./outbox.server";

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "outbox-test-"));
  resetEnvForTests();
});
afterAll(() => closeDb());

const NOW = Date.parse("2026-11-22T18:00:00Z");

function payloads(): string[] {
  return (getDb().prepare("SELECT payload FROM outbox ORDER BY id").all() as { payload: string }[]).map(
    (row) => row.payload,
  );
}

test("a topic that asks to forget its payloads keeps none once delivered or refused; others keep theirs", async () => {
  const seen: unknown[] = [];
  registerOutboxHandler(
    "test.secret",
    async (payload) => {
      seen.push(payload);
      return (payload as { refuse?: boolean }).refuse
        ? { kind: "rejected", reason: "too late" }
        : { kind: "delivered" };
    },
    { forgetPayloadWhenDone: true },
  );
  registerOutboxHandler("test.plain", async () => ({ kind: "delivered" }));
  const db = getDb();
  enqueue(db, { topic: "test.secret", dedupeKey: "a", payload: { code: "123456" }, now: NOW });
  enqueue(db, { topic: "test.secret", dedupeKey: "b", payload: { code: "654321", refuse: true }, now: NOW });
  enqueue(db, { topic: "test.plain", dedupeKey: "c", payload: { note: "kept" }, now: NOW });
  await deliverDue(NOW);
  expect(seen).toEqual([{ code: "123456" }, { code: "654321", refuse: true }]);
  expect(payloads()).toEqual([FORGOTTEN_PAYLOAD, FORGOTTEN_PAYLOAD, JSON.stringify({ note: "kept" })]);
});

test("a payload waiting for a retry is kept until it is done", async () => {
  registerOutboxHandler(
    "test.secret",
    async () => {
      throw new Error("SMTP is down");
    },
    { forgetPayloadWhenDone: true },
  );
  enqueue(getDb(), { topic: "test.secret", dedupeKey: "a", payload: { code: "123456" }, now: NOW });
  await deliverDue(NOW);
  expect(payloads()).toEqual([JSON.stringify({ code: "123456" })]);
});

test("two passes at once (the site and `npm run admin:invite` beside it) deliver a row once", async () => {
  // The tester's invitation arrived twice when the mail server was slow to answer: both processes sent it.
  let sent = 0;
  registerOutboxHandler("test.mail", async () => {
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { kind: "delivered" };
  });
  enqueue(getDb(), { topic: "test.mail", dedupeKey: "invite", payload: {}, now: NOW });
  await Promise.all([deliverDue(NOW), deliverDue(NOW), deliverDue(NOW + 1000)]);
  expect(sent).toBe(1);
  await deliverDue(NOW + 2 * CLAIM_MS);
  expect(sent).toBe(1);
});

test("a row taken by a pass that never finished is delivered again once its claim runs out", async () => {
  let sent = 0;
  registerOutboxHandler("test.mail", async () => {
    sent += 1;
    return { kind: "delivered" };
  });
  enqueue(getDb(), { topic: "test.mail", dedupeKey: "invite", payload: {}, now: NOW });
  // A process that died mid-delivery: the row is claimed and nothing else was written.
  getDb()
    .prepare("UPDATE outbox SET next_attempt_at = ?")
    .run(Date.now() + CLAIM_MS);
  await deliverDue(Date.now());
  expect(sent).toBe(0);
  await deliverDue(Date.now() + CLAIM_MS + 1);
  expect(sent).toBe(1);
});

test("a row taken by a process that has ended (the site killed mid-delivery) is delivered at once by the next", async () => {
  let sent = 0;
  registerOutboxHandler("test.mail", async () => {
    sent += 1;
    return { kind: "delivered" };
  });
  enqueue(getDb(), { topic: "test.mail", dedupeKey: "gone", payload: {}, now: NOW });
  // A process that claimed the row, then died before writing anything: its pid is free now.
  const ended = spawnSync(process.execPath, ["-e", "0"]);
  expect(ended.status).toBe(0);
  const row = getDb().prepare("SELECT id FROM outbox WHERE dedupe_key = 'gone'").get() as { id: number };
  getDb()
    .prepare("UPDATE outbox SET next_attempt_at = ? WHERE id = ?")
    .run(Date.now() + CLAIM_MS, row.id);
  getDb().prepare("INSERT INTO outbox_claims (id, claimant) VALUES (?, ?)").run(row.id, `${ended.pid}:1`);
  await deliverDue(Date.now());
  expect(sent).toBe(1);

  // A claim by a process still running (this test's parent, say) keeps the row from this one.
  enqueue(getDb(), { topic: "test.mail", dedupeKey: "alive", payload: {}, now: NOW });
  const alive = getDb().prepare("SELECT id FROM outbox WHERE dedupe_key = 'alive'").get() as { id: number };
  getDb()
    .prepare("UPDATE outbox SET next_attempt_at = ? WHERE id = ?")
    .run(Date.now() + CLAIM_MS, alive.id);
  getDb().prepare("INSERT INTO outbox_claims (id, claimant) VALUES (?, ?)").run(alive.id, `${process.ppid}:1`);
  await deliverDue(Date.now());
  expect(sent).toBe(1);
});
