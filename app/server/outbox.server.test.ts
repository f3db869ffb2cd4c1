import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { closeDb, getDb } from "./db.server";
import { resetEnvForTests } from "./env.server";
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
      return (payload as { refuse?: boolean }).refuse ? { kind: "rejected", reason: "too late" } : { kind: "delivered" };
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
