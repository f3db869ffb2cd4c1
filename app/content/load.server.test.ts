import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { loadContentFolder } from "./load.server";
import { pathOfPageFile } from "./read-pages.server";
import { formatProblem, type ContentProblem } from "./read-files.server";

const DEMO = "content/redwood-coast";
const folders: string[] = [];

/** A copy of the demo church to break, one file at a time. */
function demoCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "content-test-"));
  cpSync(DEMO, dir, { recursive: true });
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function edit(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  writeFileSync(full, change(readFileSync(full, "utf8")));
}

/** What is not yet translated into the demo's second language is listed apart (content-languages.server.test.ts). */
const untranslated = (problem: ContentProblem) => /not translated into \w+ yet/.test(problem.message);

async function problemsOf(dir: string): Promise<string[]> {
  const result = await loadContentFolder(dir);
  return (result.ok ? result.warnings : result.problems).filter((problem) => !untranslated(problem)).map(formatProblem);
}

test("the demo church loads whole: every page, its gatherings, seasons and pictures", async () => {
  const result = await loadContentFolder(DEMO);
  expect(result.ok).toBe(true);
  if (!result.ok) return;
  const { content } = result;
  expect(content.pages.map((page) => page.path)).toEqual(
    expect.arrayContaining(["/", "/about", "/ministries/kids", "/easter"]),
  );
  expect(content.services.gatherings).toEqual([
    expect.objectContaining({ id: "sunday-1030", weekday: 0, hour: 10, minute: 30, language: "en" }),
    expect.objectContaining({ id: "sunday-1230", weekday: 0, hour: 12, minute: 30, language: "es" }),
  ]);
  expect(content.seasons.map((season) => season.path)).toEqual(["/christmas", "/easter"]);
  expect(content.brand.css).toContain("--color-primary:#173f73");
  expect(result.files.pictures.length).toBeGreaterThan(40);
  expect(result.warnings.filter((problem) => !untranslated(problem))).toEqual([]);
});

test("a page's address is its file's path", () => {
  expect(pathOfPageFile("pages/index.yaml")).toBe("/");
  expect(pathOfPageFile("pages/about.yaml")).toBe("/about");
  expect(pathOfPageFile("pages/ministries/kids.yml")).toBe("/ministries/kids");
  expect(pathOfPageFile("pages/ministries/index.json")).toBe("/ministries");
});

test("a wrong value is named with its file, field, line and how to write it", async () => {
  const dir = demoCopy();
  edit(dir, "services.yaml", (text) => text.replace('start: "10:30"', 'start: "25:00"'));
  const [problem] = await problemsOf(dir);
  expect(problem).toMatch(/^services\.yaml:\d+ {2}gatherings\[0\]\.start: write the time as "HH:MM" in 24-hour time/);
});

test("a misspelt field, a missing one and broken YAML are each named", async () => {
  const dir = demoCopy();
  edit(dir, "pages/about.yaml", (text) => text.replace("description:", "descripton:"));
  edit(dir, "pages/give.yaml", (text) => `${text}\n  broken: [unclosed\n`);
  const problems = await problemsOf(dir);
  expect(problems).toContainEqual(
    expect.stringMatching(/^pages\/about\.yaml:\d+ {2}descripton: is not a field this file knows/),
  );
  expect(problems).toContainEqual(expect.stringMatching(/^pages\/about\.yaml(:\d+)? {2}description: is missing/));
  expect(problems).toContainEqual(expect.stringMatching(/^pages\/give\.yaml:\d+ {2}is not valid YAML here/));
});

test("references between files are checked: staff ids, pictures on disk, pages in the menu", async () => {
  const dir = demoCopy();
  edit(dir, "pages/about.yaml", (text) => text.replace("members: [jordan-avery,", "members: [jordan-averyy,"));
  edit(dir, "pages/ministries/kids.yaml", (text) =>
    text.replace("images/banners/kids.webp", "images/banners/kidz.webp"),
  );
  rmSync(path.join(dir, "pages/ministries/youth.yaml"));
  const result = await loadContentFolder(dir);
  expect(result.ok).toBe(false);
  const problems = (result.ok ? [] : result.problems).map(formatProblem);
  expect(problems).toContainEqual(
    expect.stringMatching(
      /^pages\/about\.yaml:\d+ {2}sections\[\d+\]\.members\[0\]: no one in church\.yaml's staff has the id "jordan-averyy"/,
    ),
  );
  expect(problems).toContainEqual(
    expect.stringMatching(/^pages\/ministries\/kids\.yaml:\d+ {2}banner\.file: images\/banners\/kidz\.webp is missing/),
  );
  // The removed page's menu entry is left out, with a warning so a typo is noticed.
  expect(problems).toContainEqual(
    expect.stringMatching(
      /^navigation\.yaml:\d+ {2}warning: menu\[\d+\]\.items\[\d+\]\.page: \/ministries\/youth is not a page of this site/,
    ),
  );
});

test("a palette people could not read is refused (WCAG AA)", async () => {
  const dir = demoCopy();
  edit(dir, "brand.yaml", (text) => text.replace('muted: "#4a5566"', 'muted: "#b0b0b0"'));
  const problems = await problemsOf(dir);
  expect(problems).toContainEqual(
    expect.stringMatching(
      /^brand\.yaml:\d+ {2}colors\.muted: #b0b0b0 on surface #ffffff \(secondary text on the page\) has a contrast of 2\.\d\d:1; WCAG AA needs 4\.5:1/,
    ),
  );
});

