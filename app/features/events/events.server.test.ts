import { readFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import { clearMemoryCacheForTests } from "~/server/cache.server";
import { closeDb } from "~/server/db.server";
import { getContent, setContentForTests } from "~/server/content.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetRateLimitsForTests } from "~/server/fetch.server";
import {
  FIXTURE_EVENT_NAMES,
  startFakePlanningCenter,
  type FakePlanningCenter,
} from "../../../tests/fakes/planning-center-server";
import {
  arrangeEvents,
  currentEvents,
  fallbackBackground,
  getEventsPage,
  isSameChurchDay,
  loadCalendarEvents,
  toChurchEvent,
  warmEvents,
} from "./events.server";
import { eventsFromPages, parseEventInstancesPage } from "./planning-center.server";

const fixture = (name: string) =>
  parseEventInstancesPage(JSON.parse(readFileSync(path.resolve("tests/fixtures/planning-center", name), "utf8")));
// Monday 2 June 2025, 10:00 in San Luis Obispo.
const now = Date.parse("2025-06-02T17:00:00Z");
const fixtureEvents = () =>
  currentEvents(
    eventsFromPages([fixture("event-instances-page-1.json"), fixture("event-instances-page-2.json")]),
    now,
  ).map((event) => toChurchEvent(event, now));

test("maps the first instance of each event to what a card shows", () => {
  const events = fixtureEvents();
  expect(events.map((event) => event.name)).toEqual(FIXTURE_EVENT_NAMES);
  expect(events.find((event) => event.name === "Sunday Worship Gathering")).toMatchObject({
    startsAt: "2025-06-08T17:30:00.000Z",
    dateLabel: "Every week on Sunday • 10:30am",
    month: "Jun",
    day: "8",
    date: "2025-06-08",
    recurring: true,
    imageUrl:
      "https://images.planningcenterusercontent.com/v1/transform?bucket=resources-production&key=uploads%2F200413%2Fworship.jpg",
    registrationUrl: null,
  });
  expect(events.find((event) => event.name === "Community Dinner")).toMatchObject({
    dateLabel: "Friday, June 6 • 7:00pm - 8:30pm",
    month: "Jun",
    day: "6",
    recurring: false,
  });
  expect(events.find((event) => event.name === "VBS")).toMatchObject({
    dateLabel: "July 14-18",
    registrationUrl: "https://redwoodcoast.churchcenter.com/registrations/events/2450011",
  });
  expect(events.find((event) => event.name === "Family Camp")).toMatchObject({
    dateLabel: "July 30-August 2",
    month: "Jul",
    day: "30",
  });
});

test("events are sorted by the start of their first instance, and ended instances are dropped", () => {
  // Sunday 8 June, 1pm: the dinner is over and the first Sunday gathering too.
  const later = Date.parse("2025-06-08T20:00:00Z");
  const events = currentEvents(
    eventsFromPages([fixture("event-instances-page-1.json"), fixture("event-instances-page-2.json")]),
    later,
  );
  expect(events.map((event) => event.name)).toEqual([
    "Sunday Worship Gathering",
    "Men's Breakfast",
    "VBS",
    "Family Camp",
  ]);
  expect(events[0]!.instances[0]!.startsAt).toBe("2025-06-15T17:30:00.000Z");
});

test("the fallback background is one of 9, the same for the same id every time", () => {
  const ids = Array.from({ length: 60 }, (_, index) => String(1000 + index));
  const chosen = ids.map(fallbackBackground);
  expect(ids.map(fallbackBackground)).toEqual(chosen);
  for (const url of chosen) expect(url).toMatch(/^\/images\/events\/fallback-[1-9]\.svg$/);
  expect(new Set(chosen).size).toBe(9);
});

test("VBS is featured whatever its case, and is not repeated in the lists", () => {
  const events = fixtureEvents();
  const { featured, upcoming, ongoing } = arrangeEvents(
    events.map((event) => (event.name === "VBS" ? { ...event, name: "Vbs" } : event)),
    "vbs",
  );
  expect(featured?.name).toBe("Vbs");
  expect(upcoming.map((event) => event.name)).toEqual(["Community Dinner", "Family Camp"]);
  expect(ongoing.map((event) => event.name)).toEqual(["Sunday Worship Gathering", "Men's Breakfast"]);
});

test("without VBS the first non-recurring event is featured; Upcoming may then be empty", () => {
  const events = fixtureEvents().filter((event) => event.name !== "VBS" && event.name !== "Family Camp");
  const { featured, upcoming, ongoing } = arrangeEvents(events, "vbs");
  expect(featured?.name).toBe("Community Dinner");
  expect(upcoming).toEqual([]);
  expect(ongoing).toHaveLength(2);
});

test("only recurring events: nothing featured, all ongoing", () => {
  const events = fixtureEvents().filter((event) => event.recurring);
  expect(arrangeEvents(events, "vbs")).toMatchObject({ featured: null, upcoming: [] });
});

test("freshness follows the church-zone calendar day", () => {
  expect(isSameChurchDay(now, Date.parse("2025-06-03T06:59:00Z"))).toBe(true); // 11:59pm on the 2nd in California
  expect(isSameChurchDay(now, Date.parse("2025-06-03T07:00:00Z"))).toBe(false); // midnight, the 3rd
});

// Live mode: the events page against the local fake Planning Center, with the cache on disk.

let fake: FakePlanningCenter;
let logged: string;
const savedEnv = { ...process.env };
const demoContent = getContent();

beforeEach(async () => {
  fake = await startFakePlanningCenter();
  closeDb();
  clearMemoryCacheForTests();
  resetRateLimitsForTests();
  Object.assign(process.env, {
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "events-test-")),
    PCO_APP_ID: fake.appId,
    PCO_SECRET: fake.secret,
    PCO_API_URL: fake.url,
    LOG_LEVEL: "debug",
  });
  resetEnvForTests();
  // Planning Center's calendar alone: the church's own events have tests of their own (folder-events.test.ts).
  setContentForTests({ ...demoContent, events: [] });
  logged = "";
  const capture = (chunk: string | Uint8Array) => {
    logged += String(chunk);
    return true;
  };
  vi.spyOn(process.stdout, "write").mockImplementation(capture);
  vi.spyOn(process.stderr, "write").mockImplementation(capture);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await fake.close();
  process.env = { ...savedEnv };
  resetEnvForTests();
});

