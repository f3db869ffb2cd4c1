import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { RegistrationSettings } from "~/content/model";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { getContent, setContentForTests } from "~/server/content.server";
import {
  cancelRegistration,
  onPlacesFreed,
  placesLeft,
  placesLeftByType,
  registrationById,
  registrationsForEvent,
  releaseExpiredHolds,
  type PlacesFreed,
} from "./registrations.server";
import { confirmRegistration, signUp, type NewRegistration } from "./take-places.server";

const NOW = Date.parse("2027-06-01T09:00:00-07:00");
const EVENT = "vbs-test";
const settings: RegistrationSettings = {
  open: true,
  capacity: 50,
  attendeeTypes: [
    { id: "child", name: "Child" },
    { id: "helper", name: "Helper", capacity: 3 },
  ],
  ageAsked: true,
  questions: [],
  perSignUpLimit: 6,
};
const original = getContent();

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "registrations-test-"));
  resetEnvForTests();
  setContentForTests({
    ...original,
    events: [
      {
        id: EVENT,
        name: "VBS",
        picture: null,
        start: "2027-07-12 09:00",
        allDay: false,
        startsAt: Date.parse("2027-07-12T09:00:00-07:00"),
        endsAt: null,
        registration: settings,
      },
    ],
  });
});
afterEach(() => {
  closeDb();
  setContentForTests(original);
});

function someone(index: number, people = 1, type = "child"): NewRegistration {
  return {
    eventId: EVENT,
    occurrence: null,
    email: `Parent${index}@Example.org`,
    contactName: `Parent ${index}`,
    attendees: Array.from({ length: people }, (_, n) => ({ name: `Kid ${index}-${n}`, type })),
    answers: {},
    language: index % 2 ? "es" : "en",
    clientKey: `client-${index}`,
    settings,
  };
}

test("200 sign-ups at once for 50 places: the first 50 to confirm take them; the other 150 wait", async () => {
  const results = await Promise.all(Array.from({ length: 200 }, (_, index) => signUp(someone(index), NOW)));
  const statuses = results.map((result) => (result.ok ? result.registration.status : "refused"));
  // Unconfirmed holds keep at most half the places from newcomers (decision 054): all 200 are held, and
  // the places go to confirmations, first come first served.
  expect(statuses.filter((status) => status === "held")).toHaveLength(200);
  expect(placesLeft(EVENT, null)).toBe(25);
  for (const result of results) if (result.ok) confirmRegistration(result.registration.id, NOW + 60_000, settings);
  const all = registrationsForEvent(EVENT);
  expect(all.filter((registration) => registration.status === "confirmed")).toHaveLength(50);
  expect(all.filter((registration) => registration.status === "waitlisted")).toHaveLength(150);
  expect(all[1]!.language).toBe("es");
  expect(all[1]!.email).toBe("parent1@example.org");
});

test("one e-mail address cannot take more than the per-sign-up limit (32 then 8 do not fill 40)", async () => {
  expect(await signUp(someone(1, 7), NOW)).toEqual({ ok: false, reason: "email", held: 0 });
  expect((await signUp(someone(1, 4), NOW)).ok).toBe(true);
  expect(await signUp(someone(1, 3), NOW)).toEqual({ ok: false, reason: "email", held: 4 });
  // Another family on the same network address is not held back by it (decision 063).
  expect((await signUp({ ...someone(2, 3), clientKey: "client-1" }, NOW)).ok).toBe(true);
  expect((await signUp({ ...someone(1, 2), email: "other@example.org", clientKey: "client-9" }, NOW)).ok).toBe(true);
  expect(placesLeft(EVENT, null)).toBe(41);
});

