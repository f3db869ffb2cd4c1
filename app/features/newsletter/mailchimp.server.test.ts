import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { startFakeMailchimp, type FakeMailchimp } from "../../../tests/fakes/mailchimp-server";
import { resetEnvForTests } from "~/server/env.server";
import { resetRateLimitsForTests } from "~/server/fetch.server";
import { RetryLater } from "~/server/outbox.server";
import { subscriberHash, upsertPendingMember } from "./mailchimp.server";

let mailchimp: FakeMailchimp;

beforeAll(async () => {
  mailchimp = await startFakeMailchimp();
  process.env.LOG_LEVEL = "silent";
});
afterAll(async () => {
  await mailchimp.close();
  for (const name of ["MAILCHIMP_API_KEY", "MAILCHIMP_LIST_ID", "MAILCHIMP_API_URL", "LOG_LEVEL"])
    delete process.env[name];
  resetEnvForTests();
});
beforeEach(() => {
  process.env.MAILCHIMP_API_KEY = mailchimp.apiKey;
  process.env.MAILCHIMP_LIST_ID = mailchimp.listId;
  process.env.MAILCHIMP_API_URL = mailchimp.url;
  resetEnvForTests();
  resetRateLimitsForTests();
  mailchimp.members.clear();
  mailchimp.created.clear();
  mailchimp.outage = false;
  // What an earlier test scripted and did not use up: 429s still to answer, forgotten addresses.
  mailchimp.rateLimitNext(0);
  mailchimp.forgotten.clear();
});

test("the subscriber hash is the MD5 of the lower-cased address", () => {
  expect(subscriberHash("Ann@Example.org")).toBe(subscriberHash("ann@example.org"));
  expect(subscriberHash("ann@example.org")).toMatch(/^[0-9a-f]{32}$/);
});

test("the upsert creates a pending member once; repeating it changes nothing", async () => {
  expect(await upsertPendingMember("ann@example.org")).toEqual({ kind: "delivered" });
  expect(await upsertPendingMember("ann@example.org")).toEqual({ kind: "delivered" });
  expect(mailchimp.created.get("ann@example.org")).toBe(1);
  expect(mailchimp.members.get(subscriberHash("ann@example.org"))?.status).toBe("pending");
});

test("a forgotten address is refused for good", async () => {
  mailchimp.forgotten.add("gone@example.org");
  expect(await upsertPendingMember("gone@example.org")).toEqual({
    kind: "rejected",
    reason: "Forgotten Email Not Subscribed",
  });
});

test("an outage, a wrong key and a far-off rate limit throw, so the outbox retries", async () => {
  mailchimp.outage = true;
  await expect(upsertPendingMember("ann@example.org")).rejects.toThrow(/HTTP 503/);
  mailchimp.outage = false;

  process.env.MAILCHIMP_API_KEY = "ffffffffffffffffffffffffffffffff-us21";
  resetEnvForTests();
  await expect(upsertPendingMember("ann@example.org")).rejects.toThrow(/HTTP 401/);
  process.env.MAILCHIMP_API_KEY = mailchimp.apiKey;
  resetEnvForTests();

  mailchimp.rateLimitNext(5, 120);
  const error = await upsertPendingMember("ann@example.org").catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(RetryLater);
  expect((error as RetryLater).retryAt).toBeGreaterThan(Date.now() + 100_000);
  expect(mailchimp.members.size).toBe(0);
});
