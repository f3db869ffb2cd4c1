import { parse } from "csv-parse/sync";
import { afterEach, expect, test } from "vitest";
import type { ChurchContent, RegistrationSettings } from "~/content/model";
import { translator } from "~/i18n/translate";
import { rosterCsv, rosterOf } from "./rosters.server";
import { confirmRegistration, signUp } from "./take-places.server";
import { EVENT, queuedMail, restore, withEvent } from "./test-support";
import { writeToRegistered } from "./write-to-registered.server";

const NOW = Date.parse("2027-06-01T09:00:00-07:00");
const settings: RegistrationSettings = {
  open: true,
  capacity: 3,
  attendeeTypes: [
    { id: "child", name: "Child", price: 2000 },
    { id: "adult", name: "Helper" },
  ],
  ageAsked: true,
  questions: [
    { id: "allergies", label: "Any allergies?", kind: "text", required: false },
    { id: "photos", label: "May we take photos?", kind: "yes-no", required: false },
  ],
  perSignUpLimit: 6,
};

afterEach(restore);

async function register(
  content: ChurchContent,
  name: string,
  attendees: { name: string; type: string; age?: number }[],
  answers: Record<string, string>,
) {
  const result = await signUp(
    {
      eventId: EVENT,
      occurrence: null,
      email: `${name.toLowerCase()}@example.org`,
      contactName: name,
      attendees,
      answers,
      language: "en",
      clientKey: name,
      settings: content.events[0]!.registration!,
    },
    NOW,
  );
  if (!result.ok) throw new Error("not signed up");
  if (result.registration.status === "held") confirmRegistration(result.registration.id, NOW, settings);
  return result.registration.id;
}

test("the roster: who is registered with their answers, who waits; the CSV read back by csv-parse, one row an attendee, formulas defused", async () => {
  const content = withEvent(settings, "roster-test");
  await register(
    content,
    "Ann",
    [
      { name: "Sam", type: "child", age: 7 },
      { name: "Ann", type: "adult" },
    ],
    { allergies: "Peanuts", photos: "no" },
  );
  await register(content, "=HYPERLINK(1)", [{ name: "Tom", type: "child", age: 9 }], {});
  await register(content, "Cal", [{ name: "Kim", type: "child", age: 5 }], { photos: "yes" });

  const roster = rosterOf(content, EVENT)!;
  expect(roster.questions).toEqual(["Any allergies?", "May we take photos?"]);
  const [date] = roster.dates;
  expect(date!.registered.map((entry) => entry.contactName)).toEqual(["Ann", "=HYPERLINK(1)"]);
  expect(date!.waitlist.map((entry) => entry.contactName)).toEqual(["Cal"]);
  expect(date!.placesTaken).toBe(3);
  expect(date!.registered[0]!.answers).toEqual([
    { question: "Any allergies?", answer: "Peanuts" },
    { question: "May we take photos?", answer: false },
  ]);

  const { t } = translator("en");
  const rows = parse(rosterCsv(roster, { t, when: () => "Monday, July 12, 2027" }), {
    columns: true,
    bom: true,
  }) as Record<string, string>[];
  expect(rows).toHaveLength(4);
  expect(rows[0]).toMatchObject({
    date: "Monday, July 12, 2027",
    attendee: "Sam",
    type: "Child",
    age: "7",
    "signed up by": "Ann",
    email: "ann@example.org",
    status: "Registered",
    "Any allergies?": "Peanuts",
    "May we take photos?": "No",
  });
  expect(rows[1]).toMatchObject({ attendee: "Ann", type: "Helper", age: "" });
  expect(rows[2]!["signed up by"]).toBe("'=HYPERLINK(1)");
  expect(rows[3]).toMatchObject({ attendee: "Kim", status: "Waiting", "May we take photos?": "Yes" });
});

test("write to everyone registered: one e-mail each to the confirmed, none to the waitlist; the same post twice sends once; a missing subject sends nothing", async () => {
  const content = withEvent(settings, "roster-message-test");
  await register(
    content,
    "Ann",
    [
      { name: "Sam", type: "child" },
      { name: "Ann", type: "adult" },
    ],
    {},
  );
  await register(content, "Bob", [{ name: "Tom", type: "child" }], {});
  await register(content, "Cal", [{ name: "Kim", type: "child" }], {});
  const message = {
    content,
    now: NOW,
    eventId: EVENT,
    subject: "Bring water",
    body: "It will be hot.",
    messageId: "7b0c1a52-9e7f-4c1d-8d7e-3f1d2b6a9c10",
  };

  expect(writeToRegistered({ ...message, subject: " " })).toEqual({ ok: false, fieldErrors: { subject: "missing" } });
  expect(writeToRegistered(message)).toEqual({ ok: true, queued: 2 });
  writeToRegistered(message);
  const sent = queuedMail().filter((mail) => mail.props.kind === "message");
  expect(sent.map((mail) => mail.to).sort()).toEqual(["ann@example.org", "bob@example.org"]);
  expect(sent[0]!.props.message).toEqual({ subject: "Bring water", body: "It will be hot." });
  expect(sent[0]!.props.manageUrl).toMatch(/^https:\/\/www\.example\.org\/my-registration\?registration=/);
});
