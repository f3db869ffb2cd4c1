import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { read, root } from "./markdown";

/** docs/architecture.md's Layout names every folder of app/ and every feature of app/features/. */
function layoutBlock(): string {
  const text = read("docs/architecture.md");
  const block = /## Layout\n[\s\S]*?```\n([\s\S]*?)```/.exec(text)?.[1];
  if (!block) throw new Error("docs/architecture.md has no Layout section with a drawing");
  return block;
}

const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

test("every folder of app/ is in the Layout", () => {
  const block = layoutBlock();
  expect(folders("app").filter((name) => !new RegExp(`^  ${name}/`, "m").test(block))).toEqual([]);
});

test("every feature of app/features/ is in the Layout", () => {
  const block = layoutBlock();
  expect(folders("app/features").filter((name) => !new RegExp(`^    ${name}/`, "m").test(block))).toEqual([]);
});
