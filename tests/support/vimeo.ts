import { afterAll, beforeAll, beforeEach } from "vitest";
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
