import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { listAudit } from "~/features/auth/audit-log.server";
import { addPerson } from "~/features/auth/people.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { getContent } from "~/server/content.server";
import { seedSubmissions } from "./staff-test-support";
import { inboxFor } from "./staff-pages.server";

/**
 * Issue 35, "every view of a private submission is in the activity log": a private form's inbox
 * shows who sent each submission, and a search there finds submissions by their words, so each
 * page of it is logged (which submissions, whether a search), never the search's own words.
 * A form that is not private is not logged. (The prayer list and the wall: app/features/prayer.)
 */

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "form-views-"));
  delete process.env.SMTP_URL;
  resetEnvForTests();
});
afterAll(() => closeDb());

const content = getContent();
const NOW = Date.parse("2026-11-27T18:00:00Z");

function staff(email: string, role: "owner" | "care") {
  const added = addPerson({ email, role, actor: "command line", now: NOW });
  if (!added.ok) throw new Error(added.message);
  return { person: added.person };
}

test("each page of a private form's inbox, and each search in it, is in the activity log without the search's words", () => {
  const care = staff("care@example.org", "care");
  const [older, newer] = seedSubmissions([
    { formId: "prayer", receivedAt: new Date(NOW - 120_000).toISOString(), answers: { request: "Cancer surgery" } },
    { formId: "prayer", receivedAt: new Date(NOW - 60_000).toISOString(), answers: { request: "A new job" } },
  ]);
  const page = inboxFor(care, content.forms.prayer!, { formId: "prayer" }, NOW);
  expect(page.submissions.map(({ id }) => id)).toEqual([newer, older]);
  const found = inboxFor(care, content.forms.prayer!, { formId: "prayer", search: "surgery" }, NOW + 1);
  expect(found.submissions.map(({ id }) => id)).toEqual([older]);
  expect(
    listAudit()
      .filter(({ action }) => action === "form-list-viewed")
      .map(({ action, actor, subject, detail }) => ({ action, actor, subject, detail })),
  ).toEqual([
    {
      action: "form-list-viewed",
      actor: "care@example.org",
      subject: "prayer",
      detail: `Prayer request: 1 shown (a search): ${older}`,
    },
    {
      action: "form-list-viewed",
      actor: "care@example.org",
      subject: "prayer",
      detail: `Prayer request: 2 shown: ${newer}, ${older}`,
    },
  ]);
  expect(JSON.stringify(listAudit())).not.toMatch(/surgery|Cancer/i);
});

test("the inbox of a form that is not private is not logged", () => {
  const owner = staff("owner@example.org", "owner");
  seedSubmissions([{ formId: "contact", receivedAt: new Date(NOW).toISOString(), answers: { message: "Hi" } }]);
  expect(inboxFor(owner, content.forms.contact!, { formId: "contact", search: "Hi" }, NOW).total).toBe(1);
  expect(listAudit().filter(({ action }) => action === "form-list-viewed")).toEqual([]);
});
