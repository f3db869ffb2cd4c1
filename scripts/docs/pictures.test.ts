import { existsSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { PICTURES, WIDTHS, pictureFile } from "../lib/screenshot-list.mjs";
import { links, root } from "./markdown";

/**
 * The pictures the README and the staff guide show are the ones `npm run screenshots` makes (its list,
 * scripts/lib/screenshot-list.mjs), and each it makes is in docs/images/: a picture nobody can remake, or one
 * the script makes and nobody committed, fails here. That each picture's page still exists is proved by
 * running the script (tests/integration/screenshots.test.ts).
 */
const made = PICTURES.flatMap((picture) =>
  Object.keys(WIDTHS).map((width) => pictureFile("docs/images", picture.name, width)),
);

function shown(file: string): string[] {
  return links(file)
    .map((link) => path.normalize(path.join(path.dirname(file), link.target)))
    .filter((target) => target.startsWith("docs/images/"));
}

test("the README shows the home page at a phone's width and a desktop's", () => {
  expect(shown("README.md").sort()).toEqual(["docs/images/home-desktop.jpg", "docs/images/home-phone.jpg"]);
});

test("every picture the README and the staff guide show is one the script makes", () => {
  const pictures = [...shown("README.md"), ...shown("docs/staff-guide.md")];
  expect(pictures.length).toBeGreaterThan(6);
  expect(pictures.filter((picture) => !made.includes(picture))).toEqual([]);
});

test("every picture the script makes is committed", () => {
  expect(made.filter((picture) => !existsSync(path.join(root, picture)))).toEqual([]);
});
