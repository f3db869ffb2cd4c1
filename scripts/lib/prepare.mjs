// Shared by `npm start` and `npm test`: install what is missing and build
// when the sources changed, using only Node's standard library (this runs
// before any dependency is installed).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${status})`);
    process.exit(status);
  }
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function newestIn(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : mtime(full));
  }
  return newest;
}

/**
 * npm ci when node_modules is missing or older than the lockfile. Never under a test (Vitest sets VITEST for
 * its workers and what they start): the content-new tests run scripts/content.mjs, and an `npm ci` there
 * replaced node_modules under the whole running suite, several at once, each rebuilding better-sqlite3.
 */
export function ensureDependencies() {
  if (process.env.VITEST) return;
  const installed = path.join(root, "node_modules", ".package-lock.json");
  const lock = path.join(root, "package-lock.json");
  // What was installed, by the lockfile's content: a checkout that rewrites the lockfile unchanged (a fresh
  // worktree beside a copied node_modules, a `git stash`) is not a reason to reinstall; a changed one is.
  const stamp = path.join(root, "node_modules", ".installed-lockfile-sha256");
  const lockHash = existsSync(lock) ? createHash("sha256").update(readFileSync(lock)).digest("hex") : "";
  if (existsSync(installed) && existsSync(stamp) && readFileSync(stamp, "utf8").trim() === lockHash) return;
  if (!(existsSync(installed) && mtime(installed) >= mtime(lock))) {
    console.log("→ Installing dependencies (npm ci)…");
    runOrExit("npm", ["ci", "--no-audit", "--no-fund"]);
  }
  // Written beside and renamed over: a worktree whose node_modules is a hard-linked copy of another's must not
  // change the other's stamp by writing through the shared file.
  writeFileSync(`${stamp}.${process.pid}`, `${lockHash}\n`);
  renameSync(`${stamp}.${process.pid}`, stamp);
}

/** react-router build when build/ is missing or older than any source. */
export function ensureBuild({ force = false } = {}) {
  const built = mtime(path.join(root, "build", "server", "index.js"));
  const sources = Math.max(
    newestIn(path.join(root, "app")),
    newestIn(path.join(root, "public")),
    ...["server.ts", "vite.config.ts", "vite.elements.config.ts", "react-router.config.ts", "package-lock.json"].map(
      (file) => mtime(path.join(root, file)),
    ),
  );
  if (!force && built > 0 && built >= sources) return;
  console.log("→ Building the site…");
  runOrExit("npm", ["run", "build", "--silent"]);
}