test("a brand given as three colours is completed and passes; one whose primary cannot carry white words is refused", async () => {
  const dir = demoCopy();
  const threeColours = (primary: string) => (text: string) =>
    text.replace(
      /colors:\n(?: {2}.*\n)+/,
      `colors:\n  primary: "${primary}"\n  accent: "#1f5fa8"\n  highlight: "#f0b94d"\n`,
    );
  edit(dir, "brand.yaml", threeColours("#173f73"));
  const result = await loadContentFolder(dir);
  expect(result.ok && result.warnings.filter((warning) => warning.file === "brand.yaml")).toEqual([]);
  edit(dir, "brand.yaml", threeColours("#7fb3e6"));
  expect(await problemsOf(dir)).toContainEqual(
    expect.stringMatching(
      /^brand\.yaml(:\d+)? {2}colors\.onPrimary: #ffffff on primary #7fb3e6 \(the menu bar and primary buttons\) has a contrast of 2\.\d\d:1; WCAG AA needs 4\.5:1/,
    ),
  );
});

test("a page cannot take one of the site's own addresses or another page's", async () => {
  const dir = demoCopy();
  cpSync(path.join(dir, "pages/give.yaml"), path.join(dir, "pages/events.yaml"));
  edit(dir, "pages/baptism.yaml", (text) => `${text}\nalsoAt: [/give]\n`);
  const problems = await problemsOf(dir);
  expect(problems).toContainEqual(
    expect.stringMatching(/^pages\/events\.yaml(:\d+)? {2}\/events is one of the site's own pages/),
  );
  expect(problems).toContainEqual(
    expect.stringMatching(
      /^pages\/baptism\.yaml:\d+ {2}alsoAt\[0\]: \/give is already the address of pages\/give\.yaml/,
    ),
  );
});

test("an empty or missing folder says what to do", async () => {
  const problems = await problemsOf(path.join(tmpdir(), "no-such-content-folder"));
  expect(problems[0]).toMatch(/is empty or missing: point CONTENT_DIR at a content folder/);
});

test("a live player or a video of a platform the site does not know is a warning: the live page will link to it", async () => {
  const dir = demoCopy();
  edit(dir, "services.yaml", (text) =>
    text.replace("https://vimeo.com/event/4100213/embed", "https://stream.example-church-live.net/embed/42"),
  );
  edit(dir, "pages/christmas.yaml", (text) =>
    text.replace("https://player.vimeo.com/video/76979871", "https://fast.wistia.net/embed/iframe/abc"),
  );
  const result = await loadContentFolder(dir);
  expect(result.ok).toBe(true);
  expect(await problemsOf(dir)).toEqual([
    expect.stringMatching(
      /^services\.yaml:\d+ {2}warning: live\.embedUrl: stream\.example-church-live\.net is not a Vimeo, YouTube or Facebook player, so the live page shows a link to it/,
    ),
    expect.stringMatching(
      /^pages\/christmas\.yaml:\d+ {2}warning: sections\[\d+\]\.items\[0\]\.embedUrl: is not a Vimeo, YouTube or Facebook player/,
    ),
  ]);
  // A YouTube or Facebook player is played in the page: nothing to say.
  edit(dir, "services.yaml", (text) =>
    text.replace(
      "https://stream.example-church-live.net/embed/42",
      "https://www.youtube.com/embed/live_stream?channel=UC1",
    ),
  );
  edit(dir, "pages/christmas.yaml", (text) =>
    text.replace("https://fast.wistia.net/embed/iframe/abc", "https://www.facebook.com/plugins/video.php?href=x"),
  );
  expect(await problemsOf(dir)).toEqual([]);
});

test("a priced sign-up on a site whose giving takes no payments is flagged (issue 38)", async () => {
  const dir = demoCopy();
  try {
    edit(dir, "giving.yaml", () => "mode: off\n");
    edit(dir, "events/parenting-class.yaml", (text) =>
      text.replace(
        "  perSignUpLimit: 2\n",
        "  perSignUpLimit: 2\n  attendeeTypes:\n    - id: adult\n      name: Adult\n      price: 2000\n",
      ),
    );
    expect(await problemsOf(dir)).toContainEqual(
      expect.stringMatching(
        /^events\/parenting-class\.yaml:\d+ {2}warning: registration\.attendeeTypes\[0\]\.price: has a price, but giving\.yaml takes no payments \(mode: off\)/,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a menu's /give is a page when giving.yaml takes gifts, with no pages/give.yaml; with giving off it is not (issue 38)", async () => {
  const dir = demoCopy();
  rmSync(path.join(dir, "pages/give.yaml"));
  rmSync(path.join(dir, "pages/give.es.yaml"));
  expect((await problemsOf(dir)).filter((problem) => problem.includes("/give"))).toEqual([]);
  edit(dir, "giving.yaml", () => "mode: off\n");
  expect((await problemsOf(dir)).some((problem) => problem.includes("/give is not a page of this site"))).toBe(true);
});
