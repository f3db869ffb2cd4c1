import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { startFakeMailchimp, type FakeMailchimp } from "../../../tests/fakes/mailchimp-server";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetRateLimitsForTests } from "~/server/fetch.server";
import { BACKOFF, deliverDue, outboxCounts } from "~/server/outbox.server";
import { registerOutboxHandlers } from "~/background.server";
import { addSubscriber, findSubscriber, listSubscribers } from "./subscribers.server";

let mailchimp: FakeMailchimp;

beforeAll(async () => {
  registerOutboxHandlers();
  mailchimp = await startFakeMailchimp();
  process.env.MAILCHIMP_API_KEY = mailchimp.apiKey;
  process.env.MAILCHIMP_LIST_ID = mailchimp.listId;
  process.env.MAILCHIMP_API_URL = mailchimp.url;
  process.env.LOG_LEVEL = "silent";
});
afterAll(async () => {
  closeDb();
  await mailchimp.close();
  for (const name of ["MAILCHIMP_API_KEY", "MAILCHIMP_LIST_ID", "MAILCHIMP_API_URL", "LOG_LEVEL"])
    delete process.env[name];
  resetEnvForTests();
});
beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "subscribers-test-"));
  resetEnvForTests();
  resetRateLimitsForTests();
  mailchimp.members.clear();
  mailchimp.created.clear();
  mailchimp.outage = false;
});

function rowCounts() {
  const outbox = outboxCounts();
  return { subscribers: listSubscribers().length, outbox: outbox.pending + outbox.delivered + outbox.failed };
}

test("a sign-up is stored as pending with its Mailchimp upsert queued in the same commit", async () => {
  const result = await addSubscriber("  Ann.Lee@Example.org ", {
    source: "form",
    now: Date.parse("2026-04-01T16:00:00Z"),
  });
  // The id is Mailchimp's member id: the MD5 of the lower-cased address.
  const mailchimpId = createHash("md5").update("ann.lee@example.org").digest("hex");
  expect(result).toEqual({
    ok: true,
    subscriber: { id: mailchimpId, email_address: "ann.lee@example.org", status: "pending" },
    added: true,
  });
  expect(rowCounts()).toEqual({ subscribers: 1, outbox: 1 });
  expect(findSubscriber("ANN.LEE@example.org")?.email_address).toBe("ann.lee@example.org");
});

test("the same address in another case or with spaces changes nothing and is answered as a new one", async () => {
  const first = await addSubscriber("ann@example.org", { source: "form" });
  const again = await addSubscriber(" ANN@Example.org", { source: "graphql" });
  expect(again).toEqual({ ...first, added: false });
  expect(rowCounts()).toEqual({ subscribers: 1, outbox: 1 });
});

test("bad input leaves the database unchanged", async () => {
  for (const bad of [
    "",
    "a@",
    "josé@example.com",
    "<b>x</b>@example.org",
    "x@example.org'; DROP TABLE subscribers;--",
    `${"a".repeat(250)}@example.org`,
  ]) {
    expect((await addSubscriber(bad, { source: "form" })).ok, bad).toBe(false);
  }
  expect(rowCounts()).toEqual({ subscribers: 0, outbox: 0 });
});

test("the outbox delivers each address to Mailchimp once, and a second pass sends nothing", async () => {
  await addSubscriber("ann@example.org", { source: "form" });
  await addSubscriber("ben@example.org", { source: "form" });
  const putsBefore = mailchimp.puts;
  await deliverDue();
  await deliverDue();
  expect(mailchimp.puts - putsBefore).toBe(2);
  expect([...mailchimp.members.values()].map((member) => [member.email_address, member.status]).sort()).toEqual([
    ["ann@example.org", "pending"],
    ["ben@example.org", "pending"],
  ]);
  expect(outboxCounts()).toEqual({ pending: 0, delivered: 2, failed: 0 });
  expect(listSubscribers().every((row) => row.mailchimp_synced_at !== null)).toBe(true);
});

test("during a Mailchimp outage the sign-up is kept and retried with growing delays until delivered", async () => {
  mailchimp.outage = true;
  const start = Date.now();
  expect((await addSubscriber("cara@example.org", { source: "form", now: start })).ok).toBe(true);
  await deliverDue(start);
  const afterFirst = getDb().prepare("SELECT attempts, next_attempt_at FROM outbox").get() as {
    attempts: number;
    next_attempt_at: number;
  };
  expect(afterFirst.attempts).toBe(1);
  expect(afterFirst.next_attempt_at).toBeGreaterThanOrEqual(start + BACKOFF.baseMs);

  // Not due yet: nothing is sent.
  const putsWhileWaiting = mailchimp.puts;
  await deliverDue(afterFirst.next_attempt_at - 1);
  expect(mailchimp.puts).toBe(putsWhileWaiting);

  await deliverDue(afterFirst.next_attempt_at);
  const afterSecond = getDb().prepare("SELECT attempts, next_attempt_at FROM outbox").get() as {
    attempts: number;
    next_attempt_at: number;
  };
  expect(afterSecond.attempts).toBe(2);
  expect(afterSecond.next_attempt_at - afterFirst.next_attempt_at).toBeGreaterThanOrEqual(2 * BACKOFF.baseMs - 50);

  // A restart forgets nothing: the row is still there, and delivered once Mailchimp is back.
  closeDb();
  mailchimp.outage = false;
  await deliverDue(afterSecond.next_attempt_at);
  expect(mailchimp.created.get("cara@example.org")).toBe(1);
  expect(outboxCounts()).toEqual({ pending: 0, delivered: 1, failed: 0 });
});

test("an address Mailchimp refuses for good is marked failed, kept for the operator, and not retried", async () => {
  mailchimp.forgotten.add("gone@example.org");
  await addSubscriber("gone@example.org", { source: "form" });
  await deliverDue();
  expect(outboxCounts()).toEqual({ pending: 0, delivered: 0, failed: 1 });
  expect(listSubscribers()[0]?.mailchimp_problem).toBe("Forgotten Email Not Subscribed");
  const puts = mailchimp.puts;
  await deliverDue(Date.now() + BACKOFF.maxMs * 2);
  expect(mailchimp.puts).toBe(puts);
});

test("without Mailchimp settings the list lives in SQLite alone", async () => {
  process.env.MAILCHIMP_API_KEY = "";
  process.env.MAILCHIMP_LIST_ID = "";
  resetEnvForTests();
  try {
    expect((await addSubscriber("dana@example.org", { source: "form" })).ok).toBe(true);
    expect(rowCounts()).toEqual({ subscribers: 1, outbox: 0 });
  } finally {
    process.env.MAILCHIMP_API_KEY = mailchimp.apiKey;
    process.env.MAILCHIMP_LIST_ID = mailchimp.listId;
    resetEnvForTests();
  }
});
