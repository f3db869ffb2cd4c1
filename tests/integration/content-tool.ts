import { spawnSync } from "node:child_process";
import { root } from "./server-process";

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
