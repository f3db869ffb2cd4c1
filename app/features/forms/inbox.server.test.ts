import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, beforeEach, expect, test } from "vitest";
import { addPerson } from "~/features/auth/people.server";
import { listAudit } from "~/features/auth/audit-log.server";
import { translator } from "~/i18n/translate";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { getContent } from "~/server/content.server";
import { formCsv } from "./forms-csv.server";
import { countsByForm, findSubmission, listSubmissions, notesOf, PAGE_SIZE } from "./inbox.server";
import { seedSubmissions } from "./staff-test-support";
import { openSubmission, formsOverview, readableForm, recordExport } from "./staff-pages.server";
import { addNote, assign, setStatus } from "./submission-actions.server";

/**
 * The staff side of forms (issue 35) against a real database: the inbox's counts, order, filter and
 * search; the actions on a submission and what they record; the CSV read back by csv-parse; who is
 * refused and what the activity log keeps.
 */

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "form-inbox-"));
  delete process.env.SMTP_URL;
  resetEnvForTests();
});
afterAll(() => closeDb());

const content = getContent();
const { t } = translator("en");
const NOW = Date.parse("2026-11-27T18:00:00Z");
const prayer = content.forms.prayer!;
const contact = content.forms.contact!;

function person(email: string, role: "owner" | "editor" | "care" | "treasurer" | "contributor", name = "") {
  const added = addPerson({ email, role, name, actor: "command line", now: NOW });
  if (!added.ok) throw new Error(added.message);
  return added.person;
}

const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

test("the inbox: counts by status, newest first, a status filter, and pages of 50", () => {
  seedSubmissions([
    ...Array.from({ length: 60 }, (_, index) => ({
      formId: "contact",
      receivedAt: minutesAgo(index + 10),
      answers: { name: `Person ${index}`, topic: "general", message: "Hello" },
      name: `Person ${index}`,
      email: `person${index}@example.org`,
    })),
    { formId: "contact", receivedAt: minutesAgo(1), answers: { message: "Newest" }, name: "Newest", status: "done" },
    { formId: "prayer", receivedAt: minutesAgo(2), answers: { request: "Healing" }, name: "Pat" },
  ]);
  expect(countsByForm(["contact", "prayer", "baptism"])).toEqual({
    contact: { new: 60, assigned: 0, done: 1 },
    prayer: { new: 1, assigned: 0, done: 0 },
    baptism: { new: 0, assigned: 0, done: 0 },
  });
  const first = listSubmissions({ formId: "contact" });
  expect(first).toMatchObject({ total: 61, page: 1, pages: 2 });
  expect(first.submissions).toHaveLength(PAGE_SIZE);
  expect(first.submissions.slice(0, 3).map((submission) => submission.name)).toEqual([
    "Newest",
    "Person 0",
    "Person 1",
  ]);
  expect(listSubmissions({ formId: "contact", page: 2 }).submissions.at(-1)?.name).toBe("Person 59");
  // A page past the end shows the last one; a filter counts only its status.
  expect(listSubmissions({ formId: "contact", page: 9 }).page).toBe(2);
  expect(
    listSubmissions({ formId: "contact", status: "done" }).submissions.map((submission) => submission.name),
  ).toEqual(["Newest"]);
});

