import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { addPerson } from "~/features/auth/people.server";
import { forgetPerson } from "~/features/privacy/forget.server";
import { getContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { deleteExpiredSubmissions } from "./forms-privacy.server";
import { countsByForm, findSubmission, notesOf } from "./inbox.server";
import { seedSubmissions } from "./staff-test-support";
import { addNote } from "./submission-actions.server";
import { REMOVED_FORM_RETENTION_DAYS } from "./staff-forms.server";

/**
 * The privacy policy's promises about form submissions (issue 35, item 6), with the clock moved:
 * each form's retentionDays from the content (the demo's prayer form 90, contact 365), a removed
 * form's after the longest default, and data:forget, each taking the notes with the submission.
 */

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "form-privacy-"));
  resetEnvForTests();
});
afterAll(() => closeDb());

const content = getContent();
const RECEIVED = Date.parse("2026-01-10T18:00:00Z");
const at = (days: number) => RECEIVED + days * DAY_MS;

test("the demo's forms keep what the policy says: prayer requests 90 days, contact messages 365", () => {
  expect(content.forms.prayer?.retentionDays).toBe(90);
  expect(content.forms.contact?.retentionDays).toBe(365);
  expect(REMOVED_FORM_RETENTION_DAYS).toBe(365);
});

test("each form's submissions are deleted once they are its retentionDays old, with their notes; a removed form's after 365", () => {
  const owner = addPerson({ email: "owner@example.org", role: "owner", actor: "command line", now: RECEIVED });
  if (!owner.ok) throw new Error("owner");
  const received = new Date(RECEIVED).toISOString();
  const [prayerId] = seedSubmissions([
    { formId: "prayer", receivedAt: received, answers: { request: "Healing" } },
    { formId: "contact", receivedAt: received, answers: { message: "Hello" } },
    { formId: "old-survey", receivedAt: received, answers: { answer: "Yes" } },
  ]);
  const prayer = content.forms.prayer!;
  addNote("Prayed on Sunday.", {
    content,
    formId: "prayer",
    form: prayer,
    submission: findSubmission("prayer", prayerId!)!,
    actor: owner.person,
    now: at(1),
  });
  const counts = () => countsByForm(["prayer", "contact", "old-survey"]);
  expect(deleteExpiredSubmissions(at(90) - 60_000, content).formSubmissions).toBe(0);
  expect(deleteExpiredSubmissions(at(90) + 60_000, content).formSubmissions).toBe(1);
  expect(counts()).toMatchObject({ prayer: { new: 0 }, contact: { new: 1 }, "old-survey": { new: 1 } });
  expect(notesOf(prayerId!)).toEqual([]);
  expect(deleteExpiredSubmissions(at(365) - 60_000, content).formSubmissions).toBe(0);
  expect(deleteExpiredSubmissions(at(365) + 60_000, content).formSubmissions).toBe(2);
  expect(counts()).toMatchObject({ contact: { new: 0 }, "old-survey": { new: 0 } });
});

test("data:forget deletes every submission sent with the address, whatever the form, and no one else's", () => {
  seedSubmissions([
    {
      formId: "prayer",
      receivedAt: new Date(RECEIVED).toISOString(),
      answers: { request: "Peace" },
      email: "ann@example.org",
    },
    {
      formId: "contact",
      receivedAt: new Date(RECEIVED).toISOString(),
      answers: { message: "Hi" },
      email: "ann@example.org",
    },
    {
      formId: "contact",
      receivedAt: new Date(RECEIVED).toISOString(),
      answers: { message: "Hello" },
      email: "ben@example.org",
    },
  ]);
  const report = forgetPerson(" Ann@Example.org ");
  expect(report).toMatchObject({ ok: true, formSubmissions: 2 });
  expect(countsByForm(["prayer", "contact"])).toEqual({
    prayer: { new: 0, assigned: 0, done: 0 },
    contact: { new: 1, assigned: 0, done: 0 },
  });
});
