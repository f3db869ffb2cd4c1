import { afterAll, expect, test } from "vitest";
import { cancelRegistration, registrationById } from "~/features/signups/registrations.server";
import { manageRegistrationUrl } from "~/features/signups/registration-mail.server";
import { confirmUrl } from "~/features/signups/sign-up-mail.server";
import { EVENT, openSettings, registerAlone, restore, withEvent } from "~/features/signups/test-support";
import { getContent } from "~/server/content.server";
import { queueEventReminders } from "./event-reminders.server";
import { subscribe, subscriptionState } from "./subscribe.server";
import { deliverAll, PUBLIC_URL, subscribePhone, withFakePushService } from "./test-support";

// The tests' event: Vacation Bible School, Monday 12 July 2027 at 9:00 church time; the reminder hour is
// services.yaml's visit.reminderTime, 17:00 the day before.
const fake = withFakePushService(() => withEvent(openSettings(), "push-reminders"));
afterAll(restore);
const SIGNED_UP = Date.parse("2027-07-01T10:00:00-07:00");
const REMINDER = Date.parse("2027-07-11T17:00:00-07:00");

/** The query string of the sign-up's "please confirm" page, as "Remind me on this phone" sends it. */
async function signedUp(name: string): Promise<{ id: string; link: string }> {
  const id = await registerAlone(name, openSettings(), SIGNED_UP);
  const link = new URL(confirmUrl(registrationById(id)!, PUBLIC_URL, getContent())).search;
  return { id, link };
}

test("a phone that linked its sign-up is reminded the day before at the church's reminder hour, once; others are not", async () => {
  const ann = await signedUp("ann");
  const reminded = await subscribePhone(fake(), ["reminders"], { now: SIGNED_UP, registration: ann.link });
  await subscribePhone(fake(), ["reminders", "news"], { now: SIGNED_UP });
  const state = await subscriptionState({ endpoint: reminded }, SIGNED_UP, getContent());
  expect(state).toEqual({
    status: 200,
    body: {
      topics: ["reminders"],
      language: "en",
      events: [{ name: "Vacation Bible School", date: "Monday, July 12, 2027 at 9:00 AM" }],
    },
  });

  expect(queueEventReminders(REMINDER - 60_000, getContent())).toBe(0);
  expect(queueEventReminders(REMINDER, getContent())).toBe(1);
  expect(queueEventReminders(REMINDER + 60_000, getContent())).toBe(0);
  await deliverAll(REMINDER);
  expect(fake().messages).toHaveLength(1);
  const [message] = fake().messages;
  expect(message!.endpoint).toBe(reminded);
  expect(message!.payload.notification).toMatchObject({
    title: "Tomorrow: Vacation Bible School",
    body: "Monday, July 12, 2027 at 9:00 AM. See you there!",
    navigate: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/events\\?notice=[\\w-]+#event-${EVENT}$`)),
  });
  // Kept by the push service no longer than until the event begins.
  expect(message!.headers).toMatchObject({ ttl: 16 * 3600, urgency: "high" });
});

test("no reminder for a cancelled sign-up, nor on a phone that switched reminders off", async () => {
  const cancelled = await signedUp("bob");
  const kept = await signedUp("cy");
  await subscribePhone(fake(), ["reminders"], { now: SIGNED_UP, registration: cancelled.link });
  const switchedOff = fake().newSubscription();
  await subscribe(
    { subscription: switchedOff, topics: ["reminders"], language: "en", registration: kept.link },
    SIGNED_UP,
  );
  await subscribe({ subscription: switchedOff, topics: ["news"], language: "en" }, SIGNED_UP + 1000);
  cancelRegistration(cancelled.id, SIGNED_UP + 2000);
  expect(queueEventReminders(REMINDER, getContent())).toBe(0);
  await deliverAll(REMINDER);
  expect(fake().messages).toHaveLength(0);
});

test("a sign-up is linked only by its own signed link: a forged or altered one is refused and nothing is stored", async () => {
  const dee = await signedUp("dee");
  const subscription = fake().newSubscription();
  const forged = dee.link.replace(/sig=[^&]+/, "sig=AAAA");
  const altered = dee.link.replace(dee.id, `${dee.id.slice(0, -1)}x`);
  for (const registration of [forged, altered, "registration=nope"])
    expect(await subscribe({ subscription, topics: ["reminders"], language: "en", registration }, SIGNED_UP)).toEqual({
      status: 400,
      body: { error: "registration" },
    });
  expect((await subscriptionState({ endpoint: subscription.endpoint }, SIGNED_UP, getContent())).status).toBe(404);
  // The confirmation link lasts a day; the change-or-cancel page's link (no expiry) links it later.
  const late = SIGNED_UP + 2 * 86_400_000;
  expect(
    (await subscribe({ subscription, topics: ["reminders"], language: "en", registration: dee.link }, late)).status,
  ).toBe(400);
  const manage = new URL(manageRegistrationUrl(PUBLIC_URL, dee.id, "en", getContent())).search;
  expect(await subscribe({ subscription, topics: ["reminders"], language: "es", registration: manage }, late)).toEqual({
    status: 200,
    body: { topics: ["reminders"], registrations: 1 },
  });
});
