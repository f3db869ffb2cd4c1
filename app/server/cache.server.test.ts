import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { cachedRead, clearMemoryCacheForTests, onFreshCopy } from "./cache.server";
import { closeDb } from "./db.server";
import { resetEnvForTests } from "./env.server";
import { upstreamReport } from "./upstream-status.server";

beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "cache-test-"));
  resetEnvForTests();
});
afterAll(() => closeDb());
beforeEach(() => clearMemoryCacheForTests());

const sameHour = (storedAt: number, now: number) => Math.floor(storedAt / 3_600_000) === Math.floor(now / 3_600_000);
let clock = Date.parse("2026-11-22T18:10:00Z");
const now = () => clock;

test("concurrent readers of a missing entry share one upstream call", async () => {
  let calls = 0;
  const load = async () => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return ["Vision Sunday"];
  };
  const reads = await Promise.all(
    Array.from({ length: 50 }, () => cachedRead({ key: "t:concurrent", upstream: "vimeo", isFresh: sameHour, load, now })),
  );
  expect(calls).toBe(1);
  expect(reads.every((read) => read.value[0] === "Vision Sunday" && !read.stale)).toBe(true);
});

test("a fresh entry is served without calling the upstream", async () => {
  let calls = 0;
  const load = async () => ++calls;
  await cachedRead({ key: "t:fresh", upstream: "vimeo", isFresh: sameHour, load, now });
  const again = await cachedRead({ key: "t:fresh", upstream: "vimeo", isFresh: sameHour, load, now });
  expect(again.value).toBe(1);
  expect(calls).toBe(1);
});

test("a stale entry is served at once while one refresh runs", async () => {
  let version = 0;
  const load = async () => ++version;
  await cachedRead({ key: "t:swr", upstream: "vimeo", isFresh: sameHour, load, now });
  clock += 3_600_000; // the next clock hour
  const stale = await cachedRead({ key: "t:swr", upstream: "vimeo", isFresh: sameHour, load, now });
  expect(stale).toMatchObject({ value: 1, stale: true });
  await new Promise((resolve) => setTimeout(resolve, 5));
  const refreshed = await cachedRead({ key: "t:swr", upstream: "vimeo", isFresh: sameHour, load, now });
  expect(refreshed).toMatchObject({ value: 2, stale: false });
});

test("during an outage the last good copy keeps being served, from disk after a restart", async () => {
  await cachedRead({ key: "t:outage", upstream: "planningCenter", isFresh: sameHour, load: async () => "good copy", now });
  clock += 3_600_000;
  clearMemoryCacheForTests(); // as after a restart: only the disk copy remains
  const failing = async (): Promise<string> => {
    throw new Error("HTTP 503");
  };
  const read = await cachedRead({ key: "t:outage", upstream: "planningCenter", isFresh: sameHour, load: failing, now });
  expect(read).toMatchObject({ value: "good copy", stale: true });
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(upstreamReport().planningCenter.lastError).toContain("HTTP 503");
});

test("with nothing ever fetched, a failure reaches the caller", async () => {
  await expect(
    cachedRead({
      key: "t:never",
      upstream: "vimeo",
      isFresh: sameHour,
      load: async () => {
        throw new Error("down");
      },
      now,
    }),
  ).rejects.toThrow("down");
});

test("listeners hear of each fresh copy (a refresh), never of a cache hit", async () => {
  const heard: string[] = [];
  onFreshCopy((key) => heard.push(key));
  const load = async () => "copy";
  await cachedRead({ key: "t:listen", upstream: "vimeo", isFresh: sameHour, load, now });
  await cachedRead({ key: "t:listen", upstream: "vimeo", isFresh: sameHour, load, now });
  expect(heard.filter((key) => key === "t:listen")).toHaveLength(1);
});
