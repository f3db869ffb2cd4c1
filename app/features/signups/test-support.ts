import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChurchContent, RegistrationSettings } from "~/content/model";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { getContent, setContentForTests } from "~/server/content.server";
import type { RegistrationEmailProps } from "./emails/registration-words";
import { signUp } from "./take-places.server";

/** A fresh database, e-mail on (nothing is sent: no SMTP server listens there), and one event of the tests' own. */

export const EVENT = "vbs-test";
export const EVENT_START = Date.parse("2027-07-12T09:00:00-07:00");
export const original = getContent();

export function withEvent(settings: RegistrationSettings, label = "signups-after"): ChurchContent {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `${label}-`));
  process.env.SMTP_URL = "smtp://127.0.0.1:9";
  process.env.PUBLIC_URL = "https://www.example.org";
  resetEnvForTests();
  const content: ChurchContent = {
    ...original,
    events: [
      {
        id: EVENT,
        name: "Vacation Bible School",
        picture: null,
        start: "2027-07-12 09:00",
        allDay: false,
        startsAt: EVENT_START,
        endsAt: EVENT_START + 3 * 3_600_000,
        location: "Fellowship Hall",
        registration: settings,
      },
    ],
  };
  setContentForTests(content);
  return content;
}

export function restore(): void {
  closeDb();
  setContentForTests(original);
  delete process.env.SMTP_URL;
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
}

/** The e-mails queued in the outbox, by kind and address, with their props. */
export function queuedMail(): { to: string; key: string; props: RegistrationEmailProps; notAfter?: number }[] {
  return (
    getDb().prepare("SELECT payload FROM outbox WHERE topic = 'mail.send' ORDER BY id").all() as { payload: string }[]
  ).map(
    (row) => JSON.parse(row.payload) as { to: string; key: string; props: RegistrationEmailProps; notAfter?: number },
  );
}

/** An open sign-up without attendee types, ages or questions, at most six places a sign-up; `changes` on top. */
export function openSettings(changes: Partial<RegistrationSettings> = {}): RegistrationSettings {
  return { open: true, attendeeTypes: [], ageAsked: false, questions: [], perSignUpLimit: 6, ...changes };
}

/** Two places, a child's at $20 and a helper's free: the paid sign-ups' event. */
export const PAID_SETTINGS = openSettings({
  capacity: 2,
  attendeeTypes: [
    { id: "child", name: "Child", price: 2000 },
    { id: "helper", name: "Helper" },
  ],
});

/** One person signs up alone at `at` (their name is their address, contact, attendee and device): the registration's id. */
export async function registerAlone(name: string, settings: RegistrationSettings, at: number): Promise<string> {
  const result = await signUp(
    {
      eventId: EVENT,
      occurrence: null,
      email: `${name}@example.org`,
      contactName: name,
      attendees: [{ name, type: "" }],
      answers: {},
      language: "en",
      clientKey: name,
      settings,
    },
    at,
  );
  if (!result.ok) throw new Error("not signed up");
  return result.registration.id;
}