test("search finds a name, an e-mail address or words of an answer, in any case and without accents, within the form", () => {
  seedSubmissions([
    {
      formId: "contact",
      receivedAt: minutesAgo(3),
      answers: { name: "José Ramírez", message: "Could we talk about the youth retreat?", topic: "kids" },
      name: "José Ramírez",
      email: "jose@example.org",
    },
    {
      formId: "contact",
      receivedAt: minutesAgo(2),
      answers: { name: "Ann Lee", message: "Thanks!" },
      name: "Ann Lee",
      email: "ann@example.org",
    },
    { formId: "prayer", receivedAt: minutesAgo(1), answers: { request: "youth retreat safety" }, name: "Al" },
  ]);
  const names = (search: string) =>
    listSubmissions({ formId: "contact", search }).submissions.map((submission) => submission.name);
  expect(names("ramirez")).toEqual(["José Ramírez"]);
  expect(names("JOSE@EXAMPLE")).toEqual(["José Ramírez"]);
  expect(names("youth retreat")).toEqual(["José Ramírez"]);
  expect(names("Lee")).toEqual(["Ann Lee"]);
  // Two letters: looked for in each submission's words.
  expect(names("Ra")).toEqual(["José Ramírez"]);
  expect(names('"; DROP TABLE form_submissions; --')).toEqual([]);
  // The field ids are not searched: every submission has a "name" field.
  expect(names("message")).toEqual([]);
  expect(names("")).toEqual(["Ann Lee", "José Ramírez"]);
});

test("status, assignment and notes: each recorded with its instant; only a reader of the form is assigned", () => {
  const owner = person("owner@example.org", "owner", "Olive Owner");
  const care = person("care@example.org", "care", "Cara Care");
  const editor = person("editor@example.org", "editor");
  const [id] = seedSubmissions([
    { formId: "prayer", receivedAt: minutesAgo(30), answers: { request: "Peace" }, name: "Pat" },
  ]);
  const context = (now: number) => ({
    content,
    formId: "prayer",
    form: prayer,
    submission: findSubmission("prayer", id!)!,
    actor: owner,
    now,
  });

  expect(setStatus("assigned", context(NOW))).toEqual({ ok: false, field: "status", problem: "assignFirst" });
  expect(findSubmission("prayer", id!)?.touchedAt).toBeNull();
  // An editor does not read the prayer form: not theirs to answer.
  expect(assign(editor.id, context(NOW))).toEqual({ ok: false, field: "assignee", problem: "notReader" });
  expect(assign(care.id, context(NOW))).toEqual({ ok: true, mailed: false });
  expect(findSubmission("prayer", id!)).toMatchObject({
    status: "assigned",
    assignee: care.id,
    assignedAt: new Date(NOW).toISOString(),
    touchedAt: new Date(NOW).toISOString(),
    remindedAt: null,
  });

  expect(addNote("   ", context(NOW + 1000))).toEqual({ ok: false, field: "note", problem: "missing" });
  expect(addNote("x".repeat(4001), context(NOW + 1000))).toEqual({ ok: false, field: "note", problem: "tooLong" });
  expect(addNote("Called her on Tuesday.\r\nWill pray Sunday.", context(NOW + 60_000))).toEqual({ ok: true });
  expect(notesOf(id!)).toEqual([
    {
      id: 1,
      at: new Date(NOW + 60_000).toISOString(),
      author: "Olive Owner",
      body: "Called her on Tuesday.\nWill pray Sunday.",
    },
  ]);
  expect(findSubmission("prayer", id!)?.touchedAt).toBe(new Date(NOW + 60_000).toISOString());

  expect(setStatus("done", context(NOW + 120_000))).toEqual({ ok: true });
  expect(findSubmission("prayer", id!)).toMatchObject({ status: "done", assignee: care.id });
  expect(setStatus("new", context(NOW + 180_000))).toEqual({ ok: true });
  expect(findSubmission("prayer", id!)).toMatchObject({
    status: "new",
    assignee: null,
    touchedAt: new Date(NOW + 180_000).toISOString(),
  });
});

