import { afterEach, expect, test } from "vitest";
import { releaseExpiredHolds } from "./registrations.server";
import { submitSignUp } from "./sign-up-submission.server";
import { confirmRegistration, signUp, type NewRegistration } from "./take-places.server";
import { EVENT, openSettings, restore, withEvent } from "./test-support";

/**
 * Issue 38, decision 063: three parents on one Wi-Fi each signed up two children and the fourth was
 * refused, "one device" blamed. One network address now only bounds the places it keeps UNCONFIRMED
 * (4 sign-ups' worth); confirmed places never count against it; one e-mail address keeps its limit.
 */

const NOW = Date.parse("2027-06-01T09:00:00-07:00");
const settings = openSettings({ capacity: 200 });
const WIFI = "church-wifi";

afterEach(restore);

function family(index: number, people = 2, clientKey = WIFI): NewRegistration {
  return {
    eventId: EVENT,
    occurrence: null,
    email: `parent${index}@example.org`,
    contactName: `Parent ${index}`,
    attendees: Array.from({ length: people }, (_, n) => ({ name: `Kid ${index}-${n}`, type: "" })),
    answers: {},
    language: "es",
    clientKey,
    settings,
  };
}

test("twenty families behind one church Wi-Fi each sign up two children and confirm: none is refused", async () => {
  withEvent(settings, "address-limits");
  for (let index = 0; index < 20; index += 1) {
    const taken = await signUp(family(index), NOW + index * 60_000);
    expect(taken.ok, `family ${index}`).toBe(true);
    if (taken.ok) confirmRegistration(taken.registration.id, NOW + index * 60_000 + 30_000, settings);
  }
});

test("one network address keeps at most four sign-ups' worth of places unconfirmed; a confirmation or a lapse frees room", async () => {
  withEvent(settings, "address-limits");
  const held = [];
  for (let index = 0; index < 4; index += 1) {
    const taken = await signUp(family(index, 6), NOW);
    expect(taken.ok && taken.registration.status).toBe("held");
    if (taken.ok) held.push(taken.registration.id);
  }
  // The address floods the form with e-mail addresses nobody reads: the fifth is refused, for the address.
  expect(await signUp(family(4, 1), NOW)).toEqual({ ok: false, reason: "address" });
  // Another address is not held back by it.
  expect((await signUp(family(5, 6, "home"), NOW)).ok).toBe(true);
  // A family that confirms no longer counts against the address: one more may sign up.
  confirmRegistration(held[0]!, NOW + 60_000, settings);
  expect((await signUp(family(6, 6), NOW + 60_000)).ok).toBe(true);
  expect(await signUp(family(7, 1), NOW + 60_000)).toEqual({ ok: false, reason: "address" });
  // Holds not confirmed in 30 minutes lapse, and with them the address's count.
  releaseExpiredHolds(NOW + 31 * 60_000);
  expect((await signUp(family(7, 6), NOW + 31 * 60_000)).ok).toBe(true);
});

test("one e-mail address still holds at most the per-sign-up limit for a date, from any address", async () => {
  withEvent(settings, "address-limits");
  expect((await signUp(family(1, 4), NOW)).ok).toBe(true);
  expect(await signUp(family(1, 3, "phone"), NOW)).toEqual({ ok: false, reason: "email", held: 4 });
  expect((await signUp(family(1, 2, "phone"), NOW)).ok).toBe(true);
});

function form(email: string, people: number): FormData {
  const data = new FormData();
  data.set("contactName", "Ana Ruiz");
  data.set("email", email);
  for (let number = 1; number <= people; number += 1) data.set(`person-${number}-name`, `Kid ${number}`);
  return data;
}

test("a refusal is said in the form's summary with what the person can do, never under Person 1", async () => {
  const content = withEvent(settings, "address-limits");
  const post = (email: string, people: number) =>
    submitSignUp(form(email, people), {
      eventId: EVENT,
      now: NOW,
      language: "es",
      clientAddress: "192.0.2.7",
      content,
      origin: "https://www.example.org",
    });
  // The tester's case: three parents of two from one address, then a fourth: all held.
  for (let index = 1; index <= 4; index += 1)
    expect(await post(`parent${index}@example.org`, 2), `parent ${index}`).toMatchObject({ ok: true });
  // Parent 1 again, two more: over the e-mail address's six.
  const again = await post("parent1@example.org", 5);
  expect(again).toMatchObject({
    ok: false,
    errors: {},
    refusal: { key: "signUps.error.emailLimit", values: { email: "parent1@example.org", held: 2, limit: 6 } },
  });
  for (let index = 5; index <= 12; index += 1) await post(`parent${index}@example.org`, 2);
  expect(await post("late@example.org", 2)).toMatchObject({
    ok: false,
    errors: {},
    refusal: { key: "signUps.error.addressLimit", values: { minutes: 30 } },
  });
});
