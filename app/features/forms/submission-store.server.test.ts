import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { countSubmissions, getSubmission, storeSubmission } from "./submission-store.server";

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "form-store-"));
  resetEnvForTests();
});

const NOW = Date.parse("2026-11-27T07:00:00Z");
const submission = {
  formId: "contact",
  language: "es" as const,
  answers: { name: "Ana", email: "Ana@Example.org", topics: ["kids", "music"], call: true, age: 7 },
  name: "Ana",
  email: "Ana@Example.org",
  dedupeKey: "token-1",
  now: NOW,
};

test("a stored submission reads back with its answers, language and the address lower-cased", async () => {
  const { submission: stored, duplicate } = await storeSubmission(submission);
  expect(duplicate).toBe(false);
  expect(getSubmission(stored.id)).toEqual({
    id: stored.id,
    formId: "contact",
    language: "es",
    receivedAt: "2026-11-27T07:00:00.000Z",
    answers: submission.answers,
    name: "Ana",
    email: "ana@example.org",
    dedupeKey: "token-1",
    status: "new",
    assignee: null,
    assignedAt: null,
    touchedAt: null,
    remindedAt: null,
  });
});

test("a double press (the same one-time token) stores one submission and runs its notices once", async () => {
  let notices = 0;
  const queue = () => {
    notices += 1;
  };
  const [first, second] = await Promise.all([storeSubmission(submission, queue), storeSubmission(submission, queue)]);
  const third = await storeSubmission({ ...submission, answers: { name: "Other" } }, queue);
  expect(countSubmissions("contact")).toBe(1);
  expect(notices).toBe(1);
  expect([first.duplicate, second.duplicate, third.duplicate]).toEqual([false, true, true]);
  expect(second.submission.id).toBe(first.submission.id);
  expect(third.submission.answers).toEqual(submission.answers);
});

test("work queued with a submission that fails stores nothing", async () => {
  await expect(
    storeSubmission(submission, () => {
      throw new Error("queue failed");
    }),
  ).rejects.toThrow("queue failed");
  expect(countSubmissions("contact")).toBe(0);
});
