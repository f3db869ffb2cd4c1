import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "./server-process";

/**
 * The installer's parts (deploy/lib/*.sh) run one function at a time, for its fast tests
 * (installer-checks and installer-writes): the checks read the machine only through commands, so fake ones
 * first on PATH stand in for this machine's.
 */

export const work = mkdtempSync(path.join(tmpdir(), "church-installer-"));
export const me = {
  user: spawnSync("id", ["-un"], { encoding: "utf8" }).stdout.trim(),
  group: spawnSync("id", ["-gn"], { encoding: "utf8" }).stdout.trim(),
};

/** Fake commands (getent, ip, ss, id): each prints its output, or runs the script given for it. */
export function stubs(commands: Record<string, string>, scripts: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(work, "bin-"));
  for (const [name, output] of Object.entries(commands)) {
    writeFileSync(path.join(dir, name), scripts[name] ?? `#!/bin/sh\ncat <<'OUT'\n${output}\nOUT\n`);
    chmodSync(path.join(dir, name), 0o755);
  }
  return dir;
}

/** Runs bash with the installer's parts sourced; `stubDir` first on PATH. */
export function bash(script: string, stubDir?: string, env: Record<string, string> = {}) {
  const parts = ["common", "args", "preflight", "settings", "system"]
    .map((part) => `. deploy/lib/${part}.sh`)
    .join("; ");
  const result = spawnSync(
    "bash",
    ["-c", `set -euo pipefail; ${parts}; O_PUBLIC_IPS=(); O_LOOPBACK_DNS=0; ${script}`],
    {
      cwd: root,
      encoding: "utf8",
      env: { PATH: `${stubDir ? `${stubDir}:` : ""}${process.env.PATH}`, HOME: work, ...env },
    },
  );
  return { code: result.status, out: `${result.stdout}${result.stderr}`, stdout: result.stdout };
}
