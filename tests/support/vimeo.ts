import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { setSermonSourceForTests } from "~/features/sermons/sermons.server";
import { clearMemoryCacheForTests } from "~/server/cache.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetRateLimitsForTests } from "~/server/fetch.server";
import { startFakeVimeo, type FakeVimeo } from "../fakes/vimeo-server";

/**
 * For the tests of the Vimeo client: one local fake for the file, quiet logs, and before each test its
 * requests forgotten, no delay, no outage and the rate limits reset. Returns the running fake.
 */
export function withFakeVimeo(): () => FakeVimeo {
  let fake: FakeVimeo;
  beforeAll(async () => {
    process.env.LOG_LEVEL = "silent";
    fake = await startFakeVimeo();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.delayMs = 0;
    fake.outage = null;
    resetRateLimitsForTests();
  });
  return () => fake;
}

/**
 * For the tests that read sermons through the site (the sermons service, search, feeds): a fresh process on
 * the fake Vimeo (`vimeo: false`, none configured): the database closed, an empty memory cache, the rate
 * limits reset, new settings, the sermon source back to Vimeo, and (unless `keepDisk`) a new data folder
 * named after `label`. Set any other setting before calling it: it reads the settings again.
 */
export function restartOnFakeVimeo(fake: FakeVimeo, label: string, { keepDisk = false, vimeo = true } = {}): void {
  closeDb();
  clearMemoryCacheForTests();
  resetRateLimitsForTests();
  if (!keepDisk) process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `${label}-test-`));
  process.env.VIMEO_TOKEN = vimeo ? fake.token : "";
  process.env.VIMEO_API_URL = fake.url;
  process.env.LOG_LEVEL = "silent";
  resetEnvForTests();
  setSermonSourceForTests(undefined);
}
