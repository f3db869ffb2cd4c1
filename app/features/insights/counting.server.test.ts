import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { insightRange } from "~/lib/insight-range";
import { closeDb } from "~/server/db.server";
import { getContent } from "~/server/content.server";
import { resetEnvForTests } from "~/server/env.server";
import { deleteExpiredCounts } from "./clean-up.server";
import { countStep } from "./count-step.server";
import { countPlay, countView, writeCounts, type View } from "./counter.server";
import { countsByDay, countsByPage, countsByTrait, entriesBy, stepCounts } from "./insights-queries.server";
import { insightsReport } from "./report.server";
import { countServedPages } from "./served-pages.server";
import { forgetAllDaysForTests } from "./visitor-day.server";

/** Counting without tracking (issue 47), in one process: what the server counts as it answers, and what a beacon adds. */

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
// 10:00 on a Sunday in the church's zone (America/Los_Angeles); each test takes days of its own.
const SUNDAY = Date.parse("2031-03-02T18:00:00Z");
const DAY = 86_400_000;
const trustLoopback = (address: string | undefined) => address === "127.0.0.1";
const served = countServedPages(trustLoopback);

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "insights-counting-"));
  // Who was seen on which day is kept in memory beside the database: a fresh database, a fresh memory.
  forgetAllDaysForTests();
  process.env.ALLOW_TEST_CLOCK = "true";
  resetEnvForTests();
});

function answer(url: string, address: string, now: number, headers: IncomingHttpHeaders = {}) {
  const req = {
    method: "GET",
    url,
    headers: {
      "user-agent": CHROME,
      host: "church.example",
      "x-forwarded-for": address,
      "x-test-now": new Date(now).toISOString(),
      ...headers,
    },
    socket: { remoteAddress: "127.0.0.1" },
  } as unknown as IncomingMessage;
  served(req, 200, "text/html; charset=utf-8");
}

const beacon = (path: string, address: string, now: number, extra: Partial<View> = {}) =>
  countView({
    now,
    address,
    userAgent: CHROME,
    path,
    arrival: { kind: "direct" },
    campaign: "",
    device: "desktop",
    by: "beacon",
    ...extra,
  });

const day = (now: number) => insightRange({ range: "custom", from: iso(now), to: iso(now) }, iso(now)).current;
const iso = (now: number) => new Date(now - 8 * 3600_000).toISOString().slice(0, 10);

test("a page the server answered and its own beacon count one view; a beacon alone (a CDN's copy) counts one more", () => {
  const now = SUNDAY;
  answer("/about", "198.51.100.1", now);
  expect(beacon("/about", "198.51.100.1", now + 2_000)).toBe(false);
  // The same visitor again from a CDN's copy, and another visitor from one: the server never saw them.
  expect(beacon("/about", "198.51.100.1", now + 60_000)).toBe(true);
  expect(beacon("/about", "198.51.100.2", now + 61_000)).toBe(true);
  writeCounts();
  expect(countsByPage(day(now), 10)).toEqual([{ name: "/about", views: 3, visitors: 2 }]);
});

