import { afterEach, beforeEach, expect, test } from "vitest";
import type { ChurchContent, RegistrationSettings } from "~/content/model";
import { signedLinkId } from "~/server/signed-link.server";
import { CLAIM_PURPOSE, LINK_PARAM } from "./registration-mail.server";
import { cancelRegistration, onPlacesFreed, registrationById } from "./registrations.server";
import { confirmRegistration, signUp } from "./take-places.server";
import { EVENT, EVENT_START, queuedMail, restore, withEvent } from "./test-support";
import { claimOffer, OFFER_HOLD_MS, offerOnceFreed, passOnIfLapsed, passOnLapsedOffers } from "./waitlist.server";
import { withTestClock } from "../../../tests/support/test-clock";

const NOW = Date.parse("2027-06-01T09:00:00-07:00");
// What is held or offered counts against the machine's clock as well as the test's: both are NOW.
withTestClock(NOW);
const settings = (capacity: number): RegistrationSettings => ({
  open: true,
  capacity,
  attendeeTypes: [],
  ageAsked: false,
  questions: [],
  perSignUpLimit: 6,
});

let content: ChurchContent;
let stopListening: () => void;

function start(capacity: number) {
  content = withEvent(settings(capacity), "waitlist-test");
  stopListening = onPlacesFreed(offerOnceFreed(() => content));
}
beforeEach(() => {
  stopListening = () => {};
});
afterEach(() => {
  stopListening();
  restore();
});

/** Signs someone up at `at` (their address confirmed at once when they get places); their registration's id. */
async function register(name: string, people: number, at: number): Promise<string> {
  const result = await signUp(
    {
      eventId: EVENT,
      occurrence: null,
      email: `${name}@example.org`,
      contactName: name,
      attendees: Array.from({ length: people }, (_, index) => ({ name: `${name} ${index + 1}`, type: "" })),
      answers: {},
      language: name === "Bea" ? "es" : "en",
      clientKey: name,
      settings: settings(content.events[0]!.registration!.capacity!),
    },
    at,
  );
  if (!result.ok) throw new Error("not signed up");
  if (result.registration.status === "held") confirmRegistration(result.registration.id, at, settings(1));
  return result.registration.id;
}

const offersTo = (address: string) => queuedMail().filter((mail) => mail.to === address && mail.props.kind === "offer");

test("a cancelled place goes to the first on the waitlist: an e-mail in their language whose signed link holds it 48 hours", async () => {
  start(1);
  const ann = await register("Ann", 1, NOW);
  const bea = await register("Bea", 1, NOW + 1000);
  const cal = await register("Cal", 1, NOW + 2000);
  expect(registrationById(bea)?.status).toBe("waitlisted");

  const cancelledAt = NOW + 60_000;
  expect(cancelRegistration(ann, cancelledAt)).toBe(1);
  expect(registrationById(bea)).toMatchObject({ status: "offered", holdExpiresAt: cancelledAt + OFFER_HOLD_MS });
  expect(registrationById(cal)?.status).toBe("waitlisted");

  const [offer] = offersTo("bea@example.org");
  expect(offer!.props.language).toBe("es");
  expect(offer!.notAfter).toBe(cancelledAt + OFFER_HOLD_MS);
  const link = new URL(offer!.props.offer!.claimUrl);
  expect(link.pathname).toBe("/es/my-registration/claim");
  expect(signedLinkId(link.searchParams, CLAIM_PURPOSE, cancelledAt, { param: LINK_PARAM })).toBe(bea);
  // The link stops working when the offer lapses, and never passes for the change-or-cancel link.
  expect(signedLinkId(link.searchParams, CLAIM_PURPOSE, cancelledAt + OFFER_HOLD_MS, { param: LINK_PARAM })).toBeNull();
  expect(signedLinkId(link.searchParams, "registration", cancelledAt, { param: LINK_PARAM })).toBeNull();
  expect(offersTo("cal@example.org")).toEqual([]);

  // Claimed in time: confirmed, with the confirmation and its invite queued.
  expect(claimOffer(bea, { content, now: cancelledAt + 3_600_000 })).toEqual({ kind: "claimed", registrationId: bea });
  expect(registrationById(bea)?.status).toBe("confirmed");
  const confirmation = queuedMail().find((mail) => mail.to === "bea@example.org" && mail.props.kind === "confirmed");
  expect(confirmation?.notAfter).toBe(EVENT_START);
});

/** One place: Ann has it, Bea and Cal wait; Ann cancels, so Bea is offered it until `lapsedAt`, then Cal. */
async function offerToBeaThenCal() {
  start(1);
  const ann = await register("Ann", 1, NOW);
  const bea = await register("Bea", 1, NOW + 1000);
  const cal = await register("Cal", 1, NOW + 2000);
  cancelRegistration(ann, NOW + 60_000);
  return { bea, cal, lapsedAt: NOW + 60_000 + OFFER_HOLD_MS };
}

test("an offer not claimed in 48 hours passes to the next; the lapsed link claims nothing", async () => {
  const { bea, cal, lapsedAt } = await offerToBeaThenCal();

  expect(passOnLapsedOffers({ now: lapsedAt - 1 })).toBe(0);
  expect(passOnLapsedOffers({ now: lapsedAt })).toBe(1);
  expect(registrationById(bea)?.status).toBe("expired");
  expect(registrationById(cal)).toMatchObject({ status: "offered", holdExpiresAt: lapsedAt + OFFER_HOLD_MS });
  expect(offersTo("cal@example.org")).toHaveLength(1);
  expect(claimOffer(bea, { content, now: lapsedAt + 1 })).toEqual({ kind: "lapsed" });
  expect(registrationById(bea)?.status).toBe("expired");
});

test("a party larger than the places free keeps its turn while a smaller one behind it is offered them; nothing is split", async () => {
  start(3);
  const ann = await register("Ann", 1, NOW);
  const eve = await register("Eve", 2, NOW + 500);
  const bea = await register("Bea", 2, NOW + 1000);
  const cal = await register("Cal", 1, NOW + 2000);
  cancelRegistration(ann, NOW + 60_000);
  expect(registrationById(bea)?.status).toBe("waitlisted");
  expect(registrationById(cal)?.status).toBe("offered");
  cancelRegistration(eve, NOW + 120_000);
  expect(registrationById(bea)).toMatchObject({ status: "offered", places: 2 });
});

test("an offer's own page passes it on once lapsed, without touching anyone else's hold", async () => {
  const { bea, cal, lapsedAt } = await offerToBeaThenCal();
  expect(passOnIfLapsed(bea, { content, now: lapsedAt - 1 })).toBe(false);
  expect(passOnIfLapsed(cal, { content, now: lapsedAt })).toBe(false);
  expect(passOnIfLapsed(bea, { content, now: lapsedAt })).toBe(true);
  expect(registrationById(bea)?.status).toBe("expired");
  expect(registrationById(cal)?.status).toBe("offered");
});
