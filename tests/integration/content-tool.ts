import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import { ensureBuilt, root, startSite, stopGently, type SiteProcess } from "./server-process";

/** Runs `node scripts/content.mjs <args>` (new, check …) as an operator would, its output captured. */
export function contentTool(...args: string[]) {
  return spawnSync(process.execPath, ["scripts/content.mjs", ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** `--flag value` pairs from a record of answers, for `content:new` without a terminal. */
export function answerFlags(answers: Record<string, string>): string[] {
  return Object.entries(answers).flatMap(([flag, value]) => [`--${flag}`, value]);
}

/**
 * A church's folder written by `content:new` from `answers` (flags, no terminal) into a scratch folder of the
 * file's own (`scratch/our-church`), and the built server serving it with `env`, for the file's tests; the
 * site is stopped and the scratch folder removed after them. `site()` and `created()` are read in a test.
 */
export function withNewChurch(label: string, answers: Record<string, string>, env: Record<string, string>) {
  const scratch = mkdtempSync(path.join(tmpdir(), `${label}-`));
  const folder = path.join(scratch, "our-church");
  let site: SiteProcess | undefined;
  let created: ReturnType<typeof contentTool> | undefined;
  beforeAll(async () => {
    ensureBuilt();
    created = contentTool("new", folder, ...answerFlags(answers));
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    site = await startSite({ env: { CONTENT_DIR: folder, DEMO: "", ...env } });
  }, 180_000);
  afterAll(async () => {
    if (site) await stopGently(site);
    rmSync(scratch, { recursive: true, force: true });
  });
  return { scratch, folder, site: () => site!, created: () => created! };
}
