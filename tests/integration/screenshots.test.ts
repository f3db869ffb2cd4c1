import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { imageSize } from "image-size";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PICTURES, WIDTHS, pictureFile } from "../../scripts/lib/screenshot-list.mjs";
import { ensureBuilt, root } from "./server-process";

/**
 * `npm run screenshots` on the built demo church, into a folder of its own (nothing is committed by a test
 * run): it makes every picture of the README and the staff guide at both widths, and it fails, naming the
 * picture, when a picture's page no longer answers or is no longer the page it was.
 */
const out = mkdtempSync(path.join(tmpdir(), "church-screenshots-test-"));
beforeAll(() => ensureBuilt(), 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

async function screenshots(...args: string[]): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ["scripts/screenshots.mjs", ...args], { cwd: root });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  return { status, output };
}

test("the script makes every picture, at a phone's width and a desktop's", async () => {
  const { status, output } = await screenshots("--out", out);
  expect(
    status,
    output
      .split("\n")
      .filter((line) => line.startsWith("✗"))
      .join("\n") || output,
  ).toBe(0);
  for (const picture of PICTURES) {
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      const size = imageSize(readFileSync(pictureFile(out, picture.name, width)));
      expect({ picture: picture.name, type: size.type, width: size.width }).toEqual({
        picture: picture.name,
        type: "jpg",
        width: viewport.width,
      });
    }
  }
}, 300_000);

test("a picture whose page is gone fails the script, naming the picture and the answer", async () => {
  const list = path.join(out, "gone.mjs");
  writeFileSync(list, `export const PICTURES = [{ name: "gone", path: "/no-such-page", ready: { level: 1 } }];\n`);
  const { status, output } = await screenshots("--out", out, "--list", list);
  expect(status).toBe(1);
  expect(output).toMatch(/✗ gone \(phone\): \/no-such-page answered (404|30\d)/);
}, 120_000);
