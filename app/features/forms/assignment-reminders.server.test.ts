import { expect, test } from "vitest";
import { withSignInMailbox } from "~/features/auth/test-support";
import { addPerson } from "~/features/auth/people.server";
import { getContent } from "~/server/content.server";
import { deliverDue } from "~/server/outbox.server";
import { recipients } from "../../../tests/support/smtp-mailbox";
import { queueDueAssignmentReminders } from "./assignment-reminders.server";
import { findSubmission } from "./inbox.server";
import { seedSubmissions } from "./staff-test-support";
import { addNote, assign } from "./submission-actions.server";

/**
 * The assignee's e-mails (issue 35), read from a real SMTP server: the assignment with its link, and
 * one reminder when the submission waits untouched for the form's days (3), counted on the church's
 * clock across a daylight-saving change, never twice for one assignment, again after a new one.
 */

const PUBLIC_URL = "https://www.redwoodcoast.example";
const mailbox = withSignInMailbox("form-reminders", { PUBLIC_URL });
const content = getContent();
const prayer = content.forms.prayer!;
const HOUR = 3_600_000;

function setUp(now: number) {
  const owner = addPerson({ email: "owner@example.org", role: "owner", name: "Olive", actor: "command line", now });
  const care = addPerson({ email: "care@example.org", role: "care", name: "Cara", actor: "command line", now });
  if (!owner.ok || !care.ok) throw new Error("people");
  const [id] = seedSubmissions([
    {
      formId: "prayer",
      receivedAt: new Date(now - HOUR).toISOString(),
      answers: { request: "A private request" },
      name: "Pat",
    },
  ]);
  const context = (at: number) => ({
    content,
    formId: "prayer",
    form: prayer,
    submission: findSubmission("prayer", id!)!,
    actor: owner.person,
    now: at,
  });
  return { id: id!, care: care.person, context };
}

test("assigned across the autumn change: the e-mail links the submission; one reminder three church days later", async () => {
  // Saturday 31 October 2026, 10:00 in California (PDT); three days later is 10:00 PST, 73 hours on.
  const assignedAt = Date.parse("2026-10-31T10:00:00-07:00");
  const { id, care, context } = setUp(assignedAt);
  expect(assign(care.id, context(assignedAt))).toEqual({ ok: true, mailed: true });
  await deliverDue();
  const link = `${PUBLIC_URL}/admin/forms/prayer/${id}`;
  const assigned = await mailbox().waitFor("care@example.org");
  expect(assigned.subject).toBe("A submission of “Prayer request” is yours to answer");
  expect(assigned.text).toContain(link);
  expect(assigned.text).toContain("Olive assigned you");
  expect(assigned.text).not.toContain("A private request");

  expect(queueDueAssignmentReminders(assignedAt + 72 * HOUR, content)).toBe(0);
  expect(queueDueAssignmentReminders(assignedAt + 73 * HOUR, content)).toBe(1);
  await deliverDue();
  const reminder = await mailbox().waitFor("care@example.org", { after: 1 });
  expect(reminder.subject).toBe("Reminder: a submission of “Prayer request” is waiting for you");
  expect(reminder.text).toContain("no action for 3 days");
  expect(reminder.text).toContain(link);
  expect(reminder.text).not.toContain("A private request");

  // Once per assignment: not at the next check, nor after a later note.
  expect(queueDueAssignmentReminders(assignedAt + 80 * HOUR, content)).toBe(0);
  expect(addNote("Still trying to reach her.", context(assignedAt + 81 * HOUR))).toEqual({ ok: true });
  expect(queueDueAssignmentReminders(assignedAt + 200 * HOUR, content)).toBe(0);
  await deliverDue();
  expect(mailbox().messages.map((message) => [recipients(message), message.subject])).toHaveLength(2);
});

test("an action before the days are up moves the reminder on; a new assignment reminds again", async () => {
  const assignedAt = Date.parse("2026-11-23T09:00:00-08:00");
  const { care, context } = setUp(assignedAt);
  expect(assign(care.id, context(assignedAt))).toMatchObject({ ok: true });
  expect(addNote("Left a message.", context(assignedAt + 48 * HOUR))).toEqual({ ok: true });
  expect(queueDueAssignmentReminders(assignedAt + 72 * HOUR, content)).toBe(0);
  expect(queueDueAssignmentReminders(assignedAt + 120 * HOUR, content)).toBe(1);
  // Assigned again (to the same person): a reminder of its own, three days after.
  expect(assign(care.id, context(assignedAt + 121 * HOUR))).toMatchObject({ ok: true });
  expect(queueDueAssignmentReminders(assignedAt + 190 * HOUR, content)).toBe(0);
  expect(queueDueAssignmentReminders(assignedAt + 193 * HOUR, content)).toBe(1);
  await deliverDue();
  const subjects = mailbox()
    .messages.map((message) => message.subject)
    .sort();
  expect(subjects).toEqual([
    "A submission of “Prayer request” is yours to answer",
    "A submission of “Prayer request” is yours to answer",
    "Reminder: a submission of “Prayer request” is waiting for you",
    "Reminder: a submission of “Prayer request” is waiting for you",
  ]);
});