test("a hold not confirmed in 30 minutes gives its places back, and the listeners hear of it", async () => {
  const heard: PlacesFreed[] = [];
  const stop = onPlacesFreed((freed) => heard.push(freed));
  const held = await signUp(someone(1, 3), NOW);
  expect(held.ok && held.registration.holdExpiresAt).toBe(NOW + 30 * 60_000);
  expect(releaseExpiredHolds(NOW + 29 * 60_000)).toBe(0);
  expect(releaseExpiredHolds(NOW + 30 * 60_000)).toBe(1);
  stop();
  expect(heard).toMatchObject([{ eventId: EVENT, occurrence: null, places: 3, reason: "expired" }]);
  expect(placesLeft(EVENT, null)).toBe(50);
  // Confirmed late, while places are still free: it takes them again.
  const id = held.ok ? held.registration.id : "";
  expect(confirmRegistration(id, NOW + 40 * 60_000, settings)?.status).toBe("confirmed");
  expect(placesLeft(EVENT, null)).toBe(47);
});

test("cancelling gives the places back once; an attendee type keeps to its own capacity", async () => {
  const first = await signUp(someone(1, 2, "helper"), NOW);
  expect(placesLeftByType(EVENT, null)).toEqual({ child: 48, helper: 1 });
  const second = await signUp(someone(2, 2, "helper"), NOW);
  expect(second.ok && second.registration.status).toBe("waitlisted");
  const id = first.ok ? first.registration.id : "";
  expect(cancelRegistration(id, NOW)).toBe(2);
  expect(cancelRegistration(id, NOW)).toBe(0);
  expect(registrationById(id)?.status).toBe("cancelled");
  expect(placesLeftByType(EVENT, null)).toEqual({ child: 50, helper: 3 });
});

test("each date of a repeating event has its own places", async () => {
  const date = Date.parse("2027-07-19T09:00:00-07:00");
  await signUp({ ...someone(1, 5), occurrence: date }, NOW);
  expect(placesLeft(EVENT, date)).toBe(45);
  expect(placesLeft(EVENT, null)).toBe(50);
});

test("six unconfirmed sign-ups from six addresses cannot book out an event: a parent who confirms gets in", async () => {
  const small: RegistrationSettings = {
    ...settings,
    capacity: 12,
    perSignUpLimit: 2,
    attendeeTypes: [{ id: "child", name: "Child" }],
  };
  const attacker = (index: number): NewRegistration => ({ ...someone(100 + index, 2), settings: small });
  const holds = await Promise.all(Array.from({ length: 6 }, (_, index) => signUp(attacker(index), NOW)));
  expect(holds.map((hold) => hold.ok && hold.registration.status)).toEqual(Array(6).fill("held"));
  // Today's main waitlisted the parent here: all 12 places were held by addresses nobody confirmed.
  const parent = await signUp({ ...someone(1, 2), settings: small }, NOW + 60_000);
  expect(parent.ok && parent.registration.status).toBe("held");
  const confirmed = confirmRegistration(parent.ok ? parent.registration.id : "", NOW + 120_000, small);
  expect(confirmed?.status).toBe("confirmed");
  // Four more parents sign up and confirm: the holds keep at most half of what is left from each.
  for (let index = 2; index <= 5; index += 1) {
    const next = await signUp({ ...someone(index, 2), settings: small }, NOW + 180_000);
    expect(next.ok && next.registration.status, `parent ${index}`).toBe("held");
    expect(confirmRegistration(next.ok ? next.registration.id : "", NOW + 200_000, small)?.status).toBe("confirmed");
  }
  // The last two places: the six holds may keep one of them from a newcomer, who waits for the holds to lapse.
  const sixth = await signUp({ ...someone(6, 2), settings: small }, NOW + 240_000);
  expect(sixth.ok && sixth.registration.status).toBe("waitlisted");
  // A hold confirmed now races the confirmed places fairly: two are left, so it takes them.
  const first = holds[1]!;
  expect(confirmRegistration(first.ok ? first.registration.id : "", NOW + 250_000, small)?.status).toBe("confirmed");
  // Full of confirmed places: a late confirmation of another hold waits on the waitlist.
  const late = holds[0]!;
  expect(confirmRegistration(late.ok ? late.registration.id : "", NOW + 300_000, small)?.status).toBe("waitlisted");
  const newcomer = await signUp({ ...someone(9, 1), settings: small }, NOW + 300_000);
  expect(newcomer.ok && newcomer.registration.status).toBe("waitlisted");
});
