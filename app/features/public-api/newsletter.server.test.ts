import type { Request, Response } from "express";
import { graphql } from "graphql";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { listSubscribers } from "~/features/newsletter/subscribers.server";
import * as newsletter from "./newsletter.server";
import { assembleApi } from "./schema.server";

const api = assembleApi([newsletter]);

// Each test on an empty list of its own: it stores what it needs.
beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "graphql-newsletter-"));
  process.env.ADMIN_TOKEN = "operator-token-0123456789abcdefg";
  process.env.MAILCHIMP_API_KEY = "";
  process.env.MAILCHIMP_LIST_ID = "";
  resetEnvForTests();
});
afterAll(() => {
  closeDb();
  delete process.env.ADMIN_TOKEN;
  resetEnvForTests();
});

function run(source: string, authorization?: string) {
  const req = {
    get: (name: string) => (name.toLowerCase() === "authorization" ? authorization : undefined),
  } as unknown as Request;
  const isMutation = source.trim().startsWith("mutation");
  return graphql({
    schema: api.schema,
    source,
    rootValue: isMutation ? api.rootValues.mutation : api.rootValues.query,
    contextValue: { req, res: {} as Response, now: Date.parse("2026-04-01T16:00:00Z") },
  });
}

const ADD = (email: string, status = "pending") =>
  `mutation { addEmailToNewsletter(query: {}, body: { email_address: "${email}", status: "${status}" }) { id email_address } }`;

test("addEmailToNewsletter stores the sign-up and answers id and email_address (SPEC 7.3)", async () => {
  const result = await run(ADD("Grace@Example.org"));
  expect(result.errors).toBeUndefined();
  expect(result.data?.addEmailToNewsletter).toEqual({
    id: expect.stringMatching(/^[0-9a-f]{32}$/),
    email_address: "grace@example.org",
  });
  expect(listSubscribers().map((row) => [row.email_address, row.source])).toEqual([["grace@example.org", "graphql"]]);
});

test("an address already on the list gets the same answer as a new one, and nothing is stored twice (issue 25)", async () => {
  await run(ADD("grace@example.org"));
  const fresh = await run(ADD("Someone.New@example.org"));
  const again = await run(ADD("GRACE@example.org"));
  expect(again).toEqual({
    data: { addEmailToNewsletter: { id: expect.stringMatching(/^[0-9a-f]{32}$/), email_address: "grace@example.org" } },
  });
  expect(Object.keys(again)).toEqual(Object.keys(fresh));
  expect(listSubscribers().map((row) => row.email_address)).toEqual(["grace@example.org", "someone.new@example.org"]);
});

test("a bad address or another status is an error and stores nothing", async () => {
  const before = listSubscribers().length;
  const invalid = await run(ADD("a@"));
  expect(invalid.errors?.[0]?.message).toBe("Please enter a valid email address");
  const subscribed = await run(ADD("henry@example.org", "subscribed"));
  expect(subscribed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  expect(listSubscribers()).toHaveLength(before);
});

test("getNewsletterSubscription answers only the operator token", async () => {
  await run(ADD("grace@example.org"));
  const query = '{ getNewsletterSubscription(query: { email_address: "grace@example.org" }) { id email_address } }';
  const anonymous = await run(query);
  expect(anonymous.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  expect(anonymous.data?.getNewsletterSubscription ?? null).toBeNull();
  const wrong = await run(query, "Bearer operator-token-0123456789abcdeX");
  expect(wrong.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  const operator = await run(query, "Bearer operator-token-0123456789abcdefg");
  expect(operator.data?.getNewsletterSubscription).toMatchObject({ email_address: "grace@example.org" });
});
