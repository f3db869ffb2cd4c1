import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { RegistrationSettings } from "~/content/model";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { getContent, setContentForTests } from "~/server/content.server";
import { placeInLine } from "./registration-queries.server";
import {
  cancelRegistration,
  onPlacesFreed,
  placesLeft,
  placesLeftByType,
  registrationById,
  registrationsDb,
  registrationsForEvent,
  releaseExpiredHolds,
  type PlacesFreed,
} from "./registrations.server";
import { confirmRegistration, signUp, type NewRegistration } from "./take-places.server";
import { offerOnceFreed } from "./waitlist.server";

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

test("200 sign-ups at once for 50 places: exactly 50 are held, the other 150 waitlisted at once in line, and 50 confirm", async () => {
  const results = await Promise.all(Array.from({ length: 200 }, (_, index) => signUp(someone(index), NOW)));
  const registrations = results.map((result) => (result.ok ? result.registration : null));
  const statuses = registrations.map((registration) => registration?.status);
  // Decision 066: a person told their places are held has them; never more holds than places.
  expect(statuses.filter((status) => status === "held")).toHaveLength(50);
  expect(statuses.filter((status) => status === "waitlisted")).toHaveLength(150);
  expect(placesLeft(EVENT, null, NOW)).toBe(0);
  const db = registrationsDb();
  const lines = registrations.filter((one) => one?.status === "waitlisted").map((one) => placeInLine(db, one!.id));
  expect(lines).toEqual(Array.from({ length: 150 }, (_, index) => index + 1));
  for (const registration of registrations)
    if (registration) confirmRegistration(registration.id, NOW + 60_000, settings);
  const all = registrationsForEvent(EVENT);
  expect(all.filter((registration) => registration.status === "confirmed")).toHaveLength(50);
  expect(all.filter((registration) => registration.status === "waitlisted")).toHaveLength(150);
  expect(all[1]!.language).toBe("es");
  expect(all[1]!.email).toBe("parent1@example.org");
});

test("a 2-place event with both places held is full, not '1 place left'", async () => {
  const two: RegistrationSettings = { ...settings, capacity: 2, attendeeTypes: [] };
  for (const index of [1, 2]) {
    const held = await signUp({ ...someone(index, 1, ""), settings: two }, NOW);
    expect(held.ok && held.registration.status).toBe("held");
  }
  setContentForTests({ ...getContent(), events: [{ ...getContent().events[0]!, registration: two }] });
  expect(placesLeft(EVENT, null, NOW)).toBe(0);
  const third = await signUp({ ...someone(3, 1, ""), settings: two }, NOW);
  expect(third.ok && third.registration.status).toBe("waitlisted");
});

test("one e-mail address cannot take more than the per-sign-up limit (32 then 8 do not fill 40)", async () => {
  expect(await signUp(someone(1, 7), NOW)).toEqual({ ok: false, reason: "email", held: 0 });
  expect((await signUp(someone(1, 4), NOW)).ok).toBe(true);
  expect(await signUp(someone(1, 3), NOW)).toEqual({ ok: false, reason: "email", held: 4 });
  // Another family on the same network address is not held back by it (decision 063).
  expect((await signUp({ ...someone(2, 3), clientKey: "client-1" }, NOW)).ok).toBe(true);
  expect((await signUp({ ...someone(1, 2), email: "other@example.org", clientKey: "client-9" }, NOW)).ok).toBe(true);
  expect(placesLeft(EVENT, null, NOW)).toBe(41);
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
  expect(placesLeft(EVENT, null, NOW + 30 * 60_000)).toBe(50);
  // Confirmed late, while places are still free and nobody waits for them: it takes them again.
  const id = held.ok ? held.registration.id : "";
  expect(confirmRegistration(id, NOW + 40 * 60_000, settings)?.status).toBe("confirmed");
  expect(placesLeft(EVENT, null, NOW + 40 * 60_000)).toBe(47);
});

test("cancelling gives the places back once; an attendee type keeps to its own capacity", async () => {
  const first = await signUp(someone(1, 2, "helper"), NOW);
  expect(placesLeftByType(EVENT, null, NOW)).toEqual({ child: 48, helper: 1 });
  const second = await signUp(someone(2, 2, "helper"), NOW);
  expect(second.ok && second.registration.status).toBe("waitlisted");
  const id = first.ok ? first.registration.id : "";
  expect(cancelRegistration(id, NOW)).toBe(2);
  expect(cancelRegistration(id, NOW)).toBe(0);
  expect(registrationById(id)?.status).toBe("cancelled");
  // The waiting helpers are owed them first (decision 066): offered once the store's listener runs.
  expect(placesLeftByType(EVENT, null, NOW)).toEqual({ child: 48, helper: 1 });
});

