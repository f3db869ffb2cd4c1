import { defineConfig, devices } from "@playwright/test";
import { existsSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumFlags, chromiumPath } from "./scripts/lib/chromium.mjs";
import { journeyServerEnv } from "./scripts/lib/journey-server-env.mjs";
import { copyChurchFolder } from "./tests/e2e/demo-copy";

/**
 * End-to-end journeys against the production build (npm test builds first),
 * in Debian's Chromium. A journey runs once, at a desktop width, unless what it
 * checks depends on the width: one tagged @widths runs at a phone width too,
 * one tagged @phone only there (and @desktop only at the desktop width). Every
 * page's accessibility scan runs at both (accessibility.spec.ts). The second
 * church's journeys (tests/e2e/second-church, issue 17) run against a second
 * server of the same build with its content folder.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/**
 * The journeys' SMTP server (tests/e2e/mail-server.ts, started by globalSetup): the site sends its
 * e-mails there and it writes each one to E2E_MAIL_DIR, where the journeys read them. Set here once,
 * in the runner's process, so its workers (which load this file again) inherit the same values.
 */
// port + 2: port + 1 is the second church's server (below).
process.env.E2E_SMTP_PORT ??= String(port + 2);
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), `church-e2e-mail-${process.pid}`);
// The server's data folder, named once for the run: the workers inherit it, so a journey can read
// what the server stored through the operator's own export (tests/e2e/support.ts, exportedRows), and
// the staff journeys run the real `admin:invite` command against it.
if (!process.env.E2E_DATA_DIR) {
  // The runner names the folders (its workers inherit them). A process id comes round again: folders an
  // earlier run left under these names (its data, its copies of the church, made from older content) go
  // first, so every run starts from the content and the empty data of its own checkout.
  process.env.E2E_DATA_DIR = path.join(tmpdir(), `church-e2e-${process.pid}`);
  for (const suffix of ["", "-content", "-editor", "-editor-content", "-bilingual-content"]) {
    rmSync(`${process.env.E2E_DATA_DIR}${suffix}`, { recursive: true, force: true });
  }
}
const secondChurchPort = port + 1;
const SECOND_CHURCH = /second-church\//;
const SECOND_CHURCH_SPECS = /second-church\/.+\.spec\.ts$/;
// The server's own copy of the demo church, made once for the run: the editor's journeys (issue 18)
// publish into it, never into content/redwood-coast.
process.env.E2E_CONTENT_DIR ??= `${process.env.E2E_DATA_DIR}-content`;
if (!existsSync(process.env.E2E_CONTENT_DIR)) {
  copyChurchFolder(["content/redwood-coast"], process.env.E2E_CONTENT_DIR);
}

// The staff editor's journeys (admin-editor.spec.ts) publish pages and alerts: they run against a server
// of their own, on a copy of its own, so no other journey ever sees what they change.
const editorPort = port + 3;
const EDITOR_SPECS = /(admin-(editor|passkey|events)|content-languages)\.spec\.ts$/;
process.env.E2E_EDITOR_PORT ??= String(editorPort);
process.env.E2E_EDITOR_DATA_DIR ??= `${process.env.E2E_DATA_DIR}-editor`;
process.env.E2E_EDITOR_CONTENT_DIR ??= `${process.env.E2E_DATA_DIR}-editor-content`;
if (!existsSync(process.env.E2E_EDITOR_CONTENT_DIR)) {
  copyChurchFolder(["content/redwood-coast"], process.env.E2E_EDITOR_CONTENT_DIR);
}

// The bilingual test church (issue 36): the demo folder with tests/fixtures/content/bilingual laid over it
// (a long two-language name; its own events, groups and funds in Spanish), on a server of its own.
const bilingualPort = port + 4;
const BILINGUAL_SPECS = /bilingual-church\.spec\.ts$/;
process.env.E2E_BILINGUAL_PORT ??= String(bilingualPort);
process.env.E2E_BILINGUAL_CONTENT_DIR ??= `${process.env.E2E_DATA_DIR}-bilingual-content`;
if (!existsSync(process.env.E2E_BILINGUAL_CONTENT_DIR)) {
  copyChurchFolder(
    ["content/redwood-coast", "tests/fixtures/content/bilingual"],
    process.env.E2E_BILINGUAL_CONTENT_DIR,
  );
}

const launchOptions = { executablePath: chromiumPath, args: chromiumFlags };

