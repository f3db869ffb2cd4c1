import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { root } from "./server-process";

/**
 * `npm run content:new` at a real terminal (issue 38, item 4): Ctrl+D at a
 * question ends it quietly, with nothing written and no stack trace. The
 * terminal is a pseudo-terminal made by util-linux's `script`, so readline
 * sees a TTY and the ^D byte as a keypress, as a person's would be.
 */

test("Ctrl+D at a question stops content:new quietly and writes nothing", async () => {
  const target = path.join(mkdtempSync(path.join(tmpdir(), "content-new-tty-")), "our-church");
  const child = spawn("script", ["-qec", `node scripts/content.mjs new ${target}`, "/dev/null"], {
    cwd: root,
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  const seen = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${text}" in: ${output}`)), 30_000);
      const look = () => {
        if (!output.includes(text)) return;
        clearTimeout(timer);
        resolve();
      };
      child.stdout.on("data", look);
      look();
    });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));

  await seen("The church's name");
  child.stdin.write("Grace Fellowship\r");
  await seen("Street address");
  child.stdin.write("\x04");
  expect(await exited).toBe(130);
  expect(output).toContain("Stopped: nothing was written.");
  expect(output).not.toMatch(/AbortError|node:internal|at /);
  expect(existsSync(target)).toBe(false);
}, 60_000);
