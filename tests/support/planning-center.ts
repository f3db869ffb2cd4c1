import { afterEach, beforeEach } from "vitest";
import { resetRateLimitsForTests } from "~/server/fetch.server";
import { startFakePlanningCenter, type FakePlanningCenter } from "../fakes/planning-center-server";

/**
 * For the tests of a Planning Center client: a fresh local fake before each test (rate limits reset),
 * closed after it. Returns the running fake and the credentials that reach it.
 */
export function withFakePlanningCenter() {
  let fake: FakePlanningCenter;
  beforeEach(async () => {
    resetRateLimitsForTests();
    fake = await startFakePlanningCenter();
  });
  afterEach(async () => {
    await fake.close();
  });
  return {
    fake: () => fake,
    credentials: () => ({ appId: fake.appId, secret: fake.secret, baseUrl: fake.url }),
  };
}
