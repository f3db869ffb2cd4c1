import { afterEach, expect, test } from "vitest";
import { occasionOf, rememberPlanningCenterEvents } from "./registration-facts.server";
import { queueDueRegistrationReminders } from "./registration-reminders.server";
import { openSettings, queuedMail, registerAlone, restore, withEvent } from "./test-support";

const settings = openSettings();
// The event: Monday 12 July 2027, 9:00 in Los Angeles; the reminder the day before at the visits' hour (17:00).
const REMINDER_AT = Date.parse("2027-07-11T17:00:00-07:00");

afterEach(restore);

const register = (name: string, at: number) => registerAlone(name, settings, at);

test("the reminder the day before at the visits' hour, church zone: queued once, never for someone who signed up after that hour", async () => {
  const content = withEvent(settings, "registration-reminder-test");
  expect(content.services.visit.reminderTime).toBe("17:00");
  await register("ann", Date.parse("2027-06-01T09:00:00-07:00"));
  await register("late", REMINDER_AT + 60_000);
  expect(queueDueRegistrationReminders(REMINDER_AT - 1, content)).toBe(0);
  expect(queueDueRegistrationReminders(REMINDER_AT, content)).toBe(1);
  expect(queueDueRegistrationReminders(REMINDER_AT + 120_000, content)).toBe(1);
  const reminders = queuedMail().filter((mail) => mail.props.kind === "reminder");
  expect(reminders.map((mail) => mail.to)).toEqual(["ann@example.org"]);
  expect(reminders[0]!.notAfter).toBe(Date.parse("2027-07-12T09:00:00-07:00"));
});

test("a Planning Center event opted in by id is named and dated from the calendar as last read", () => {
  const content = { ...withEvent(settings, "registration-pco-test"), signUps: { "4242": settings } };
  expect(occasionOf(content, "4242", null)).toBeNull();
  rememberPlanningCenterEvents(
    [
      {
        id: "4242",
        name: "Men's Breakfast",
        detailLines: [""],
        imageUrl: null,
        registrationUrl: null,
        instances: [
          {
            id: "1",
            allDay: false,
            startsAt: "2027-08-07T15:00:00Z",
            endsAt: "2027-08-07T17:00:00Z",
            location: "Fellowship Hall",
            recurrence: null,
            recurrenceDescription: null,
          },
        ],
      },
    ],
    content,
  );
  expect(occasionOf(content, "4242", null)).toEqual({
    eventId: "4242",
    occurrence: null,
    name: "Men's Breakfast",
    start: Date.parse("2027-08-07T15:00:00Z"),
    end: Date.parse("2027-08-07T17:00:00Z"),
    allDay: false,
    location: "Fellowship Hall",
  });
  expect(occasionOf(content, "9999", null)).toBeNull();
});
