import { rmSync } from "node:fs";
import { startMailCatcher } from "../../scripts/lib/mail-catcher.mjs";

/**
 * Playwright's globalSetup: a real SMTP server (smtp-server) for the site the
 * journeys run against, writing every message it takes to E2E_MAIL_DIR
 * (playwright.config.ts), where tests/e2e/mail.ts reads them. Stopped when the
 * run ends.
 */
export default async function startMailServer(): Promise<() => Promise<void>> {
  const dir = process.env.E2E_MAIL_DIR as string;
  rmSync(dir, { recursive: true, force: true });
  const catcher = await startMailCatcher({ port: Number(process.env.E2E_SMTP_PORT), dir });
  return async () => {
    await catcher.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
