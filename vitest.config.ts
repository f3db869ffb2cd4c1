import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Kept apart from vite.config.ts so the React Router plugin stays out of unit tests.
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Vitest's default is one worker fewer than the cores: one, on this two-core machine. Many files wait on
    // a server, a socket or a timer (tests/integration), so three share the two cores well: the unit suite
    // took 211 s with three against 260 s with two, on a fresh clone of this machine (issue 29).
    maxWorkers: 3,
    // Many tests start a real SMTP server, render e-mails and write SQLite with synchronous=FULL: a few seconds
    // on an idle machine, three times that beside another CPU-bound process (issue 29). 5 s was Vitest's default.
    testTimeout: 20_000,
    // Every test runs as if the machine sat in a zone far from the church's,
    // so a rule that forgets the church's time zone fails here.
    env: { TZ: "Asia/Kolkata", LOG_LEVEL: "error" },
    restoreMocks: true,
    globalSetup: ["tests/setup/load-demo-content.ts"],
    setupFiles: ["tests/setup/demo-content.ts"],
  },
});
