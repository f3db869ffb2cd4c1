import { afterAll, beforeEach, expect, test, vi } from "vitest";
import { startFakeVimeo, type FakeVimeo } from "../../../tests/fakes/vimeo-server";
import { restartOnFakeVimeo } from "../../../tests/support/vimeo";
import { closeDb } from "~/server/db.server";
import {
  getCurrentSeries,
  getLatestSermon,
  getSermonBySlug,
  getSermonPage,
  getSeriesBySlug,
  isSameChurchHour,
  listSeries,
  loadOrUnavailable,
} from "./sermons.server";

let fake: FakeVimeo;

/** A fresh process: new settings, an empty memory cache, and (unless kept) an empty disk. */
function restart({ keepDisk = false, vimeo = true } = {}) {
  restartOnFakeVimeo(fake, "sermons", { keepDisk, vimeo });
}

const albumListCalls = () => fake.requests.filter((request) => request.path.startsWith("/me/albums")).length;

afterAll(async () => {
  vi.useRealTimers();
  closeDb();
  await fake.close();
});
beforeEach(async () => {
  vi.useRealTimers();
  // A new fake for each test: an earlier test's refreshes still retrying in the background (an outage's) reach
  // the old one, not this test's count of upstream calls.
  await fake?.close();
  fake = await startFakeVimeo();
  restart();
});

test("the series list keeps only series with videos", async () => {
  const names = (await listSeries()).map((series) => series.name);
  expect(names).toEqual(["Renovated Lives", "The Gospel of Mark", "Psalms for the Summer"]);
  expect(await getSeriesBySlug("coming-soon-acts")).toBeNull();
});

test("the latest sermon is the last sermon of the first series; the live page's series is the first", async () => {
  const latest = await getLatestSermon();
  expect(latest?.sermon.name).toBe("Renovated Lives: Moving In");
  expect(latest?.series.name).toBe("Renovated Lives");
  expect((await getCurrentSeries())?.slug).toBe("renovated-lives");
});

test("a series by slug comes with every sermon, across pages", async () => {
  const series = await getSeriesBySlug("the-gospel-of-mark");
  expect(series?.sermons).toHaveLength(30);
  expect(await getSeriesBySlug("the-gospel-of-luke")).toBeNull();
});

test("a sermon by slug: the search's near misses are refused, the exact slug is found", async () => {
  // "mark 1 week 1" also matches Mark 10-19; only Mark 1's slug matches exactly.
  expect((await getSermonBySlug("mark-1-week-1"))?.name).toBe("Mark 1: Week 1");
  // Found by the search (several videos contain these words) but no slug matches.
  expect(await getSermonBySlug("renovated-lives")).toBeNull();
  // Not a slug at all: no upstream call.
  const before = fake.requests.length;
  expect(await getSermonBySlug("Robert'); DROP TABLE")).toBeNull();
  expect(fake.requests.length).toBe(before);
});

test("a sermon's page comes with its series as the playlist", async () => {
  const page = await getSermonPage("renovated-lives-a-new-foundation");
  expect(page?.sermon.name).toBe("Renovated Lives: A New Foundation");
  expect(page?.series?.sermons.map((sermon) => sermon.slug)).toEqual([
    "renovated-lives-tearing-down",
    "renovated-lives-a-new-foundation",
    "renovated-lives-moving-in",
  ]);
  expect(await getSermonPage("no-such-sermon")).toBeNull();
});

test("50 concurrent page views make one upstream call", async () => {
  fake.delayMs = 50;
  const results = await Promise.all(Array.from({ length: 50 }, () => listSeries()));
  expect(new Set(results.map((list) => list.length))).toEqual(new Set([3]));
  expect(albumListCalls()).toBe(1);
  await Promise.all(Array.from({ length: 50 }, () => listSeries()));
  expect(albumListCalls()).toBe(1);
});

test("the series list is fresh within the same church-zone clock hour", () => {
  expect(isSameChurchHour(Date.parse("2026-11-21T18:00:00Z"), Date.parse("2026-11-21T18:59:59Z"))).toBe(true);
  expect(isSameChurchHour(Date.parse("2026-11-21T18:59:59Z"), Date.parse("2026-11-21T19:00:00Z"))).toBe(false);
  // Fall back: 01:30 PDT and 01:30 PST are different hours.
  expect(isSameChurchHour(Date.parse("2026-11-01T08:30:00Z"), Date.parse("2026-11-01T09:30:00Z"))).toBe(false);
});

test("during an outage the last good copy is served, also after a restart (from disk)", async () => {
  await getSeriesBySlug("renovated-lives");
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 3_600_000 });
  fake.outage = 500;
  expect((await listSeries()).map((series) => series.slug)).toContain("renovated-lives");
  restart({ keepDisk: true });
  fake.outage = 500;
  expect((await getSeriesBySlug("renovated-lives"))?.sermons).toHaveLength(3);
  expect((await getLatestSermon())?.sermon.slug).toBe("renovated-lives-moving-in");
});

test("when nothing was ever fetched and Vimeo is down, the pages say so instead of failing", async () => {
  fake.outage = 500;
  expect(await loadOrUnavailable(listSeries)).toEqual({ status: "unavailable" });
});

test("without a token, the demo series are served through the same resolvers", async () => {
  restart({ vimeo: false });
  const series = await listSeries();
  expect(series.length).toBeGreaterThanOrEqual(6);
  expect(series.some((item) => item.slug === "coming-soon-acts")).toBe(false);
  const long = await Promise.all(series.map((item) => getSeriesBySlug(item.slug)));
  expect(long.some((item) => (item?.sermons.length ?? 0) > 25)).toBe(true);
  expect((await getLatestSermon())?.sermon.name).toBe("Renovated Lives: Moving In");
  expect((await getSermonPage("sent-sown-sent-with-abundance"))?.series?.name).toBe("Sent & Sown");
  expect(fake.requests).toHaveLength(0);
});
