import { expect, test } from "vitest";
import { outboxDb } from "~/server/outbox.server";
import { deliveriesDb, resultsOf } from "./deliveries.server";
import { noticeById } from "./notices.server";
import { subscriptionByEndpoint, subscriptionsDb } from "./subscriptions.server";
import { announceSample, deliverAll, PUBLIC_URL, subscribePhone, withFakePushService } from "./test-support";

const fake = withFakePushService();
// Wednesday noon, church time (America/Los_Angeles): outside the quiet hours.
const NOON = Date.parse("2026-03-04T12:00:00-08:00");

const announce = (fields: Record<string, string>, now = NOON) => announceSample(fields, now);

test("an announcement reaches each phone that asked for news once, decrypted, in the language it chose", async () => {
  const english = await subscribePhone(fake(), ["news", "live"], { now: NOON });
  const spanish = await subscribePhone(fake(), ["news"], { language: "es", now: NOON });
  await subscribePhone(fake(), ["live"], { now: NOON });
  const notice = announce({});
  await deliverAll(NOON);

  expect(fake().problems).toEqual([]);
  expect(
    fake()
      .messages.map((message) => message.endpoint)
      .sort(),
  ).toEqual([english, spanish].sort());
  const byPhone = new Map(fake().messages.map((message) => [message.endpoint, message]));
  expect(byPhone.get(english)!.payload).toEqual({
    web_push: 8030,
    notification: {
      title: "Meal train for the Garcias",
      body: "Sign up to bring a meal this week.",
      navigate: `${PUBLIC_URL}/forms/contact?notice=${notice.id}`,
      lang: "en",
      dir: "ltr",
      tag: `notice-${notice.id}`,
      timestamp: NOON,
      icon: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/brand/icon-192-`)),
    },
  });
  const inSpanish = byPhone.get(spanish)!.payload.notification;
  expect(inSpanish).toMatchObject({
    title: "Comidas para los García",
    lang: "es",
    navigate: `${PUBLIC_URL}/es/forms/contact?notice=${notice.id}`,
  });
  // An announcement is worth a day to a phone that is off, and is not urgent.
  expect(byPhone.get(english)!.headers).toEqual({ ttl: 86_400, urgency: "normal" });
  expect(resultsOf(deliveriesDb(), notice.id)).toEqual({ sent: 2, failed: 0, capped: 0, waiting: 0 });
  expect(noticeById(deliveriesDb(), notice.id)?.status).toBe("sent");

  // The outbox's rows delivered again (a restart before their outcome was written): nothing goes twice.
  outboxDb().prepare("UPDATE outbox SET delivered_at = NULL, next_attempt_at = ? WHERE topic LIKE 'push.%'").run(NOON);
  await deliverAll(NOON + 1000);
  expect(fake().messages).toHaveLength(2);
});

test("a phone the push service calls gone (410, 404) is deleted, with nothing of it kept", async () => {
  const gone = await subscribePhone(fake(), ["news"], { now: NOON });
  const missing = await subscribePhone(fake(), ["news"], { now: NOON });
  const kept = await subscribePhone(fake(), ["news"], { now: NOON });
  fake().drop(gone);
  fake().answers.set(missing, [{ status: 404 }]);
  const notice = announce({});
  await deliverAll(NOON);
  expect(fake().messages.map((message) => message.endpoint)).toEqual([kept]);
  expect(subscriptionByEndpoint(subscriptionsDb(), gone)).toBeUndefined();
  expect(subscriptionByEndpoint(subscriptionsDb(), missing)).toBeUndefined();
  expect(subscriptionByEndpoint(subscriptionsDb(), kept)).toBeDefined();
  expect(resultsOf(deliveriesDb(), notice.id)).toMatchObject({ sent: 1, failed: 2 });
});

test("a 429's Retry-After is honoured: that push service is not called again before it, then the notice goes once", async () => {
  const phones = [
    await subscribePhone(fake(), ["news"], { now: NOON }),
    await subscribePhone(fake(), ["news"], { now: NOON }),
    await subscribePhone(fake(), ["news"], { now: NOON }),
  ];
  fake().answers.set("*", [{ status: 429, retryAfter: 120 }]);
  const notice = announce({});
  await deliverAll(NOON);
  // The three went together; one met the 429.
  expect(
    fake()
      .requests.map((request) => request.status)
      .sort(),
  ).toEqual([201, 201, 429]);
  // A later notice to the same push service waits for the Retry-After too.
  const later = announce({ "title-en": "Potluck Sunday" }, NOON + 60_000);
  await deliverAll(NOON + 60_000);
  await deliverAll(NOON + 119_000);
  expect(fake().requests).toHaveLength(3);
  await deliverAll(NOON + 120_000);
  expect(
    fake()
      .messages.map((message) => message.endpoint)
      .sort(),
  ).toEqual([...phones, ...phones].sort());
  // The refused one once more, and the later notice's three: the 429'd phone got each notice once.
  expect(fake().requests).toHaveLength(7);
  expect(resultsOf(deliveriesDb(), notice.id)).toEqual({ sent: 3, failed: 0, capped: 0, waiting: 0 });
  expect(resultsOf(deliveriesDb(), later.id)).toEqual({ sent: 3, failed: 0, capped: 0, waiting: 0 });
});

test("a push service's 5xx is tried again with backoff until it takes the notice", async () => {
  const phone = await subscribePhone(fake(), ["news"], { now: NOON });
  fake().answers.set(phone, [{ status: 503 }, { status: 500 }]);
  announce({});
  await deliverAll(NOON);
  expect(fake().messages).toHaveLength(0);
  // First retry after 1 s, the next 2 s after that (the outbox's backoff).
  await deliverAll(NOON + 999);
  expect(fake().requests).toHaveLength(1);
  await deliverAll(NOON + 1000);
  expect(fake().requests).toHaveLength(2);
  await deliverAll(NOON + 3000);
  expect(fake().messages.map((message) => message.endpoint)).toEqual([phone]);
});

test("a delivery left 'sending' by a process that died mid-request is never sent again", async () => {
  const phones = [
    await subscribePhone(fake(), ["news"], { now: NOON }),
    await subscribePhone(fake(), ["news"], { now: NOON }),
  ];
  const notice = announce({});
  // The fan-out ran, then the process died with the first phone's request in flight.
  fake().answers.set("*", [{ status: 503 }, { status: 503 }]);
  await deliverAll(NOON);
  deliveriesDb()
    .prepare("UPDATE push_deliveries SET state = 'sending' WHERE notice_id = ? AND subscription_id = ?")
    .run(notice.id, subscriptionByEndpoint(subscriptionsDb(), phones[0]!)!.id);
  await deliverAll(NOON + 60_000);
  expect(fake().messages.map((message) => message.endpoint)).toEqual([phones[1]]);
  expect(resultsOf(deliveriesDb(), notice.id)).toEqual({ sent: 1, failed: 1, capped: 0, waiting: 0 });
});
