import { afterEach, expect, test } from "vitest";
import type { RegistrationSettings } from "~/content/model";
import { confirmByLink, confirmLinkState } from "./confirm-sign-up.server";
import { confirmUrl } from "./sign-up-mail.server";
import { signUp } from "./take-places.server";
import { EVENT, queuedMail, restore, withEvent } from "./test-support";

/**
 * Issue 28: the "please confirm" link of a held sign-up, once pressed, confirms the places and
 * queues the after-sign-up confirmation (answers, place, invite) in the same step, once.
 */

const NOW = Date.parse("2027-06-01T09:00:00-07:00");
const settings = (capacity?: number): RegistrationSettings => ({
  open: true,
  ...(capacity === undefined ? {} : { capacity }),
  attendeeTypes: [],
  ageAsked: false,
  questions: [{ id: "allergies", label: "Any allergies?", kind: "text", required: false }],
  perSignUpLimit: 6,
});

afterEach(restore);

async function register(capacity: number | undefined) {
  const content = withEvent(settings(capacity), "confirm-test");
  const taken = await signUp(
    {
      eventId: EVENT,
      occurrence: null,
      email: "ana@example.org",
      contactName: "Ana Ruiz",
      attendees: [{ name: "Mia Ruiz", type: "" }],
      answers: { allergies: "Peanuts" },
      language: "es",
      clientKey: "ana",
      settings: settings(capacity),
    },
    NOW,
  );
  if (!taken.ok) throw new Error("not signed up");
  return { content, registration: taken.registration };
}

const confirmations = () => queuedMail().filter((mail) => mail.props.kind === "confirmed");

test("pressing the e-mailed link's button confirms the places and queues the confirmation once, in the stored language", async () => {
  const { content, registration } = await register(10);
  expect(registration.status).toBe("held");
  const query = new URL(confirmUrl(registration, "https://www.example.org", content)).searchParams;

  // Opening the link (a mail scanner's visit too) confirms nothing and sends nothing.
  expect(confirmLinkState(query, NOW + 60_000, content).kind).toBe("pending");
  expect(confirmations()).toEqual([]);

  expect(confirmByLink(query, NOW + 60_000, content).kind).toBe("confirmed");
  const [mail, ...others] = confirmations();
  expect(others).toEqual([]);
  expect(mail!.to).toBe("ana@example.org");
  expect(mail!.props.language).toBe("es");
  expect(mail!.props.registration.id).toBe(registration.id);

  // Pressed again: still confirmed, no second e-mail.
  expect(confirmByLink(query, NOW + 120_000, content).kind).toBe("confirmed");
  expect(confirmations()).toHaveLength(1);
});

test("a forged link confirms nothing and queues nothing", async () => {
  const { content, registration } = await register(10);
  const query = new URL(confirmUrl(registration, "https://www.example.org", content)).searchParams;
  query.set("sig", "forged");
  expect(confirmByLink(query, NOW + 60_000, content).kind).toBe("invalid");
  expect(confirmations()).toEqual([]);
});
