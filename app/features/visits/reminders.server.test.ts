import { expect, test } from "vitest";
import { closeDb } from "~/server/db.server";
import { outboxCounts } from "~/server/outbox.server";
import { queueDueReminders } from "./reminders.server";
import { getPlan } from "./visit-plans.server";
import { cancelVisit, changeVisit, planVisit, reminderAtFor } from "./visits.server";
import { withTestClock } from "../../../tests/support/test-clock";
import { content, deliverAll, received, withMailCatcher, sundayServices } from "./test-support";

// The reminder goes out the day before at 17:00 church time (services.yaml's default reminderTime). Every clock here is a test clock.
const MONDAY = Date.parse("2026-11-23T09:00:00-08:00");
withTestClock(MONDAY);
const [sunday, nextSunday] = sundayServices(MONDAY);
const SATURDAY_5PM = Date.parse("2026-11-28T17:00:00-08:00");
const form = { name: "Ann Lee", email: "ann@example.org", adults: "1", childrenAges: "6", service: sunday!.id };

const catcher = withMailCatcher({ VISIT_NOTIFY_TO: undefined });

async function plan(fields: Record<string, string> = {}, now = MONDAY) {
  const outcome = await planVisit({ ...form, ...fields }, { content, now, fromPage: "/visit" });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.fieldErrors));
  await deliverAll(now);
  catcher().messages.length = 0;
  return outcome.plan;
}

const subjects = async () => (await received(catcher())).map((mail) => mail.subject);

test("the reminder goes out once, the day before at the church's time, across restarts and a clock set back", async () => {
  const planned = await plan();
  expect(queueDueReminders(SATURDAY_5PM - 60_000, content)).toBe(0);
  expect(queueDueReminders(SATURDAY_5PM, content)).toBe(1);
  await deliverAll(SATURDAY_5PM);
  expect(await subjects()).toEqual([
    `Reminder: your visit to ${content.church.name} on Sunday, November 29, 2026 at 10:30 AM`,
  ]);
  const [reminder] = await received(catcher());
  expect(reminder!.text).toContain("1 adult and 1 child (age 6)");
  expect(reminder!.text).toContain("Change or cancel your visit");

  // The next check, a restart, and a clock that jumps back an hour then on again: nothing more.
  expect(queueDueReminders(SATURDAY_5PM + 60_000, content)).toBe(0);
  closeDb();
  expect(queueDueReminders(SATURDAY_5PM + 120_000, content)).toBe(0);
  expect(queueDueReminders(SATURDAY_5PM - 3_600_000, content)).toBe(0);
  expect(queueDueReminders(SATURDAY_5PM + 3_600_000, content)).toBe(0);
  await deliverAll(SATURDAY_5PM + 3_600_000);
  expect(catcher().messages).toHaveLength(1);
  expect(getPlan(planned.id)?.reminder).toBe("queued");
});

test("a site that was down at the reminder's time sends it when it is back, if the visit is still to come", async () => {
  await plan();
  const sundayMorning = Date.parse("2026-11-29T08:00:00-08:00");
  expect(queueDueReminders(sundayMorning, content)).toBe(1);
  await deliverAll(sundayMorning);
  expect(catcher().messages).toHaveLength(1);
});

test("never for a visitor who asked for none or a cancelled visit", async () => {
  await plan({ noReminder: "on", email: "none@example.org" });
  const cancelled = await plan({ email: "cancelled@example.org" });
  await cancelVisit(cancelled.id, { content, now: MONDAY + 60_000 });
  await plan({ email: "wanted@example.org" });
  await deliverAll();
  catcher().messages.length = 0;
  expect(queueDueReminders(SATURDAY_5PM, content)).toBe(1);
  await deliverAll(SATURDAY_5PM);
  expect((await received(catcher())).map((mail) => mail.envelopeTo[0])).toEqual(["wanted@example.org"]);
});

test("never for a visit that has begun: a site down from before the reminder's time until the service", async () => {
  const planned = await plan();
  expect(queueDueReminders(sunday!.start, content)).toBe(0);
  expect(queueDueReminders(sunday!.start + 3_600_000, content)).toBe(0);
  await deliverAll(sunday!.start + 3_600_000);
  expect(catcher().messages).toHaveLength(0);
  expect(getPlan(planned.id)?.reminder).toBe("scheduled");
});

test("a reminder still queued when the visit begins is not sent", async () => {
  await plan();
  await catcher().stop();
  expect(queueDueReminders(SATURDAY_5PM, content)).toBe(1);
  await deliverAll(SATURDAY_5PM);
  await catcher().start();
  // SMTP is back only once the service has begun.
  await deliverAll(sunday!.start + 1);
  expect(catcher().messages).toHaveLength(0);
  expect(outboxCounts()).toMatchObject({ pending: 0, failed: 1 });
});

test("planned after the reminder's time: no reminder, and the confirmation promises none", async () => {
  const saturdayEvening = Date.parse("2026-11-28T19:00:00-08:00");
  const outcome = await planVisit(form, { content, now: saturdayEvening, fromPage: "/visit" });
  if (!outcome.ok) throw new Error("not planned");
  expect(outcome.plan.reminder).toBe("not-needed");
  await deliverAll(saturdayEvening);
  const [confirmation] = await received(catcher());
  expect(confirmation!.text).not.toContain("reminder");
  expect(queueDueReminders(saturdayEvening + 60_000, content)).toBe(0);
});

test("a change moves the reminder to the new date; one not yet sent for the old date is dropped", async () => {
  const planned = await plan();
  await catcher().stop();
  expect(queueDueReminders(SATURDAY_5PM, content)).toBe(1);
  await changeVisit(planned.id, nextSunday!.id, { content, now: SATURDAY_5PM + 60_000 });
  await catcher().start();
  await deliverAll(SATURDAY_5PM + 120_000);
  expect(await subjects()).toEqual([`Your visit to ${content.church.name} is now ${nextSunday!.label}`]);
  catcher().messages.length = 0;
  expect(getPlan(planned.id)).toMatchObject({
    reminder: "scheduled",
    reminderAt: Date.parse("2026-12-05T17:00:00-08:00"),
  });
  expect(queueDueReminders(Date.parse("2026-12-05T17:00:00-08:00"), content)).toBe(1);
  await deliverAll(Date.parse("2026-12-05T17:00:00-08:00"));
  expect(await subjects()).toEqual([`Reminder: your visit to ${content.church.name} on ${nextSunday!.label}`]);
});

test("the reminder's time is the church's wall clock the day before, whatever daylight saving does", () => {
  // Sunday 1 November 2026: clocks go back at 2:00. The reminder is Saturday 17:00 PDT.
  expect(new Date(reminderAtFor(Date.parse("2026-11-01T10:30:00-08:00"), content)).toISOString()).toBe(
    "2026-11-01T00:00:00.000Z",
  );
  // Sunday 14 March 2027: clocks go forward at 2:00. The reminder is Saturday 17:00 PST.
  expect(new Date(reminderAtFor(Date.parse("2027-03-14T10:30:00-07:00"), content)).toISOString()).toBe(
    "2027-03-14T01:00:00.000Z",
  );
});
