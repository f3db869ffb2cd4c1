import { afterAll, beforeAll, expect, test } from "vitest";
import type { RegistrationSettings } from "~/content/model";
import { liveRegistrationsOf } from "./event-registrations.server";
import { cancelRegistration } from "./registrations.server";
import { signUp, type NewRegistration } from "./take-places.server";
import { EVENT, restore, withEvent } from "./test-support";

const NOW = Date.parse("2027-06-01T09:00:00-07:00");
const settings: RegistrationSettings = {
  open: true,
  capacity: 1,
  attendeeTypes: [],
  ageAsked: false,
  questions: [],
  perSignUpLimit: 6,
};

beforeAll(() => withEvent(settings, "event-registrations"));
afterAll(restore);

const someone = (index: number, eventId = EVENT): NewRegistration => ({
  eventId,
  occurrence: null,
  email: `parent${index}@example.org`,
  contactName: `Parent ${index}`,
  attendees: [{ name: `Kid ${index}`, type: "" }],
  answers: {},
  language: "en",
  clientKey: `client-${index}`,
  settings,
});

test("an event's live sign-ups: the one holding the place and the one waiting count; cancelled ones and other events' do not", async () => {
  expect(liveRegistrationsOf(EVENT)).toBe(0);
  const first = await signUp(someone(1), NOW);
  const second = await signUp(someone(2), NOW);
  await signUp(someone(3, "another-event"), NOW);
  expect(first.ok && first.registration.status).toBe("held");
  expect(second.ok && second.registration.status).toBe("waitlisted");
  expect(liveRegistrationsOf(EVENT)).toBe(2);
  if (second.ok) cancelRegistration(second.registration.id, NOW + 1000);
  expect(liveRegistrationsOf(EVENT)).toBe(1);
  if (first.ok) cancelRegistration(first.registration.id, NOW + 2000);
  expect(liveRegistrationsOf(EVENT)).toBe(0);
  expect(liveRegistrationsOf("another-event")).toBe(1);
});
