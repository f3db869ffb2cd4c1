import express from "express";
import { GraphQLError } from "graphql";
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import { clearMemoryCacheForTests } from "~/server/cache.server";
import { closeDb } from "~/server/db.server";
import { getContent, setContentForTests } from "~/server/content.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetRateLimitsForTests } from "~/server/fetch.server";
import { startFakePlanningCenter, type FakePlanningCenter } from "../../../tests/fakes/planning-center-server";
import * as events from "./events.server";
import { graphqlHandler } from "./handler.server";
import { assembleApi } from "./schema.server";
import type { GraphqlContext, GraphqlModule } from "./types.server";

// A second module, as the newsletter feature will add one: it extends Mutation and reads the request.
const probe: GraphqlModule = {
  typeDefs: /* GraphQL */ `
    extend type Query {
      failing: String
      refused: String
    }
    extend type Mutation {
      echoHeader(name: String!): String
    }
  `,
  resolvers: {
    Query: {
      failing: () => {
        throw new Error("database password is hunter2");
      },
      refused: () => {
        throw new GraphQLError("Not allowed", { extensions: { code: "FORBIDDEN" } });
      },
    },
    Mutation: {
      echoHeader: ({ name }: { name: string }, { req, res }: GraphqlContext) =>
        `${req.get(name)}|${typeof res.setHeader}`,
    },
  },
};

// Monday 2 June 2025, 10am in San Luis Obispo (the X-Test-Now header is honoured with ALLOW_TEST_CLOCK).
const NOW = "2025-06-02T17:00:00.000Z";
const savedEnv = { ...process.env };
let server: Server;
let endpoint: string;

function resetSettings(extra: Record<string, string> = {}) {
  process.env = {
    ...savedEnv,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "graphql-test-")),
    ALLOW_TEST_CLOCK: "true",
    LOG_LEVEL: "silent",
    PCO_APP_ID: "",
    PCO_SECRET: "",
    ...extra,
  };
  resetEnvForTests();
  closeDb();
  clearMemoryCacheForTests();
  resetRateLimitsForTests();
}

beforeAll(async () => {
  resetSettings();
  const app = express();
  app.use("/graphql", graphqlHandler(assembleApi([events, probe])));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});

const demoContent = getContent();
// The demo's Planning Center calendar alone: the church's own events are tested in app/features/events.
beforeEach(() => {
  resetSettings();
  setContentForTests({ ...demoContent, events: [] });
});
afterAll(() => setContentForTests(demoContent));

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  process.env = { ...savedEnv };
  resetEnvForTests();
  closeDb();
});

function post(body: unknown, headers: Record<string, string> = {}) {
  return fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-now": NOW, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const SPEC_QUERY = `query GetEventsQuery {
  getEvents {
    data {
      attributes { details image_url name registration_url }
      instances { data { attributes { all_day_event published_starts_at published_ends_at location recurrence recurrence_description } } }
    }
  }
}`;

test("the SPEC's GetEventsQuery works as written", async () => {
  const response = await post({ query: SPEC_QUERY, operationName: "GetEventsQuery" });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const { data, errors } = await response.json();
  expect(errors).toBeUndefined();
  const list = data.getEvents.data;
  expect(list.map((event: { attributes: { name: string } }) => event.attributes.name)).toEqual([
    "Catalyst Youth Night",
    "Prayer Night",
    "Sunday Worship Gathering",
    "Serve Day",
    "Men's Breakfast",
    "Baptism Sunday",
    "VBS",
    "Family Camp",
  ]);
  const vbs = list.at(-2);
  expect(vbs.attributes).toEqual({
    name: "VBS",
    details:
      "Vacation Bible School: five mornings of games, music, crafts and Bible stories.\nFor kids entering kindergarten through 5th grade.",
    image_url: `${new URL(endpoint).origin}/images/events/vbs.svg`,
    registration_url: "https://registrations.example/events/vbs",
  });
  expect(vbs.instances.data).toEqual([
    {
      attributes: {
        all_day_event: false,
        published_starts_at: "2025-07-21T16:00:00.000Z",
        published_ends_at: "2025-07-25T19:00:00.000Z",
        location: "Redwood Coast Church",
        recurrence: "None",
        recurrence_description: null,
      },
    },
  ]);
  const worship = list[2];
  expect(worship.attributes.details).toBe(
    "Worship, a message from the Bible, and coffee afterwards.\nKids check in from 10:15.",
  );
  expect(worship.instances.data[0].attributes).toMatchObject({
    recurrence: "Weekly",
    recurrence_description: "Every week on Sunday",
  });
  expect(list[5].attributes.details).toBeNull(); // Baptism Sunday has no text
});

test("the list query exposes ids, and the optional query input narrows it", async () => {
  const ids = await (await post({ query: "{ getEvents { data { id } } }" })).json();
  expect(ids.data.getEvents.data).toHaveLength(8);
  expect(ids.data.getEvents.data[0]).toEqual({ id: "demo-youth" });
  const narrowed = await (
    await post({
      query: "query($q: EventsQuery) { getEvents(query: $q) { data { id } } }",
      variables: { q: { recurring: true, limit: 2 } },
    })
  ).json();
  expect(narrowed.data.getEvents.data).toEqual([{ id: "demo-youth" }, { id: "demo-worship" }]);
  const empty = await (await post({ query: "{ getEvents(query: {}) { data { id } } }" })).json();
  expect(empty.data.getEvents.data).toHaveLength(8);
});

test("a bad limit is a user error", async () => {
  const body = await (await post({ query: "{ getEvents(query: { limit: 0 }) { data { id } } }" })).json();
  expect(body.errors[0]).toMatchObject({
    message: "limit must be between 1 and 100.",
    extensions: { code: "BAD_USER_INPUT" },
  });
});

test("GET runs queries, not mutations", async () => {
  const url = new URL(endpoint);
  url.searchParams.set("query", "{ getEvents { data { id } } }");
  const ok = await fetch(url, { headers: { "x-test-now": NOW } });
  expect(ok.status).toBe(200);
  expect((await ok.json()).data.getEvents.data).toHaveLength(8);
  url.searchParams.set("query", 'mutation { echoHeader(name: "x-a") }');
  const refused = await fetch(url);
  expect(refused.status).toBe(405);
  expect(refused.headers.get("allow")).toBe("POST");
});

test("a module's mutation gets the Express request and response in its context", async () => {
  const body = await (
    await post({ query: 'mutation { echoHeader(name: "x-xsrf-token") }' }, { "x-xsrf-token": "abc123" })
  ).json();
  expect(body).toEqual({ data: { echoHeader: "abc123|function" } });
});

test("without any module adding mutations, the schema has no Mutation type", () => {
  expect(assembleApi([events]).schema.getMutationType()).toBeUndefined();
  expect(assembleApi([events, probe]).schema.getMutationType()?.name).toBe("Mutation");
  expect(() => assembleApi([events, events])).toThrow(/getEvents/);
});

test("queries nested deeper than 10 levels are refused before they run", async () => {
  const deep =
    "{ __schema { types { fields { type { fields { type { fields { type { fields { type { fields { name } } } } } } } } } } } }";
  const response = await post({ query: deep });
  expect(response.status).toBe(400);
  expect((await response.json()).errors[0].message).toMatch(/nested too deeply/);
  const fragmentDeep =
    "query { __schema { ...A } } fragment A on __Schema { types { fields { type { fields { type { fields { type { fields { type { fields { name } } } } } } } } } } }";
  expect((await post({ query: fragmentDeep })).status).toBe(400);
});

test("size limits: a query over 5000 characters and a body over 10 KB are refused", async () => {
  const longQuery = `{ getEvents { data { id } } } # ${"x".repeat(5000)}`;
  const tooLong = await post({ query: longQuery });
  expect(tooLong.status).toBe(413);
  expect((await tooLong.json()).errors[0].message).toMatch(/too long/);
  const big = await post({ query: "{ getEvents { data { id } } }", variables: { padding: "y".repeat(11_000) } });
  expect(big.status).toBe(413);
  expect((await big.json()).errors[0].message).toMatch(/too large/);
});

