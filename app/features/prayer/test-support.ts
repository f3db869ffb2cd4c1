import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startMailbox, type Mailbox } from "../../../tests/support/smtp-mailbox";
import { registerOutboxHandlers } from "~/background.server";
import type { ChurchContent } from "~/content/model";
import { addPerson } from "~/features/auth/people.server";
import type { Role } from "~/features/auth/roles";
import { closeSmtpTransport } from "~/features/mail/smtp.server";
import { getContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { deliverDue, outboxCounts } from "~/server/outbox.server";
import { resetSiteSecretForTests } from "~/server/site-secret.server";
import type { PrayerFormWith } from "./prayer-forms";
import { prayerDb } from "./prayer-store.server";

/**
 * For the prayer tests: a real SMTP server (tests/support/smtp-mailbox.ts), a
 * fresh DATA_DIR before each test, a prayer form as the forms contract writes
 * it (private to the care team, a weekly list on Mondays at 08:00), and
 * requests stored as the forms feature stores them.
 */
export const PUBLIC_URL = "https://www.redwoodcoast.example";

export const PRAYER_FORM: PrayerFormWith = {
  id: "prayer",
  title: "Prayer request",
  private: { roles: ["care"], people: ["pastor@example.org"] },
  prayer: {
    list: { day: "monday", time: "08:00" },
    requestField: "request",
    firstNameField: "name",
    prayedNoticeField: "tell-me",
    emailConsentField: "share-in-email",
    wall: { consentField: "wall", anonymousField: "anonymous", days: 30 },
  },
};

/** The demo church's content with the test's prayer form in it. */
export function contentWithForm(form: PrayerFormWith = PRAYER_FORM): ChurchContent {
  return { ...getContent(), forms: { [form.id]: form } } as ChurchContent;
}

export function withPrayerMailbox(label: string): () => Mailbox {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    closeDb();
    closeSmtpTransport();
    await mailbox.close();
    for (const name of ["SMTP_URL", "PUBLIC_URL"]) delete process.env[name];
    resetEnvForTests();
  });
  beforeEach(() => {
    closeDb();
    closeSmtpTransport();
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `${label}-`));
    Object.assign(process.env, { SMTP_URL: mailbox.url, PUBLIC_URL });
    delete process.env.MAIL_FROM;
    resetEnvForTests();
    resetSiteSecretForTests();
    registerOutboxHandlers();
    mailbox.messages.length = 0;
  });
  return () => mailbox;
}

/** A staff member, as an owner's invitation adds them. */
export function addStaff(email: string, role: Role, now = Date.parse("2026-01-01T00:00:00Z")): string {
  const outcome = addPerson({ email, name: email.split("@")[0], role, actor: "command line", now });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.person.id;
}

/** A request as the forms feature stores it (form_submissions); its id. */
export function storeRequest(
  answers: Record<string, unknown>,
  options: { receivedAt: number; language?: "en" | "es"; email?: string; name?: string; formId?: string },
): string {
  const id = randomUUID();
  prayerDb()
    .prepare(
      `INSERT INTO form_submissions (id, form_id, language, received_at, answers, name, email, dedupe_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      options.formId ?? PRAYER_FORM.id,
      options.language ?? "en",
      new Date(options.receivedAt).toISOString(),
      JSON.stringify({ ...answers, ...(options.name ? { name: options.name } : {}) }),
      options.name ?? null,
      options.email ?? null,
      randomUUID(),
    );
  return id;
}

/** Runs the outbox until nothing due at `now` is left. */
export async function deliverAll(now = Date.now()): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    if ((await deliverDue(now)) === 0) return;
  }
  throw new Error(`outbox still busy: ${JSON.stringify(outboxCounts())}`);
}