test("each date of a repeating event has its own places", async () => {
  const date = Date.parse("2027-07-19T09:00:00-07:00");
  await signUp({ ...someone(1, 5), occurrence: date }, NOW);
  expect(placesLeft(EVENT, date, NOW)).toBe(45);
  expect(placesLeft(EVENT, null, NOW)).toBe(50);
});

test("six unconfirmed sign-ups from six addresses book a class out for 30 minutes at most: the parent waits first in line and is offered the places before anyone new", async () => {
  const small: RegistrationSettings = { ...settings, capacity: 12, perSignUpLimit: 2, attendeeTypes: [] };
  setContentForTests({ ...getContent(), events: [{ ...getContent().events[0]!, registration: small }] });
  const stop = onPlacesFreed(offerOnceFreed(getContent));
  const as = (index: number, people = 2): NewRegistration => ({ ...someone(index, people, ""), settings: small });
  const holds = await Promise.all(Array.from({ length: 6 }, (_, index) => signUp(as(100 + index), NOW)));
  expect(holds.map((hold) => hold.ok && hold.registration.status)).toEqual(Array(6).fill("held"));
  // Held is true: the class is full, and the parent is told at once that they wait, first in line.
  expect(placesLeft(EVENT, null, NOW)).toBe(0);
  const parent = await signUp(as(1), NOW + 60_000);
  const parentId = parent.ok ? parent.registration.id : "";
  expect(parent.ok && parent.registration.status).toBe("waitlisted");
  expect(placeInLine(registrationsDb(), parentId)).toBe(1);
  const second = await signUp(as(2), NOW + 120_000);
  expect(placeInLine(registrationsDb(), second.ok ? second.registration.id : "")).toBe(2);

  // Thirty minutes on, nobody confirmed: before the minute's check, their places are owed to those waiting.
  const lapsed = NOW + 30 * 60_000;
  expect(placesLeft(EVENT, null, lapsed)).toBe(8);
  // The same six send again: the places left go to them, never the four owed to the parents.
  const again = await Promise.all(Array.from({ length: 6 }, (_, index) => signUp(as(200 + index), lapsed)));
  expect(again.map((hold) => hold.ok && hold.registration.status)).toEqual([
    ...Array(4).fill("held"),
    ...Array(2).fill("waitlisted"),
  ]);
  // The check frees the lapsed holds; the parents are offered their places, in the order they joined.
  releaseExpiredHolds(lapsed);
  stop();
  expect(registrationById(parentId)?.status).toBe("offered");
  expect(registrationById(second.ok ? second.registration.id : "")?.status).toBe("offered");
  // A hold confirmed after its time joins the end of the line: nobody told their place is overtaken.
  const late = holds[0]!;
  const lateId = late.ok ? late.registration.id : "";
  expect(confirmRegistration(lateId, lapsed + 60_000, small)?.status).toBe("waitlisted");
  expect(placeInLine(registrationsDb(), lateId)).toBe(3);
});

test("a database from before the line's order keeps its waiting people first, in the order they signed up", async () => {
  // The table as it was made before decision 066, with two people already waiting on a full date.
  getDb().exec(`CREATE TABLE registrations (id TEXT PRIMARY KEY, event_id TEXT NOT NULL, occurrence INTEGER,
    email TEXT NOT NULL, contact_name TEXT NOT NULL, attendees_json TEXT NOT NULL, answers_json TEXT NOT NULL DEFAULT '{}',
    places INTEGER NOT NULL, status TEXT NOT NULL, hold_expires_at INTEGER, amount_cents INTEGER, stripe_session_id TEXT,
    language TEXT NOT NULL, client_key TEXT, created_at INTEGER NOT NULL, confirmed_at INTEGER, updated_at INTEGER NOT NULL)`);
  const insert = getDb()
    .prepare(`INSERT INTO registrations (id, event_id, occurrence, email, contact_name, attendees_json,
    places, status, language, created_at, updated_at) VALUES (?, ?, NULL, ?, ?, '[{"name":"K","type":"child"}]', ?, ?, 'en', ?, ?)`);
  insert.run("full", EVENT, "full@example.org", "Full", 50, "confirmed", NOW - 3000, NOW - 3000);
  insert.run("second", EVENT, "b@example.org", "B", 1, "waitlisted", NOW - 1000, NOW - 1000);
  insert.run("first", EVENT, "a@example.org", "A", 1, "waitlisted", NOW - 2000, NOW - 2000);
  const newcomer = await signUp(someone(9), NOW);
  expect(newcomer.ok && newcomer.registration.status).toBe("waitlisted");
  const line = (id: string) => placeInLine(registrationsDb(), id);
  expect([line("first"), line("second"), line(newcomer.ok ? newcomer.registration.id : "")]).toEqual([1, 2, 3]);
});
