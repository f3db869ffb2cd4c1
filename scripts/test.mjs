// `npm test`: everything, on a fresh clone too. Installs what is missing
// (dependencies; Debian's Chromium, Caddy, restic, OpenSSH and shellcheck when they are absent and we are
// root), then type-check, lint and a production build side by side, unit and integration
// tests, and the end-to-end journeys against the build. Ends with the ten
// slowest journeys and one summary line: "N passed, N failed".
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { chromiumPath as chromium } from "./lib/chromium.mjs";
import { ensureDependencies, root, run } from "./lib/prepare.mjs";
import { formatJourneys, slowestJourneys } from "./lib/slowest-journeys.mjs";

const caddy = process.env.CADDY_PATH ?? "/usr/bin/caddy";

/** Installs Debian's package when `binary` is missing and we are root; otherwise says what to run. */
function ensureDebianPackage(binary, pkg, purpose, setting) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✗ ${pkg} is missing at ${binary} (${purpose}). Install Debian's package as root:\n` +
        `    sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
        `  or point ${setting} at another ${pkg} binary.`,
    );
    process.exit(1);
  }
  console.log(`→ Installing Debian's ${pkg} (${purpose})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (
    run("apt-get", ["update", "-qq"], { env }) !== 0 ||
    run("apt-get", ["install", "-y", "-qq", pkg], { env }) !== 0
  ) {
    console.error(`✗ apt-get could not install ${pkg}.`);
    process.exit(1);
  }
}

ensureDependencies();
ensureDebianPackage(chromium, "chromium", "the end-to-end tests", "CHROMIUM_PATH");
ensureDebianPackage(caddy, "caddy", "the HTTPS deployment test", "CADDY_PATH");
// The backup tests (issue 40): restic, and a private OpenSSH server holding an SFTP repository.
ensureDebianPackage("/usr/bin/restic", "restic", "the backup tests", "PATH");
ensureDebianPackage("/usr/sbin/sshd", "openssh-server", "the SFTP backup test", "PATH");
ensureDebianPackage("/usr/bin/ssh", "openssh-client", "the SFTP backup test", "PATH");
// The installer's checks (issue 46): its shell scripts through shellcheck.
ensureDebianPackage("/usr/bin/shellcheck", "shellcheck", "the installer's checks", "PATH");

const steps = [];
function step(name, command, args) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const status = run(command, args);
  steps.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  return status === 0;
}

/** One command, its output kept for later; resolves with its exit status. */
function runQuietly(command, args, output) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: "1" } });
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", (error) => {
      output.push(Buffer.from(String(error)));
      resolve(1);
    });
    child.on("close", (status) => resolve(status ?? 1));
  });
}

/**
 * Runs steps side by side (each mostly single-threaded: three share two cores well), then prints each one's
 * output in turn. A step is one command, or several run one after another (`then`), the rest skipped once one
 * fails. Returns whether each passed, by name.
 */
async function stepsTogether(list) {
  const results = await Promise.all(
    list.map(async ({ name, command, args, then = [] }) => {
      const started = Date.now();
      const output = [];
      let status = 0;
      for (const each of [{ command, args }, ...then]) {
        status = await runQuietly(each.command, each.args, output);
        if (status !== 0) break;
      }
      return { name, status, output, seconds: Math.round((Date.now() - started) / 1000) };
    }),
  );
  const passed = {};
  for (const { name, status, output, seconds } of results) {
    console.log(`\n━━ ${name} ━━`);
    process.stdout.write(Buffer.concat(output));
    steps.push({ name, ok: status === 0, seconds });
    passed[name] = status === 0;
  }
  return passed;
}

rmSync(path.join(root, "reports"), { recursive: true, force: true });
// The type-check (after the route types it reads), the lint and the production build side by side: none reads
// what another writes (tsc and ESLint leave build/ out, ESLint reads no types, the build reads no route types),
// so the build no longer waits for the slower of the other two. The build comes before the unit tests: the
// integration tests among them (tests/integration) run the built server, alone and behind Caddy.
const passed = await stepsTogether([
  {
    name: "route types and type-check",
    command: "npx",
    args: ["react-router", "typegen"],
    then: [{ command: "npx", args: ["tsc", "--noEmit"] }],
  },
  // The code's layout is Prettier's (.prettierrc): checked here, written by `npm run format`.
  {
    name: "lint",
    command: "npx",
    args: ["eslint", "."],
    then: [
      { command: "npx", args: ["prettier", "--check", "--log-level", "warn", "**/*.{ts,tsx,mts,mjs,cjs,js,css}"] },
    ],
  },
  { name: "production build", command: "npm", args: ["run", "build", "--silent"] },
]);
if (!passed["production build"]) {
  console.error("\n✗ npm run build failed: the tests need the built site.");
  process.exit(1);
}
/**
 * One Vitest run: its report (JSON, for the counts) and, in reports/<report>-problems.txt, why it failed
 * (tests/setup/problems-reporter.ts), repeated below the summary: a run can fail with every test passed.
 */
function vitestStep(name, report, timing) {
  process.env.TIMING_TESTS = timing;
  process.env.VITEST_PROBLEMS_FILE = path.join(root, "reports", `${report}-problems.txt`);
  step(name, "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    "--reporter=./tests/setup/problems-reporter.ts",
    `--outputFile.json=reports/${report}.json`,
  ]);
  delete process.env.TIMING_TESTS;
  delete process.env.VITEST_PROBLEMS_FILE;
}
vitestStep("unit tests", "vitest", "exclude");
// The tests that hold a time bound, after the rest and one at a time (vitest.config.ts: TIMING_TESTS).
vitestStep("timing tests", "vitest-timing", "only");
step("end-to-end tests", "npx", ["playwright", "test"]);

const counts = { passed: 0, failed: 0, skipped: 0 };
for (const report of ["vitest.json", "vitest-timing.json"]) {
  try {
    const vitest = JSON.parse(readFileSync(path.join(root, "reports", report), "utf8"));
    counts.passed += vitest.numPassedTests;
    counts.failed += vitest.numFailedTests;
    counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
  } catch {
    counts.failed += 1;
  }
}
try {
  const playwright = JSON.parse(readFileSync(path.join(root, "reports", "playwright.json"), "utf8"));
  counts.passed += playwright.stats.expected + playwright.stats.flaky;
  counts.failed += playwright.stats.unexpected;
  counts.skipped += playwright.stats.skipped;
  const slowest = slowestJourneys(playwright, 10);
  if (slowest.length)
    console.log(`\n━━ the ${slowest.length} slowest journeys ━━\n${formatJourneys(slowest).join("\n")}`);
} catch {
  counts.failed += 1;
}

const problems = ["vitest", "vitest-timing"].flatMap((report) => {
  try {
    return readFileSync(path.join(root, "reports", `${report}-problems.txt`), "utf8")
      .split("\n")
      .filter(Boolean);
  } catch {
    return [];
  }
});
if (problems.length) {
  const shown = problems.slice(0, 30);
  console.log(`\n━━ why Vitest failed ━━\n${shown.join("\n")}`);
  if (problems.length > shown.length)
    console.log(`… and ${problems.length - shown.length} more (reports/*-problems.txt)`);
}

console.log("\n━━ summary ━━");
for (const { name, ok, seconds } of steps) console.log(`${ok ? "✓" : "✗"} ${name} (${seconds} s)`);
const allOk = steps.every((s) => s.ok) && counts.failed === 0 && counts.passed > 0;
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`);
process.exit(allOk ? 0 : 1);
