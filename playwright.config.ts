import { defineConfig, devices } from "@playwright/test";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumFlags, chromiumPath } from "./scripts/lib/chromium.mjs";

/**
 * End-to-end journeys against the production build (npm test builds first),
 * in Debian's Chromium. Every test runs at a phone width and a desktop width.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The journeys' SMTP server (tests/e2e/mail-server.ts, started by globalSetup): the site sends its
 * e-mails there and it writes each one to E2E_MAIL_DIR, where the journeys read them. Set here once,
 * in the runner's process, so its workers (which load this file again) inherit the same values.
 */
// port + 2: server.spec.ts starts a server of its own on 3191, next to the default 3190 a helper may use.
process.env.E2E_SMTP_PORT ??= String(port + 2);
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), `church-e2e-mail-${process.pid}`);
// The server's data folder, named once for the run: the workers inherit it, so a journey can read
// what the server stored through the operator's own export (tests/e2e/support.ts, exportedRows).
process.env.E2E_DATA_DIR ??= path.join(tmpdir(), `church-e2e-${process.pid}`);

const launchOptions = { executablePath: chromiumPath, args: chromiumFlags };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  globalSetup: "./tests/e2e/mail-server.ts",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions,
  },
  projects: [
    // A test tagged @desktop runs only at 1280 px, one tagged @phone only at 375 px.
    {
      name: "phone",
      grepInvert: /@desktop/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: false },
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      ALLOW_TEST_CLOCK: "true",
      LOG_LEVEL: "warn",
      VIMEO_TOKEN: "",
      PCO_APP_ID: "",
      PCO_SECRET: "",
      MAILCHIMP_API_KEY: "",
      MAILCHIMP_LIST_ID: "",
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      VISIT_NOTIFY_TO: "office-inbox@example.org",
      MAIL_FROM: "",
      SITE_SECRET: "",
    },
  },
});