test("staff, robots, the operator's checks, prefetches and (as the demo church chooses) Do Not Track are not counted", () => {
  const now = SUNDAY + 7 * DAY;
  answer("/", "198.51.100.3", now, { cookie: "staff-browser=1" });
  answer("/", "198.51.100.3", now, { cookie: "__Host-staff-browser=1" });
  answer("/", "198.51.100.4", now, {
    "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  answer("/", "198.51.100.5", now, { "user-agent": "curl/8.5.0" });
  answer("/", "198.51.100.5", now, { "user-agent": "" });
  answer("/", "198.51.100.6", now, { authorization: "Bearer operator" });
  answer("/", "198.51.100.7", now, { "sec-purpose": "prefetch;prerender" });
  answer("/", "198.51.100.8", now, { "sec-gpc": "1" });
  answer("/", "198.51.100.9", now, { dnt: "1" });
  answer("/", "198.51.100.10", now);
  writeCounts();
  expect(getContent().church.insights.honourDoNotTrack).toBe(true);
  expect(countsByDay(day(now))).toEqual([{ day: iso(now), views: 1, visitors: 1 }]);
});

test("the same visitor counts once a day, and again the next day: days are not linked", () => {
  const monday = SUNDAY + 14 * DAY;
  for (const page of ["/", "/about", "/events", "/"]) answer(page, "198.51.100.11", monday);
  answer("/", "198.51.100.11", monday + DAY);
  writeCounts();
  expect(countsByDay(day(monday))).toEqual([{ day: iso(monday), views: 4, visitors: 1 }]);
  expect(countsByDay(day(monday + DAY))).toEqual([{ day: iso(monday + DAY), views: 1, visitors: 1 }]);
  expect(countsByPage(day(monday), 10)).toEqual([
    { name: "/", views: 2, visitors: 1 },
    { name: "/about", views: 1, visitors: 1 },
    { name: "/events", views: 1, visitors: 1 },
  ]);
});

test("a day is the church's: 23:30 and 00:30 in its zone are two days, whatever the server's zone", () => {
  const lateSaturday = Date.parse("2031-03-30T06:30:00Z"); // 23:30 on Saturday, March 29, in California
  answer("/", "198.51.100.12", lateSaturday);
  answer("/", "198.51.100.12", lateSaturday + 3600_000);
  writeCounts();
  expect(countsByDay({ from: "2031-03-29", to: "2031-03-30", days: 2 }).map((row) => row.day)).toEqual([
    "2031-03-29",
    "2031-03-30",
  ]);
});

test("ways in by domain and campaign, devices and languages; nothing kept of the referrer's page", () => {
  const now = SUNDAY + 21 * DAY;
  answer("/easter?utm_source=Instagram", "198.51.100.13", now, {
    referer: "https://l.instagram.com/?u=https%3A%2F%2Fchurch",
  });
  answer("/es/", "198.51.100.14", now, { referer: "https://www.google.com/search?q=iglesia", "user-agent": PHONE });
  answer("/about", "198.51.100.14", now, { referer: "http://church.example/es/", "user-agent": PHONE });
  writeCounts();
  expect(entriesBy(day(now), "source", 10)).toEqual([
    { name: "google.com", views: 1, visitors: 0 },
    { name: "instagram.com", views: 1, visitors: 0 },
  ]);
  expect(entriesBy(day(now), "campaign", 10)).toEqual([{ name: "instagram", views: 1, visitors: 0 }]);
  expect(countsByTrait(day(now), "device")).toEqual([
    { name: "phone", views: 2, visitors: 1 },
    { name: "desktop", views: 1, visitors: 1 },
  ]);
  expect(countsByTrait(day(now), "language")).toEqual([
    { name: "en", views: 2, visitors: 2 },
    { name: "es", views: 1, visitors: 1 },
  ]);
});

test("steps with the page they started from; the report sets them beside that page's views and the days before", () => {
  const now = SUNDAY + 28 * DAY;
  answer("/visit", "198.51.100.15", now);
  answer("/visit", "198.51.100.16", now);
  countStep("visit-plan", { now, from: "/visit" });
  countStep("form-send", { now, from: "/forms/prayer", detail: "prayer" });
  countStep("visit-plan", { now: now - 7 * DAY, from: "/visit" });
  // A sermon played twice by one visitor (once a day a page), and the live page's player: live, not a sermon.
  for (const page of ["/message/renovated-lives", "/message/renovated-lives", "/watch/live"])
    countPlay({ now, address: "198.51.100.15", userAgent: CHROME, path: page });
  writeCounts();
  expect(stepCounts(day(now))).toEqual([
    { step: "form-send", detail: "prayer", path: "/forms/prayer", count: 1 },
    { step: "play", detail: "", path: "/message/renovated-lives", count: 1 },
    { step: "play", detail: "", path: "/watch/live", count: 1 },
    { step: "visit-plan", detail: "", path: "/visit", count: 1 },
  ]);
  const today = iso(now);
  const report = insightsReport(insightRange({ range: "week" }, today), {
    content: getContent(),
    page: null,
    gifts: false,
  });
  expect(report.steps.find((step) => step.step === "visit-plan")).toMatchObject({
    count: 1,
    previous: 1,
    pageViews: 2,
  });
  expect(report.totals.visitors).toEqual({ current: 2, previous: 0 });
  expect(report.plays).toEqual([{ name: "/message/renovated-lives", views: 1, visitors: 0, previousViews: 0 }]);
  expect(report.totals.plays).toEqual({ current: 1, previous: 0 });
  expect(report.gifts).toBeNull();
});

test("the nightly clean-up removes the days the church does not keep, and nothing else", () => {
  const content = getContent();
  const now = SUNDAY + 35 * DAY;
  const keepDays = content.church.insights.keepDays;
  answer("/", "198.51.100.17", now - keepDays * DAY);
  answer("/", "198.51.100.17", now - (keepDays - 1) * DAY);
  answer("/", "198.51.100.17", now);
  writeCounts();
  const everything = { from: iso(now - 800 * DAY), to: iso(now), days: 801 };
  expect(countsByDay(everything)).toHaveLength(3);
  expect(deleteExpiredCounts(now, content)).toEqual({ pageCounts: 1, otherCounts: 4 });
  expect(countsByDay(everything).map((row) => row.day)).toEqual([iso(now - (keepDays - 1) * DAY), iso(now)]);
  // The months' totals a long range reads are made again without the days that went.
  expect(countsByPage(everything, 10)).toEqual([{ name: "/", views: 2, visitors: 2 }]);
});

test("counts the database could not take wait for the next write; none is lost", () => {
  const now = SUNDAY + 42 * DAY;
  answer("/give", "198.51.100.18", now);
  const dataDir = process.env.DATA_DIR!;
  closeDb();
  process.env.DATA_DIR = path.join(dataDir, "site.db", "not-a-folder");
  resetEnvForTests();
  writeCounts();
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  writeCounts();
  expect(countsByPage(day(now), 10)).toEqual([{ name: "/give", views: 1, visitors: 1 }]);
});
