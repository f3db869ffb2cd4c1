import Database from "better-sqlite3";
import { createHash, randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, type TestInfo } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { timeZone } from "./demo";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";

/**
 * What the journeys after signing up (issue 28) stand on: an event of the
 * journey's own in the site's content folder (the site follows the folder),
 * registrations already taken (the sign-up form's own journeys are the
 * store's; here the rows are written as the store writes them, into the
 * site's database), a staff member signed in, and the links of e-mails.
 */

/** A church-zone date `days` from today, "YYYY-MM-DD". */
export function churchDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    Date.now() + days * 86_400_000,
  );
}

/**
 * The names addEvent gives (a label, then the project and the test's id: "Camp desktop-69ac71"): journeys that
 * read the demo's own list of events (events.spec.ts) set them aside, since they share the site's content folder.
 */
export const JOURNEY_EVENT_NAME = /\b[a-z]+(?:-[a-z]+)*-[0-9a-f]{6}$/;

/** A journey's own event (events/<id>.yaml), in `days` days at 10:00 to 13:00, church zone. */
export function addEvent(
  testInfo: TestInfo,
  label: string,
  registration: string,
  days = 20,
): { id: string; name: string } {
  const suffix = `${testInfo.project.name}-${journeyId(testInfo).slice(0, 6)}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
  const id = `e2e-${label}-${suffix}`;
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${suffix}`;
  const day = churchDate(days);
  const dir = path.join(process.env.E2E_CONTENT_DIR as string, "events");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${id}.yaml`),
    `name: ${name}\nstart: "${day} 10:00"\nend: "${day} 13:00"\nlocation: Fellowship Hall\nregistration:\n${registration}`,
  );
  return { id, name };
}

export interface Seeded {
  name: string;
  email: string;
  status: "confirmed" | "waitlisted";
  attendees: { name: string; type?: string; age?: number }[];
  answers?: Record<string, string>;
  language?: "en" | "es";
}

/** Registrations as the store keeps them, oldest first (the waitlist's order), in the site's database. */
export function seedRegistrations(eventId: string, people: Seeded[]): string[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR as string, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      `INSERT INTO registrations (id, event_id, occurrence, email, contact_name, attendees_json, answers_json, places,
         status, hold_expires_at, amount_cents, stripe_session_id, language, client_key, created_at, confirmed_at, updated_at)
       VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, NULL, NULL, NULL, ?, NULL, ?, ?, ?)`,
    );
    const start = Date.now() - people.length * 1000;
    return people.map((person, index) => {
      const id = randomUUID();
      const at = start + index * 1000;
      const attendees = person.attendees.map((attendee) => ({ type: "", ...attendee }));
      insert.run(
        id,
        eventId,
        person.email,
        person.name,
        JSON.stringify(attendees),
        JSON.stringify(person.answers ?? {}),
        attendees.length,
        person.status,
        person.language ?? "en",
        at,
        person.status === "confirmed" ? at : null,
        at,
      );
      return id;
    });
  } finally {
    db.close();
  }
}

/**
 * The journey's own id, in hex: the test's id begins with its file's, which every journey of a file shares,
 * so the whole id (and the retry: a retry reads no e-mail of the failed try) is hashed.
 */
function journeyId(testInfo: TestInfo): string {
  return createHash("sha256").update(`${testInfo.testId}:${testInfo.retry}`).digest("hex");
}

/** A unique address per journey and width. */
export function personAddress(label: string, testInfo: TestInfo): string {
  return `${label}.${testInfo.project.name}.${journeyId(testInfo).slice(0, 8)}@example.org`;
}

/** An editor (owners and editors see rosters), signed in on `page`. */
export async function signedInEditor(
  page: Page,
  testInfo: TestInfo,
  role: "editor" | "contributor" = "editor",
): Promise<void> {
  const link = await inviteByCommand(staffAddress(testInfo, role), role);
  await actAsClient(page, clientAddress(testInfo, role));
  await signInWithLink(page, link);
}

/** The roster of an event, once the site has read its new file. */
export async function openRoster(page: Page, eventId: string, eventName: string): Promise<void> {
  await expect(async () => {
    await page.goto(`/admin/sign-ups/${eventId}`);
    await expect(page.getByRole("heading", { level: 1, name: `${eventName}: sign-ups` })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
}

/** A link of the site's in an e-mail, as a path on the site under test. */
export function sitePathIn(mail: ParsedMail, pathname: string): string {
  const escaped = pathname.replace(/[/]/g, "\\/");
  const match = new RegExp(`https?://[^\\s)\\]]+${escaped}\\?[^\\s)\\]]+`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${pathname} link in the e-mail "${mail.subject}"`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/**
 * Fills the demo's summer day camp sign-up (/events/summer-day-camp/sign-up) as Ana Ruiz, at `email`, for
 * Mia Ruiz, 7, a child in Kids M, photos allowed; the form is not sent.
 */
export async function fillSummerCampSignUp(page: Page, email: string): Promise<void> {
  await page.getByLabel("Your name").fill("Ana Ruiz");
  await page.getByLabel("Your e-mail address").fill(email);
  const person = page.getByRole("group", { name: "Person 1" });
  await person.getByLabel("Name").fill("Mia Ruiz");
  await person.getByLabel("Age").fill("7");
  await person.getByLabel("Attending as").selectOption({ label: "Child (5-11)" });
  await page.getByLabel("T-shirt size").selectOption("Kids M");
  await page
    .getByRole("group", { name: /May we take photos/ })
    .getByLabel("Yes")
    .check();
}
