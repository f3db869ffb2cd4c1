import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { outboxCounts } from "~/server/outbox.server";
import { addVisitRequest, deleteExpiredVisitRequests, listVisitRequests } from "./visit-requests.server";

const DAY = 24 * 60 * 60 * 1000;
/** Every request here is made on this day, so the form's dated choices below are still to come. */
const NOW = Date.parse("2026-11-22T18:00:00Z");

const filled = {
  name: " Ann Lee ",
  email: "Ann@Example.org",
  phone: "(805) 555-0100",
  service: "2027-03-28T10:30",
  childrenCount: "2",
  childrenAges: "4 and 7",
  season: "/easter",
};

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "visits-test-"));
  delete process.env.SMTP_URL;
  delete process.env.VISIT_NOTIFY_TO;
  resetEnvForTests();
});
afterAll(() => {
  closeDb();
  delete process.env.SMTP_URL;
  delete process.env.VISIT_NOTIFY_TO;
  resetEnvForTests();
});

test("a request is stored with its fields cleaned up", async () => {
  const result = await addVisitRequest(filled, NOW);
  expect(result.ok).toBe(true);
  expect(listVisitRequests()).toEqual([
    expect.objectContaining({
      name: "Ann Lee",
      email: "ann@example.org",
      phone: "(805) 555-0100",
      children_count: 2,
      season: "/easter",
      service: "Sunday, March 28, 2027, 10:30 AM",
    }),
  ]);
});

test("optional fields may be left out", async () => {
  expect(
    (
      await addVisitRequest(
        {
          name: "Ben",
          email: "ben@example.org",
          service: "2026-12-24T18:00",
          season: "/christmas",
          phone: "",
          childrenCount: "",
        },
        NOW,
      )
    ).ok,
  ).toBe(true);
  expect(listVisitRequests()[0]).toMatchObject({ phone: null, children_count: null, children_ages: null });
});

test("each bad field gets its own message and nothing is stored", async () => {
  const result = await addVisitRequest(
    {
      ...filled,
      name: "",
      email: "a@",
      phone: "call me",
      childrenCount: "-1",
      season: "/summer",
    },
    NOW,
  );
  expect(result).toEqual({
    ok: false,
    fieldErrors: {
      name: "Please enter your name",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      childrenCount: "Please enter a number from 0 to 20",
      season: "Please plan your visit from one of our pages",
    },
  });
  expect(listVisitRequests()).toEqual([]);
});

test("with SMTP set, the e-mail to the church is queued in the same commit", async () => {
  process.env.SMTP_URL = "smtp://localhost:2525";
  process.env.VISIT_NOTIFY_TO = "office@church.example";
  resetEnvForTests();
  await addVisitRequest(filled, NOW);
  expect(outboxCounts()).toEqual({ pending: 1, delivered: 0, failed: 0 });
});

test("visit plans are deleted one year after they were sent, with their queued notices (the privacy policy's promise)", async () => {
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  process.env.VISIT_NOTIFY_TO = "office@example.org";
  resetEnvForTests();
  const sent = Date.parse("2025-11-20T18:00:00Z");
  await addVisitRequest({ ...filled, season: "/christmas", service: "2025-12-24T18:00" }, sent);
  await addVisitRequest(
    { ...filled, name: "Ben", email: "ben@example.org", season: "/christmas", service: "2025-12-24T18:00" },
    sent + 3 * DAY,
  );

  const dayBeforeTheYearIsUp = sent + 364 * DAY;
  expect(deleteExpiredVisitRequests(dayBeforeTheYearIsUp)).toEqual({ visitRequests: 0, visitNotices: 0 });
  expect(listVisitRequests()).toHaveLength(2);

  expect(deleteExpiredVisitRequests(sent + 366 * DAY)).toEqual({ visitRequests: 1, visitNotices: 1 });
  expect(listVisitRequests().map((row) => row.name)).toEqual(["Ben"]);
  expect(outboxCounts().pending).toBe(1);
});

test("a service that has already started is refused with a clear message, and nothing is stored", async () => {
  const christmasEve = { ...filled, season: "/christmas", service: "2026-12-24T16:30" };
  const duringTheFirstService = Date.parse("2026-12-24T16:45:00-08:00");
  expect(await addVisitRequest(christmasEve, duringTheFirstService)).toEqual({
    ok: false,
    fieldErrors: { service: "That service has already taken place. Please choose one that is still to come." },
  });
  // Last year's Easter, from a page left open since April.
  expect(await addVisitRequest({ ...filled, service: "2026-04-05T09:00" }, NOW)).toMatchObject({
    fieldErrors: { service: /already taken place/ },
  });
  // The later service that evening is still to come.
  expect((await addVisitRequest({ ...christmasEve, service: "2026-12-24T18:00" }, duringTheFirstService)).ok).toBe(
    true,
  );
  expect(listVisitRequests().map((row) => row.service)).toEqual(["Thursday, December 24, 2026, 6:00 PM"]);
});

test("a service the season does not have is refused", async () => {
  expect(await addVisitRequest({ ...filled, service: "10:30 AM" }, NOW)).toMatchObject({
    fieldErrors: { service: "Please choose a service" },
  });
  expect(await addVisitRequest({ ...filled, service: "2027-03-28T07:00" }, NOW)).toMatchObject({
    fieldErrors: { service: "Please choose a service" },
  });
  expect(listVisitRequests()).toEqual([]);
});