afterAll(() => {
  closeDb();
  setContentForTests(demoContent);
});

test("concurrent requests share one upstream read, and the same day reads no more", async () => {
  const pages = await Promise.all(Array.from({ length: 20 }, () => getEventsPage(now)));
  expect(fake.requests).toHaveLength(2); // two pages, once
  for (const page of pages) expect(page.featured?.name).toBe("VBS");
  await getEventsPage(Date.parse("2025-06-03T06:00:00Z"));
  expect(fake.requests).toHaveLength(2);
});

test("a new church day refetches in the background while the copy is served", async () => {
  await getEventsPage(now);
  const nextDay = Date.parse("2025-06-03T16:00:00Z");
  const page = await getEventsPage(nextDay);
  expect(page.status).toBe("ok");
  await vi.waitFor(() => expect(fake.requests).toHaveLength(4));
});

test("when Planning Center fails, the last good copy is served, from disk after a restart", async () => {
  await getEventsPage(now);
  fake.behaviour = "server-error";
  clearMemoryCacheForTests(); // a restart: only the disk copy remains
  const page = await getEventsPage(Date.parse("2025-06-04T16:00:00Z"));
  expect(page.status).toBe("ok");
  expect(page.featured?.name).toBe("VBS");
  expect(page.upcoming.map((event) => event.name)).toEqual(["Community Dinner", "Family Camp"]); // the dinner of the 6th is still ahead
});

test("with no copy ever fetched and Planning Center down, the page data says unavailable instead of failing", async () => {
  fake.behaviour = "server-error";
  await expect(getEventsPage(now)).resolves.toEqual({
    status: "unavailable",
    featured: null,
    upcoming: [],
    ongoing: [],
  });
});

test("the secret and the Authorization header never reach a log line", async () => {
  await getEventsPage(now);
  fake.behaviour = "unauthorized";
  clearMemoryCacheForTests();
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "events-test-"));
  resetEnvForTests();
  await getEventsPage(now);
  expect(logged).toContain("planningCenter"); // the calls were logged…
  expect(logged).not.toContain(fake.secret); // …without the secret
  expect(logged).not.toContain(Buffer.from(`${fake.appId}:${fake.secret}`).toString("base64"));
});

test("an event leaves the page as soon as it ends, from the same copy", async () => {
  const duringDinner = Date.parse("2025-06-07T02:30:00Z"); // Friday 6 June, 7:30pm
  const first = await getEventsPage(duringDinner);
  expect(await getEventsPage(duringDinner + 60_000)).toEqual(first);
  expect(first.featured?.name).toBe("VBS");
  expect(first.upcoming.map((event) => event.name)).toEqual(["Community Dinner", "Family Camp"]);
  const afterDinner = await getEventsPage(Date.parse("2025-06-07T03:31:00Z")); // 8:31pm, the same day
  expect(afterDinner.upcoming.map((event) => event.name)).toEqual(["Family Camp"]);
  expect(fake.requests).toHaveLength(2);
});

test("start-up warms the cache, so the first visitor does not wait for Planning Center", async () => {
  void warmEvents();
  await vi.waitFor(() => expect(fake.requests).toHaveLength(2));
  await getEventsPage(Date.now());
  expect(fake.requests).toHaveLength(2);
});

test("a church that names no featured event features its first one-off event", () => {
  const { featured } = arrangeEvents(fixtureEvents());
  expect(featured?.recurring).toBe(false);
  expect(featured?.name).not.toBe("VBS");
});

test("a church without Planning Center asks nothing at start-up and logs no warning", async () => {
  Object.assign(process.env, { CONTENT_DIR: "tests/fixtures/content/eastholm", PCO_APP_ID: "", PCO_SECRET: "" });
  delete process.env.DEMO;
  resetEnvForTests();
  await warmEvents();
  await expect(loadCalendarEvents(now)).resolves.toEqual([]);
  expect(fake.requests).toHaveLength(0);
  expect(logged).not.toContain("warn");
});
