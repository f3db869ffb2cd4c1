import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { startMailbox, type Mailbox } from "../../../tests/support/smtp-mailbox";
import { registerOutboxHandlers } from "~/background.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetSignInLimitsForTests } from "./sign-in-limits.server";
import { closeSmtpTransport } from "~/features/mail/smtp.server";

/**
 * The real SMTP server of a test file's sign-in e-mails, started once, and a fresh site before each
 * test: its own DATA_DIR (named after `label`), SMTP_URL at the mailbox, `settings`, the limits and
 * the outbox's handlers reset, the mailbox emptied and accepting. Returns the mailbox, to read.
 */
export function withSignInMailbox(label: string, settings: Record<string, string> = {}): () => Mailbox {
  let mailbox: Mailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(async () => {
    closeDb();
    await mailbox.close();
    for (const name of ["SMTP_URL", ...Object.keys(settings)]) delete process.env[name];
    resetEnvForTests();
    closeSmtpTransport();
  });
  beforeEach(() => {
    closeDb();
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `${label}-`));
    Object.assign(process.env, { SMTP_URL: mailbox.url, ...settings });
    resetEnvForTests();
    closeSmtpTransport();
    resetSignInLimitsForTests();
    registerOutboxHandlers();
    mailbox.messages.length = 0;
    mailbox.refuseAll = false;
  });
  return () => mailbox;
}