test("malformed requests get GraphQL error replies", async () => {
  const syntax = await post({ query: "{ getEvents { data { id }" });
  expect(syntax.status).toBe(400);
  expect((await syntax.json()).errors[0].message).toMatch(/^Syntax Error/);

  const unknown = await post({ query: "{ getEvents { data { password } } }" });
  expect(unknown.status).toBe(400);
  expect((await unknown.json()).errors[0].message).toMatch(/Cannot query field "password"/);

  const notJson = await post("{ nope", {});
  expect(notJson.status).toBe(400);

  const wrongType = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "text/plain" },
    body: "{ getEvents { data { id } } }",
  });
  expect(wrongType.status).toBe(415);

  const put = await fetch(endpoint, { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" });
  expect(put.status).toBe(405);

  const missing = await post({});
  expect(missing.status).toBe(400);
  expect((await missing.json()).errors[0].message).toMatch(/query/);
});

test("an unexpected resolver failure is reported without its details; a deliberate one is shown", async () => {
  const body = await (await post({ query: "{ failing refused }" })).json();
  expect(body.data).toEqual({ failing: null, refused: null });
  expect(JSON.stringify(body)).not.toContain("hunter2");
  expect(body.errors.map((error: { message: string }) => error.message).sort()).toEqual([
    "Not allowed",
    "Something went wrong. Please try again.",
  ]);
});

// Live mode against the local fake Planning Center: the credentials must never come back out.

let fake: FakePlanningCenter;
afterEach(async () => {
  await fake?.close();
});

test("live mode: events come from Planning Center, and no reply carries the secret", async () => {
  fake = await startFakePlanningCenter();
  resetSettings({ PCO_APP_ID: fake.appId, PCO_SECRET: fake.secret, PCO_API_URL: fake.url });
  const basic = Buffer.from(`${fake.appId}:${fake.secret}`).toString("base64");

  const ok = await (await post({ query: SPEC_QUERY })).text();
  expect(JSON.parse(ok).data.getEvents.data[0].attributes.name).toBe("Community Dinner");

  fake.behaviour = "unauthorized";
  resetSettings({ PCO_APP_ID: fake.appId, PCO_SECRET: "wrong-secret-value", PCO_API_URL: fake.url });
  const refused = await (await post({ query: SPEC_QUERY })).text();
  expect(JSON.parse(refused).errors[0].extensions.code).toBe("UPSTREAM_UNAVAILABLE");

  for (const reply of [ok, refused]) {
    expect(reply).not.toContain(fake.secret);
    expect(reply).not.toContain("wrong-secret-value");
    expect(reply).not.toContain(basic);
    expect(reply).not.toContain(fake.url);
  }
});
