import { afterAll, expect, test } from "vitest";
import { forgetPerson } from "~/features/privacy/forget.server";
import { registrationById } from "~/features/signups/registrations.server";
import { confirmUrl } from "~/features/signups/sign-up-mail.server";
import { openSettings, registerAlone, restore, withEvent } from "~/features/signups/test-support";
import { getContent } from "~/server/content.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { readAnnouncement, scheduleAnnouncement } from "./announcements.server";
import { deliveriesDb, resultsOf } from "./deliveries.server";
import { cleanUpPush, SUBSCRIPTION_UNUSED_DAYS } from "./push-privacy.server";
import { subscribe, subscriptionState } from "./subscribe.server";
import { linkedSignUps, subscriptionByEndpoint, subscriptionsDb } from "./subscriptions.server";
import { deliverAll, PUBLIC_URL, subscribePhone, withFakePushService } from "./test-support";

const fake = withFakePushService(() => withEvent(openSettings(), "push-privacy"));
afterAll(restore);
const NOW = Date.parse("2027-03-03T12:00:00-08:00");
const stored = (endpoint: string) => subscriptionByEndpoint(subscriptionsDb(), endpoint);

test("a subscription unused for 180 days is deleted with its links; one the phone came back to is kept", async () => {
  const id = await registerAlone("ann", openSettings(), NOW);
  const link = new URL(confirmUrl(registrationById(id)!, PUBLIC_URL, getContent())).search;
  const forgotten = await subscribePhone(fake(), ["reminders"], { now: NOW, registration: link });
  const used = await subscribePhone(fake(), ["news"], { now: NOW });
  // The App page asked the second phone's state on day 100 (as it does whenever it opens).
  await subscriptionState({ endpoint: used }, NOW + 100 * DAY_MS, getContent());
  cleanUpPush(NOW + SUBSCRIPTION_UNUSED_DAYS * DAY_MS - 1);
  expect(stored(forgotten)).toBeDefined();
  expect(cleanUpPush(NOW + SUBSCRIPTION_UNUSED_DAYS * DAY_MS + 1)).toMatchObject({ subscriptions: 1 });
  expect(stored(forgotten)).toBeUndefined();
  expect(subscriptionsDb().prepare("SELECT COUNT(*) FROM push_sign_ups").pluck().get()).toBe(0);
  expect(stored(used)).toBeDefined();
});

test("a subscription past the expiry its browser gave is deleted", async () => {
  const subscription = { ...fake().newSubscription(), expirationTime: NOW + DAY_MS };
  await subscribe({ subscription, topics: ["news"], language: "en" }, NOW);
  cleanUpPush(NOW + DAY_MS);
  expect(stored(subscription.endpoint)).toBeUndefined();
});

test("a notice's deliveries go after 30 days, its counts kept for the staff", async () => {
  await subscribePhone(fake(), ["news"], { now: NOW });
  const values: Record<string, string> = {
    ...{ "title-en": "Potluck", "body-en": "Sunday after the service." },
    ...{ "title-es": "Comida compartida", "body-es": "El domingo después del servicio." },
    ...{ path: "/", topic: "news", when: "now" },
  };
  const read = readAnnouncement((name) => values[name] ?? "", getContent(), NOW);
  if (!read.ok) throw new Error(JSON.stringify(read));
  const notice = scheduleAnnouncement(
    read.announcement,
    { person: { id: "p", email: "pastor@example.org" } } as never,
    NOW,
    "America/Los_Angeles",
  );
  await deliverAll(NOW);
  expect(cleanUpPush(NOW + 31 * DAY_MS)).toMatchObject({ deliveries: 1 });
  expect(deliveriesDb().prepare("SELECT COUNT(*) FROM push_deliveries").pluck().get()).toBe(0);
  expect(resultsOf(deliveriesDb(), notice.id)).toEqual({ sent: 1, failed: 0, capped: 0, waiting: 0 });
});

test("data:forget deletes the phones linked to the person's sign-ups, and no one else's", async () => {
  const ann = await registerAlone("ann", openSettings(), NOW);
  const ben = await registerAlone("ben", openSettings(), NOW);
  const linkOf = (id: string) => new URL(confirmUrl(registrationById(id)!, PUBLIC_URL, getContent())).search;
  const annPhone = await subscribePhone(fake(), ["reminders", "news"], { now: NOW, registration: linkOf(ann) });
  const benPhone = await subscribePhone(fake(), ["reminders"], { now: NOW, registration: linkOf(ben) });
  const anonymous = await subscribePhone(fake(), ["news"], { now: NOW });
  expect(forgetPerson("ann@example.org")).toMatchObject({ ok: true, phones: 1, registrations: 1 });
  expect(stored(annPhone)).toBeUndefined();
  expect(linkedSignUps(subscriptionsDb(), stored(benPhone)!.id)).toEqual([ben]);
  expect(stored(anonymous)).toBeDefined();
});
