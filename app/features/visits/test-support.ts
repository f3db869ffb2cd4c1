import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { simpleParser, type ParsedMail } from "mailparser";
import { registerOutboxHandlers } from "~/background.server";
import { closeSmtpTransport } from "~/features/mail/smtp.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { deliverDue, outboxCounts } from "~/server/outbox.server";
import { servicesToPlan } from "~/lib/visit-services";
import { visitMessages } from "~/lib/visit-form";
import { translator } from "~/i18n/translate";
import { resetSiteSecretForTests } from "~/server/site-secret.server";
import { startMailCatcher, type MailCatcher } from "../../../scripts/lib/mail-catcher.mjs";
import { getContent } from "~/server/content.server";
import { visitContentOf } from "./visit-content";

/**
 * For the visit tests: a real SMTP server (smtp-server, scripts/lib/mail-catcher.mjs),
 * a fresh DATA_DIR, the site's settings pointing at both, and readers of what
 * the server took (mailparser, ical.js).
 */

export const content = visitContentOf(getContent());
/**
 * The visit tests' clock: Monday 23 November 2026, 9:00 in California (after the clocks went back on 1 November);
 * the next Sundays are 29 November, 6 and 13 December.
 */
export const NOW = Date.parse("2026-11-23T09:00:00-08:00");
/** What the plan-a-visit form tells a visitor in English. */
export const VISIT_MESSAGES = visitMessages(translator("en").t);
export const OFFICE = "office-inbox@example.org";
export const PUBLIC_URL = "https://www.redwoodcoast.example";

export async function startCatcher(): Promise<MailCatcher> {
  return startMailCatcher();
}

export function freshSite(catcher: MailCatcher, settings: Record<string, string | undefined> = {}): void {
  closeDb();
  closeSmtpTransport();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "visits-test-"));
  const values: Record<string, string | undefined> = {
    SMTP_URL: catcher.url,
    PUBLIC_URL,
    VISIT_NOTIFY_TO: OFFICE,
    MAIL_FROM: undefined,
    SITE_SECRET: undefined,
    ...settings,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
  resetSiteSecretForTests();
  catcher.messages.length = 0;
  registerOutboxHandlers();
}

export function tearDown(): void {
  closeDb();
  closeSmtpTransport();
  for (const name of ["SMTP_URL", "PUBLIC_URL", "VISIT_NOTIFY_TO", "MAIL_FROM", "SITE_SECRET"])
    delete process.env[name];
  resetEnvForTests();
}

/** Runs the outbox until nothing due at `now` is left (a failing delivery waits for its backoff). */
export async function deliverAll(now = Date.now()): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    if ((await deliverDue(now)) === 0) return;
  }
  throw new Error(`outbox still busy: ${JSON.stringify(outboxCounts())}`);
}

export async function received(catcher: MailCatcher): Promise<(ParsedMail & { envelopeTo: string[] })[]> {
  return Promise.all(
    catcher.messages.map(async (message) => Object.assign(await simpleParser(message.raw), { envelopeTo: message.to })),
  );
}

/** The change-or-cancel link in a message's plain text. */
export function manageLink(mail: ParsedMail): URL {
  const match = /https?:\/\/\S+\/my-visit\?\S+/.exec(mail.text ?? "");
  if (!match) throw new Error("no change-or-cancel link in the e-mail");
  return new URL(match[0].replace(/[\])>.,]+$/, ""));
}

/** The coming 10:30 Sunday services (the demo church also meets at 12:30 in Spanish, issue 27). */
export function sundayServices(now: number) {
  return servicesToPlan(content.schedule, now).filter((service) => service.id.endsWith("~sunday-1030"));
}

/**
 * The real SMTP server of a test file's e-mail tests, started once, and a
 * fresh site (DATA_DIR, settings) before each test: the catcher, to read what
 * it received.
 */
export function withMailCatcher(settings: Record<string, string | undefined> = {}): () => MailCatcher {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startCatcher();
  });
  beforeEach(() => freshSite(catcher, settings));
  afterAll(async () => {
    tearDown();
    await catcher.stop();
  });
  return () => catcher;
}
