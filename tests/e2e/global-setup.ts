import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startMailbox } from "../support/smtp-mailbox";

/**
 * The mail server the e2e site sends to (SMTP_URL in playwright.config.ts): a
 * real SMTP server that writes each message it receives, as received, into
 * E2E_MAIL_DIR, where the journeys in every worker read it
 * (tests/e2e/staff.ts). Each journey writes to addresses of its own.
 */
export default async function globalSetup() {
  const directory = process.env.E2E_MAIL_DIR!;
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  let count = 0;
  const mailbox = await startMailbox(Number(process.env.E2E_MAIL_PORT), (_message, raw) => {
    count += 1;
    writeFileSync(path.join(directory, `${Date.now()}-${count}.eml`), raw);
  });
  return async () => {
    await mailbox.close();
  };
}