/** What both servers share: the test clock, quiet logs, and no upstream credentials. */
// The operator's token of the sites under test: /healthz's detail needs it (issue 25).
process.env.E2E_ADMIN_TOKEN ??= "e2e-operator-token-0123456789abcdef";
const serverEnv = journeyServerEnv();

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
    // A trace is recorded when a journey is retried: tracing every journey (screencast and snapshots)
    // cost a fifth of the run. Run with --trace on to record one locally.
    trace: "on-first-retry",
    // Each worker keeps its browser context and page from journey to journey, and Playwright resets
    // them in between (cookies, storage, cache, headers, routes, viewport, emulation): a fresh context
    // and page cost about a second of CPU each, a sixth of the run. A journey that needs other context
    // options still gets a context of its own; admin-passkey.spec.ts opts out (its authenticator lives
    // in the page's CDP session).
    reuseContext: true,
    launchOptions,
  },
  projects: [
    // At 375 px: the journeys tagged @phone or @widths. At 1280 px: all but those tagged @phone.
    {
      name: "phone",
      testIgnore: [SECOND_CHURCH, EDITOR_SPECS, BILINGUAL_SPECS],
      grep: /@phone|@widths/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: false },
    },
    {
      name: "desktop",
      testIgnore: [SECOND_CHURCH, EDITOR_SPECS, BILINGUAL_SPECS],
      grepInvert: /@phone/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
    // The staff editor's journeys, on their own server (above), at the same two widths.
    {
      name: "editor-phone",
      testMatch: EDITOR_SPECS,
      grep: /@phone|@widths/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        isMobile: false,
        baseURL: `http://127.0.0.1:${editorPort}`,
      },
    },
    {
      name: "editor",
      testMatch: EDITOR_SPECS,
      grepInvert: /@phone/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${editorPort}`,
      },
    },
    // The bilingual church (issue 36): its pages in both languages, and its long name at every width.
    {
      name: "bilingual",
      testMatch: BILINGUAL_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${bilingualPort}`,
      },
    },
    // The second church: another country, zone and date style, seen by a visitor in a third zone.
    {
      name: "second-church",
      testMatch: SECOND_CHURCH_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${secondChurchPort}`,
        timezoneId: "America/Chicago",
      },
    },
  ],
  webServer: [
    {
      command: "node scripts/serve.mjs",
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        CONTENT_DIR: process.env.E2E_CONTENT_DIR,
        // The copy runs the upstream services on demo content, as the bundled folder does.
        DEMO: "true",
        // The demo church's e-mails (visitors' plans, staff sign-in) go to the journeys' SMTP server.
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        VISIT_NOTIFY_TO: "office-inbox@example.org",
        MAIL_FROM: "website@redwoodcoast.example",
        SITE_SECRET: "",
      },
    },
    {
      command: "node scripts/serve.mjs",
      url: `http://127.0.0.1:${editorPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(editorPort),
        DATA_DIR: process.env.E2E_EDITOR_DATA_DIR,
        CONTENT_DIR: process.env.E2E_EDITOR_CONTENT_DIR,
        DEMO: "true",
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // localhost, not 127.0.0.1: the passkey journey's passkeys are bound to this host (an IP address cannot hold one).
        PUBLIC_URL: `http://localhost:${editorPort}`,
        MAIL_FROM: "website@redwoodcoast.example",
        SITE_SECRET: "",
      },
    },
    {
      command: "node scripts/serve.mjs",
      url: `http://127.0.0.1:${bilingualPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(bilingualPort),
        DATA_DIR: path.join(tmpdir(), `church-e2e-bilingual-${process.pid}`),
        CONTENT_DIR: process.env.E2E_BILINGUAL_CONTENT_DIR,
        DEMO: "true",
        SITE_SECRET: "",
      },
    },
    {
      // The same build serving the second church's content folder, on a server whose own zone is neither
      // the church's nor the visitor's, so a rule that forgets the church's zone fails.
      command: "node scripts/serve.mjs",
      url: `http://127.0.0.1:${secondChurchPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv,
        PORT: String(secondChurchPort),
        DATA_DIR: path.join(tmpdir(), `church-e2e-second-${process.pid}`),
        CONTENT_DIR: "tests/fixtures/content/eastholm",
        TZ: "Asia/Kolkata",
      },
    },
  ],
});
