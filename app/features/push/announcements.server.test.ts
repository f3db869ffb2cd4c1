import { expect, test } from "vitest";
import { listAudit } from "~/features/auth/audit-log.server";
import { deliveriesDb, resultsOf } from "./deliveries.server";
import { noticeById } from "./notices.server";
import { announceSample, deliverAll, readSample, subscribePhone, withFakePushService } from "./test-support";

const fake = withFakePushService();
// Every clock here is a test clock, in the church's zone (America/Los_Angeles, announceSample's).
const at = (local: string) => Date.parse(`${local}-08:00`);

test("what staff type is checked: each language's title and line, a page of this site, a topic, a time out of the quiet hours", async () => {
  const now = at("2026-03-04T12:00:00");
  expect(readSample({ "title-es": " " }, now)).toMatchObject({
    ok: false,
    field: "title-es",
    problem: "title",
    language: "es",
  });
  expect(readSample({ "body-en": "x".repeat(151) }, now)).toMatchObject({
    ok: false,
    field: "body-en",
    problem: "bodyLong",
  });
  for (const path of ["https://evil.example/", "//evil.example/x", "/admin/people", "events", "/es/events", "/a b"])
    expect(readSample({ path }, now), path).toMatchObject({ ok: false, field: "path" });
  expect(readSample({ topic: "reminders" }, now)).toMatchObject({ ok: false, field: "topic" });
  expect(readSample({ when: "later", at: "tomorrow" }, now)).toMatchObject({ ok: false, field: "at", problem: "at" });
  expect(readSample({ when: "later", at: "2026-03-04T11:00" }, now)).toMatchObject({ ok: false, problem: "past" });
  expect(readSample({ when: "later", at: "2026-03-04T21:30" }, now)).toMatchObject({ ok: false, problem: "quiet" });
  expect(readSample({ when: "later", at: "2026-06-04T09:00" }, now)).toMatchObject({ ok: false, problem: "far" });
  // Wednesday 9 am church time, whatever the server's zone (the tests run in Kolkata's).
  const scheduled = readSample({ when: "later", at: "2026-03-05T09:00" }, now);
  expect(scheduled).toMatchObject({
    ok: true,
    announcement: { sendAt: at("2026-03-05T09:00:00"), heldForQuietHours: false },
  });
});

test("scheduled for Wednesday 9 am, it goes then and not before, and the activity log has it", async () => {
  const phone = await subscribePhone(fake(), ["news"], { now: at("2026-03-03T10:00:00") });
  const notice = announceSample({ when: "later", at: "2026-03-04T09:00" }, at("2026-03-03T10:00:00"));
  await deliverAll(at("2026-03-04T08:59:00"));
  expect(fake().messages).toHaveLength(0);
  expect(noticeById(deliveriesDb(), notice.id)?.status).toBe("scheduled");
  await deliverAll(at("2026-03-04T09:00:00"));
  expect(fake().messages.map((message) => message.endpoint)).toEqual([phone]);
  const log = listAudit({ limit: 10 }).map((entry) => [entry.action, entry.actor, entry.subject, entry.detail]);
  expect(log).toContainEqual([
    "notice-scheduled",
    "pastor@example.org",
    "Meal train for the Garcias",
    "to the news topic, for 2026-03-04 09:00",
  ]);
  expect(log).toContainEqual([
    "notice-sent",
    "the site",
    "Meal train for the Garcias",
    "announcement, to 1 phone; written by pastor@example.org",
  ]);
});

test("quiet hours: written at 9 pm, it goes at 8 am church time; a notice the form let through is held by the sender too", async () => {
  await subscribePhone(fake(), ["news"], { now: at("2026-03-04T20:00:00") });
  const evening = readSample({}, at("2026-03-04T21:00:00"));
  expect(evening).toMatchObject({
    ok: true,
    announcement: { sendAt: at("2026-03-05T08:00:00"), heldForQuietHours: true },
  });
  announceSample({}, at("2026-03-04T21:00:00"));
  await deliverAll(at("2026-03-05T07:59:00"));
  expect(fake().messages).toHaveLength(0);
  await deliverAll(at("2026-03-05T08:00:00"));
  expect(fake().messages).toHaveLength(1);

  // An announcement due at 7:59 pm whose phones are reached only after 8 pm (the server was down): 8 am.
  announceSample({ "title-en": "Choir practice moved" }, at("2026-03-05T19:59:00"));
  await deliverAll(at("2026-03-05T20:30:00"));
  expect(fake().messages).toHaveLength(1);
  await deliverAll(at("2026-03-06T08:00:00"));
  expect(fake().messages.map((message) => message.payload.notification.title)).toEqual([
    "Meal train for the Garcias",
    "Choir practice moved",
  ]);
});

test("a phone gets at most two announcements a church day; the third is skipped for it and counted, the next day it gets them again", async () => {
  const busy = await subscribePhone(fake(), ["news"], { now: at("2026-03-04T08:00:00") });
  const first = announceSample({ "title-en": "One" }, at("2026-03-04T09:00:00"));
  await deliverAll(at("2026-03-04T09:00:00"));
  announceSample({ "title-en": "Two" }, at("2026-03-04T10:00:00"));
  await deliverAll(at("2026-03-04T10:00:00"));
  // A phone that subscribed since has had none today: it gets the third.
  const fresh = await subscribePhone(fake(), ["news"], { now: at("2026-03-04T11:00:00") });
  const third = announceSample({ "title-en": "Three" }, at("2026-03-04T11:00:00"));
  await deliverAll(at("2026-03-04T11:00:00"));
  const titlesFor = (endpoint: string) =>
    fake()
      .messages.filter((message) => message.endpoint === endpoint)
      .map((message) => message.payload.notification.title);
  expect(titlesFor(busy)).toEqual(["One", "Two"]);
  expect(titlesFor(fresh)).toEqual(["Three"]);
  expect(resultsOf(deliveriesDb(), third.id)).toEqual({ sent: 1, failed: 0, capped: 1, waiting: 0 });
  expect(resultsOf(deliveriesDb(), first.id)).toMatchObject({ sent: 1, capped: 0 });
  // The next church day (just past midnight, church time: 8 am is the quiet hours' end).
  announceSample({ "title-en": "Four" }, at("2026-03-05T08:00:00"));
  await deliverAll(at("2026-03-05T08:00:00"));
  expect(titlesFor(busy)).toEqual(["One", "Two", "Four"]);
});
