import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

/**
 * Tests that measure time against a bound (a page within its budget while an upstream is down, a visitor's
 * page during a flood of webhooks, a donor answered as fast as a stranger, a server that drains within its
 * 10 s on SIGTERM). Beside two other workers and the suite's heavier files (Chromium making screenshots,
 * restic, a soak of the content folder) a two-core machine starves them past their bounds, so `npm test`
 * runs them after the rest, one at a time (TIMING_TESTS=only); the first run leaves them out
 * (TIMING_TESTS=exclude). `vitest run` alone runs everything.
 */
export const TIMING_TESTS = [
  "tests/integration/time-budget.test.ts",
  "tests/integration/webhook-flood.test.ts",
  "tests/integration/https-deployment.test.ts",
  "tests/integration/attacks-issue-38.test.ts",
  "tests/integration/newsletter-oracle.test.ts",
];
const timing = process.env.TIMING_TESTS;
// `npm run test:installer` (issue 46): the installer in a bootstrapped Debian root, on its own; never in `npm test`.
const installer = process.env.INSTALLER_TESTS === "only";
const only = installer ? ["tests/installer/**/*.test.ts"] : timing === "only" ? TIMING_TESTS : undefined;

// Kept apart from vite.config.ts so the React Router plugin stays out of unit tests.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    // The timing and installer runs: one set of files, one worker. Otherwise two projects. The unit tests under
    // app/ share their worker's modules instead of importing everything afresh for each file, which was most of
    // their time (220 s against 69 s for the 221 files, back to back on this machine at a load of 9-10): so each of them sets,
    // or resets through a `…ForTests` function, the module state it relies on, tests/setup/process-state.ts
    // puts the settings and the clock back after each file, and they pass in any order (`--sequence.shuffle`).
    // scripts/ and tests/integration/ start servers and child processes and keep a fresh module graph for each
    // file. (A project adds its `include` to the root's, so the root names none then. The pool stays Vitest's
    // default, forks: a DST test fails in worker threads.)
    ...(only
      ? { include: only }
      : {
          projects: [
            { extends: true, test: { name: "app", include: ["app/**/*.test.{ts,tsx}"], isolate: false } },
            {
              extends: true,
              test: {
                name: "scripts-integration",
                include: ["scripts/**/*.test.{ts,mjs}", "tests/integration/**/*.test.ts"],
              },
            },
          ],
        }),
    exclude: ["**/node_modules/**", ...(timing === "exclude" ? TIMING_TESTS : [])],
    environment: "node",
    // Vitest's default is one worker fewer than the cores: one, on this two-core machine. Many files wait on
    // a server, a socket or a timer (tests/integration), so three share the two cores well: the unit suite
    // took 211 s with three against 260 s with two, on a fresh clone of this machine (issue 29).
    maxWorkers: timing === "only" || installer ? 1 : 3,
    // Many tests start a real SMTP server, render e-mails and write SQLite with synchronous=FULL: a few seconds
    // on an idle machine, three times that beside another CPU-bound process (issue 29). 5 s was Vitest's default.
    testTimeout: 20_000,
    // Every test runs as if the machine sat in a zone far from the church's,
    // so a rule that forgets the church's time zone fails here.
    env: { TZ: "Asia/Kolkata", LOG_LEVEL: "error" },
    restoreMocks: true,
    globalSetup: installer ? [] : ["tests/setup/load-demo-content.ts", "tests/setup/picture-cache.ts"],
    setupFiles: installer ? [] : ["tests/setup/demo-content.ts", "tests/setup/process-state.ts"],
  },
});
