// `npm test`: everything, on a fresh clone too. Installs what is missing
// (dependencies; Debian's Chromium when it is absent and we are root), then
// type-check, lint, unit tests, a production build and the end-to-end
// journeys against it. Ends with one summary line: "N passed, N failed".
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureBuild, ensureDependencies, root, run } from "./lib/prepare.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(chromium)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✗ Chromium is missing at ${chromium}. Install Debian's package as root:\n` +
        `    sudo apt-get update && sudo apt-get install -y chromium\n` +
        `  or point CHROMIUM_PATH at a Chromium or Chrome binary.`,
    );
    process.exit(1);
  }
  console.log("→ Installing Debian's Chromium for the end-to-end tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (run("apt-get", ["update", "-qq"], { env }) !== 0 || run("apt-get", ["install", "-y", "-qq", "chromium"], { env }) !== 0) {
    console.error("✗ apt-get could not install chromium.");
    process.exit(1);
  }
}

ensureDependencies();
ensureChromium();

const steps = [];
function step(name, command, args) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const status = run(command, args);
  steps.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return status === 0;
}

rmSync(path.join(root, "reports"), { recursive: true, force: true });
if (step("route types", "npx", ["react-router", "typegen"])) step("type-check", "npx", ["tsc", "--noEmit"]);
step("lint", "npx", ["eslint", "."]);
step("unit tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=reports/vitest.json"]);
console.log("\n━━ production build ━━");
ensureBuild({ force: true });
step("end-to-end tests", "npx", ["playwright", "test"]);

const counts = { passed: 0, failed: 0, skipped: 0 };
try {
  const vitest = JSON.parse(readFileSync(path.join(root, "reports", "vitest.json"), "utf8"));
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
} catch {
  counts.failed += 1;
}
try {
  const playwright = JSON.parse(readFileSync(path.join(root, "reports", "playwright.json"), "utf8"));
  counts.passed += playwright.stats.expected + playwright.stats.flaky;
  counts.failed += playwright.stats.unexpected;
  counts.skipped += playwright.stats.skipped;
} catch {
  counts.failed += 1;
}

console.log("\n━━ summary ━━");
for (const { name, ok, seconds } of steps) console.log(`${ok ? "✓" : "✗"} ${name} (${seconds} s)`);
const allOk = steps.every((s) => s.ok) && counts.failed === 0 && counts.passed > 0;
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`);
process.exit(allOk ? 0 : 1);
