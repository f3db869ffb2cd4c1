import { parse } from "csv-parse/sync";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { NOW, sundayServices } from "./test-support";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { getContent } from "~/server/content.server";
import { visitContentOf } from "./visit-content";
import { cancelVisit, changeVisit, planVisit } from "./visits.server";
import { comingServices, whoIsComing, whoIsComingCsv } from "./who-is-coming.server";

const content = visitContentOf(getContent());
const [first, second] = sundayServices(NOW);
const WEEK = 7 * 24 * 3600_000;

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "coming-test-"));
  resetEnvForTests();
});
afterAll(() => closeDb());

async function plan(fields: Record<string, string>, now = NOW) {
  const outcome = await planVisit({ adults: "1", service: first!.id, ...fields }, { content, now, fromPage: "/visit" });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.fieldErrors));
  return outcome.plan;
}

test("the staff see each service's guests with the children's ages; cancelled plans are not there, moved ones are", async () => {
  await plan({ name: "Ann Lee", email: "ann@example.org", adults: "2", childrenAges: "4, 7", phone: "805 555 0100" });
  const ben = await plan({ name: "Ben Ortiz", email: "ben@example.org" }, NOW + 1000);
  const cam = await plan(
    { name: "Cam Diaz", email: "cam@example.org", childrenAges: "12", noReminder: "on" },
    NOW + 2000,
  );
  await cancelVisit(ben.id, { content, now: NOW + 3000 });
  await changeVisit(cam.id, second!.id, { content, now: NOW + 4000 });

  const coming = whoIsComing(NOW, NOW + 3 * WEEK, { content, now: NOW });
  expect(coming.map((service) => [service.serviceLabel, service.adults, service.children])).toEqual([
    [first!.label, 2, 2],
    [second!.label, 1, 1],
  ]);
  expect(coming[0]!.guests).toEqual([
    expect.objectContaining({
      name: "Ann Lee",
      adults: 2,
      childrenAges: [4, 7],
      phone: "805 555 0100",
      status: "planned",
      reminder: true,
    }),
  ]);
  expect(coming[1]!.guests).toEqual([
    expect.objectContaining({ name: "Cam Diaz", childrenAges: [12], status: "changed", reminder: false }),
  ]);
  // Another week's list holds neither.
  expect(whoIsComing(NOW + 3 * WEEK, NOW + 4 * WEEK, { content, now: NOW })).toEqual([]);
});

test("the CSV export reads back, one row a guest, and a typed formula stays text", async () => {
  await plan({ name: '=HYPERLINK("http://evil.example")', email: "eve@example.org", childrenAges: "3 and 5" });
  await plan({ name: "Dee, Jr.", email: "dee@example.org" }, NOW + 60_000);
  const csv = whoIsComingCsv(whoIsComing(NOW, NOW + WEEK, { content, now: NOW }));
  expect(csv).toContain("\r\n");
  const rows = parse(csv, { columns: true }) as Record<string, string>[];
  expect(rows).toEqual([
    {
      service: "Sunday Morning Service",
      when: first!.label,
      name: '\'=HYPERLINK("http://evil.example")',
      email: "eve@example.org",
      phone: "",
      adults: "1",
      children: "2",
      "children's ages": "3, 5",
      "planned at": new Date(NOW).toISOString(),
    },
    expect.objectContaining({ name: "Dee, Jr.", children: "0", "children's ages": "" }),
  ]);
});

test("the coming services: a service that has begun stays listed for the rest of its day, then leaves the list", async () => {
  await plan({ name: "Ann Lee", email: "ann@example.org", childrenAges: "4" });
  await plan({ name: "Ben Ortiz", email: "ben@example.org", service: second!.id });
  const during = first!.start + 30 * 60_000;
  expect(comingServices({ content, now: NOW }).map((service) => service.serviceId)).toEqual([first!.id, second!.id]);
  expect(comingServices({ content, now: during }).map((service) => service.serviceId)).toEqual([first!.id, second!.id]);
  // Midnight in the church's zone (the tests run with TZ=Asia/Kolkata): the first Sunday is gone.
  const nextDay = Date.parse("2026-11-30T00:00:00-08:00");
  expect(comingServices({ content, now: nextDay - 1 }).map((service) => service.serviceId)).toEqual([
    first!.id,
    second!.id,
  ]);
  expect(comingServices({ content, now: nextDay }).map((service) => service.serviceId)).toEqual([second!.id]);
});