test("a private form is unseen by an editor, a contributor and a treasurer, and each view and export is logged", () => {
  const owner = person("owner@example.org", "owner");
  const care = person("care@example.org", "care");
  const [prayerId] = seedSubmissions([{ formId: "prayer", receivedAt: minutesAgo(5), answers: { request: "Peace" } }]);
  const [contactId] = seedSubmissions([{ formId: "contact", receivedAt: minutesAgo(5), answers: { message: "Hi" } }]);
  for (const role of ["editor", "contributor", "treasurer"] as const) {
    const staff = { person: person(`${role}@example.org`, role) };
    expect(formsOverview(staff, content).map((form) => form.id)).not.toContain("prayer");
    expect(() => readableForm(staff, content, "prayer", "en")).toThrow();
  }
  expect(formsOverview({ person: care }, content).map((form) => form.id)).toEqual(["prayer"]);
  expect(() => readableForm({ person: care }, content, "contact", "en")).toThrow();
  expect(formsOverview({ person: owner }, content)).toContainEqual({
    id: "prayer",
    title: "Prayer request",
    private: true,
    counts: { new: 1, assigned: 0, done: 0 },
  });

  openSubmission({ person: care }, prayer, { formId: "prayer", submissionId: prayerId! }, { language: "en", now: NOW });
  recordExport({ person: owner }, prayer, "prayer", NOW + 1);
  // The contact form is not private: its views are not logged.
  openSubmission(
    { person: owner },
    contact,
    { formId: "contact", submissionId: contactId! },
    { language: "en", now: NOW + 2 },
  );
  recordExport({ person: owner }, contact, "contact", NOW + 3);
  expect(
    listAudit()
      .map(({ action, actor, subject }) => ({ action, actor, subject }))
      .slice(0, 2),
  ).toEqual([
    { action: "form-exported", actor: "owner@example.org", subject: "prayer" },
    { action: "form-submission-viewed", actor: "care@example.org", subject: `prayer/${prayerId}` },
  ]);
  // A submission of another form is not found through this one.
  expect(() =>
    openSubmission(
      { person: owner },
      prayer,
      { formId: "prayer", submissionId: contactId! },
      { language: "en", now: NOW },
    ),
  ).toThrow();
});

test("the CSV: a header of labels, answers in words, the church's clock, and no formula a spreadsheet would run", () => {
  const owner = person("owner@example.org", "owner");
  const [ann] = seedSubmissions([
    {
      formId: "contact",
      receivedAt: "2026-11-27T01:30:00.000Z",
      answers: {
        name: "Ann Lee",
        email: "ann@example.org",
        topic: "kids",
        message: "Line one\nLine two, with a comma",
      },
      name: "Ann Lee",
      email: "ann@example.org",
    },
    {
      formId: "contact",
      receivedAt: "2026-11-26T18:00:00.000Z",
      answers: { name: '=HYPERLINK("http://evil.example")', topic: "other", message: "@SUM(A1)", phone: "+1 555 0100" },
      name: '=HYPERLINK("http://evil.example")',
      email: "eve@example.org",
    },
    {
      formId: "contact",
      receivedAt: "2026-11-25T18:00:00.000Z",
      answers: { message: "\tTabbed", name: "-2+3" },
      name: "-2+3",
    },
  ]);
  assign(owner.id, {
    content,
    formId: "contact",
    form: contact,
    submission: findSubmission("contact", ann!)!,
    actor: owner,
    now: NOW,
  });
  const rows = parse(formCsv(contact, "contact", { timeZone: "America/Los_Angeles", t }), {
    relax_column_count: false,
  }) as string[][];
  expect(rows[0]).toEqual([
    "Received",
    "Status",
    "Assigned to",
    "Name",
    "E-mail",
    "Language",
    "Your name",
    "Your e-mail address",
    "Your phone number",
    "What is it about?",
    "Your message",
  ]);
  // 01:30 UTC is the evening before in California.
  expect(rows[1]).toEqual([
    "2026-11-26 17:30",
    "Assigned",
    "owner@example.org",
    "Ann Lee",
    "ann@example.org",
    "en",
    "Ann Lee",
    "ann@example.org",
    "",
    "Kids and students",
    "Line one\nLine two, with a comma",
  ]);
  expect(rows[2]![3]).toBe('\'=HYPERLINK("http://evil.example")');
  expect(rows[2]![8]).toBe("'+1 555 0100");
  expect(rows[2]![10]).toBe("'@SUM(A1)");
  expect(rows[3]![3]).toBe("'-2+3");
  expect(rows[3]![10]).toBe("'\tTabbed");
  expect(rows).toHaveLength(4);
});
