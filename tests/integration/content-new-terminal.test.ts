import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";
import { expect, test } from "vitest";
import { root } from "./server-process";

/**
 * `npm run content:new` at a real terminal (issue 38, item 4): Ctrl+D at a
 * question ends it quietly, with nothing written and no stack trace. The
 * terminal is a pseudo-terminal made by util-linux's `script`, so readline
 * sees a TTY and the ^D byte as a keypress, as a person's would be. And
 * Enter at the office's e-mail skips it: a church may have none.
 */

function atTerminal(target: string) {
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
  return { child, seen, exited, output: () => output };
}

test("Ctrl+D at a question stops content:new quietly and writes nothing", async () => {
  const target = path.join(mkdtempSync(path.join(tmpdir(), "content-new-tty-")), "our-church");
  const { child, seen, exited, output: typed } = atTerminal(target);
  await seen("The church's name");
  child.stdin.write("Grace Fellowship\r");
  await seen("Street address");
  child.stdin.write("\x04");
  expect(await exited).toBe(130);
  const output = typed();
  expect(output).toContain("Stopped: nothing was written.");
  expect(output).not.toMatch(/AbortError|node:internal|at /);
  expect(existsSync(target)).toBe(false);
}, 60_000);

test("Enter at the office's e-mail skips it: the folder is written without one", async () => {
  const target = path.join(mkdtempSync(path.join(tmpdir(), "content-new-tty-")), "our-church");
  const { child, seen, exited, output } = atTerminal(target);
  // Every question in its order; "" is Enter: a default taken, or the e-mail skipped.
  const answers: [string, string][] = [
    ["The church's name", "Hope Chapel"],
    ["Street address", "12 Pine Street"],
    ["City", "Eureka"],
    ["State, county or region", ""],
    ["Postal code", ""],
    ["Country, two letters", ""],
    ["Time zone", "America/Los_Angeles"],
    ["The office's e-mail address", ""],
    ["which day", ""],
    ["start, 24-hour", ""],
    ["Main colour", ""],
    ["Bright second colour", ""],
    ["Logo file", ""],
  ];
  for (const [question, answer] of answers) {
    await seen(question);
    child.stdin.write(`${answer}\r`);
  }
  expect(await exited, output()).toBe(0);
  const church = parse(readFileSync(path.join(target, "church.yaml"), "utf8")) as Record<string, unknown>;
  expect(church.name).toBe("Hope Chapel");
  expect(church).not.toHaveProperty("email");
}, 60_000);
