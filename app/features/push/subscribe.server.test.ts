import { expect, test } from "vitest";
import { getContent } from "~/server/content.server";
import { resetEnvForTests } from "~/server/env.server";
import { subscribe, subscriptionState, unsubscribe } from "./subscribe.server";
import { subscriptionByEndpoint, subscriptionsDb } from "./subscriptions.server";
import { withFakePushService } from "./test-support";

const fake = withFakePushService();
const NOW = Date.parse("2026-03-04T12:00:00-08:00");

const stored = (endpoint: string) => subscriptionByEndpoint(subscriptionsDb(), endpoint);

test("a phone chooses its topics and language, changes them, and switches everything off: then nothing of it is kept", async () => {
  const subscription = fake().newSubscription();
  expect(await subscribe({ subscription, topics: ["live", "news"], language: "es" }, NOW)).toEqual({
    status: 200,
    body: { topics: ["live", "news"], registrations: 0 },
  });
  expect(await subscriptionState({ endpoint: subscription.endpoint }, NOW, getContent())).toEqual({
    status: 200,
    body: { topics: ["live", "news"], language: "es", events: [] },
  });
  await subscribe({ subscription, topics: ["news"], language: "en" }, NOW + 1000);
  expect(stored(subscription.endpoint)).toMatchObject({ live: 0, news: 1, reminders: 0, language: "en" });
  // Every topic off is the same as "remove".
  expect(await subscribe({ subscription, topics: [], language: "en" }, NOW + 2000)).toEqual({
    status: 200,
    body: { removed: true },
  });
  expect(stored(subscription.endpoint)).toBeUndefined();
  await subscribe({ subscription, topics: ["news"], language: "en" }, NOW + 3000);
  expect(await unsubscribe({ endpoint: subscription.endpoint })).toEqual({ status: 200, body: { removed: true } });
  expect(await unsubscribe({ endpoint: subscription.endpoint })).toEqual({ status: 200, body: { removed: false } });
  expect(await subscriptionState({ endpoint: subscription.endpoint }, NOW, getContent())).toEqual({
    status: 404,
    body: { error: "unknown" },
  });
});

test("a renewed subscription (the worker's pushsubscriptionchange) takes the old one's place", async () => {
  const old = fake().newSubscription();
  await subscribe({ subscription: old, topics: ["news"], language: "en" }, NOW);
  const renewed = fake().newSubscription();
  await subscribe({ subscription: renewed, topics: ["news"], language: "en", replaces: old.endpoint }, NOW + 1000);
  expect(stored(old.endpoint)).toBeUndefined();
  expect(stored(renewed.endpoint)).toMatchObject({ news: 1 });
});

test("a bad body says which part is wrong and stores nothing", async () => {
  const subscription = fake().newSubscription();
  const cases: [unknown, string[]][] = [
    [undefined, ["body"]],
    [{ subscription, topics: ["sermons"], language: "en" }, ["topics.0"]],
    [{ subscription, topics: ["news"], language: "fr" }, ["language"]],
    [
      {
        subscription: { ...subscription, keys: { p256dh: "AAAA", auth: subscription.keys.auth } },
        topics: ["news"],
        language: "en",
      },
      ["subscription.keys.p256dh"],
    ],
    [
      {
        subscription: { ...subscription, keys: { p256dh: subscription.keys.p256dh, auth: "short" } },
        topics: ["news"],
        language: "en",
      },
      ["subscription.keys.auth"],
    ],
    [{ subscription, topics: ["news"], language: "en", name: "Ann" }, ["body"]],
  ];
  for (const [body, problems] of cases) {
    expect(await subscribe(body, NOW), JSON.stringify(problems)).toEqual({
      status: 400,
      body: { error: "invalid", problems },
    });
  }
  expect(stored(subscription.endpoint)).toBeUndefined();
});

test("without the tests' setting, the site refuses an endpoint that would make it post into its own network or in the clear", async () => {
  delete process.env.PUSH_ALLOW_LOCAL_ENDPOINTS;
  resetEnvForTests();
  try {
    const keys = fake().newSubscription().keys;
    for (const endpoint of [
      fake().newSubscription().endpoint,
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://169.254.169.254/latest/meta-data/",
      "https://10.0.0.8/push",
      "https://localhost/push",
    ])
      expect(
        await subscribe(
          { subscription: { endpoint, expirationTime: null, keys }, topics: ["news"], language: "en" },
          NOW,
        ),
        endpoint,
      ).toEqual({
        status: 400,
        body: { error: "endpoint" },
      });
    const real = { endpoint: "https://fcm.googleapis.com/fcm/send/dXNlcg:APA91b", expirationTime: null, keys };
    expect((await subscribe({ subscription: real, topics: ["news"], language: "en" }, NOW)).status).toBe(200);
  } finally {
    process.env.PUSH_ALLOW_LOCAL_ENDPOINTS = "true";
    resetEnvForTests();
  }
});
