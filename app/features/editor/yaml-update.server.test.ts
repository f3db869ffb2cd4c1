import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { updateYaml } from "./yaml-update.server";

const KIDS = readFileSync("content/redwood-coast/pages/ministries/kids.yaml", "utf8");
const CHURCH = readFileSync("content/redwood-coast/church.yaml", "utf8");

function changedLines(before: string, after: string): string[] {
  const old = new Set(before.split("\n"));
  return after.split("\n").filter((line) => !old.has(line));
}

test("editing text changes that value's lines only: comments, order, quoting and wrapping stay as written", () => {
  const value = parse(KIDS);
  value.title = "RC Kids & Families";
  value.sections[0].items[1].text = "Our monthly family newsletter: what your kids learn, and ways to help.";
  const written = updateYaml(KIDS, value);
  expect(parse(written)).toEqual(value);
  expect(written.split("\n").length).toBe(KIDS.split("\n").length);
  expect(changedLines(KIDS, written)).toEqual([
    "title: RC Kids & Families",
    '        text: "Our monthly family newsletter: what your kids learn, and ways to help."',
  ]);
  expect(written).toContain("# yaml-language-server: $schema=../../schema/page.schema.json\n# SPEC 2.10.\n");
});

test("text that would read as a number or a date is quoted; Markdown with line breaks becomes a literal block", () => {
  const value = parse(CHURCH);
  value.address.postalCode = "93405";
  value.mission.quote = "We are **sent**.\n\nEvery one of us.";
  const written = updateYaml(CHURCH, value);
  expect(parse(written)).toEqual(value);
  expect(written).toContain('postalCode: "93405"');
  expect(written).toMatch(/quote: \|-?\n\s+We are \*\*sent\*\*\.\n\n\s+Every one of us\./);
  expect(written).toContain("# Who the church is. The demo church is fictional");
});

test("a section added, a key removed and two list items swapped: comments stay, moved items keep theirs", () => {
  const source = [
    "# A page for the test",
    "type: simple",
    "title: Test # the tab's name",
    "tagline: Short",
    "description: A page.",
    "sections:",
    "  # first, the welcome",
    "  - type: prose",
    "    text: Welcome",
    "  # then the questions",
    "  - type: faq",
    "    heading: Questions",
    "    items:",
    "      - { question: Why?, answer: Because. }",
    "",
  ].join("\n");
  const value = parse(source);
  delete value.tagline;
  value.sections = [value.sections[1], value.sections[0], { type: "prose", text: "Line one\nLine two" }];
  const written = updateYaml(source, value, { origins: new Map([["sections", [1, 0, null]]]) });
  expect(parse(written)).toEqual(value);
  expect(written).toContain("# A page for the test");
  expect(written).toContain("title: Test # the tab's name");
  expect(written).not.toContain("tagline");
  // Each section kept its own comment as it moved.
  expect(written.indexOf("# then the questions")).toBeLessThan(written.indexOf("type: faq"));
  expect(written.indexOf("type: faq")).toBeLessThan(written.indexOf("# first, the welcome"));
  expect(written.indexOf("# first, the welcome")).toBeLessThan(written.indexOf("text: Welcome"));
  expect(written).toMatch(/text: \|-\n\s+Line one\n\s+Line two/);
});

test("a new file is plain YAML; a JSON file stays JSON", () => {
  const value = { alerts: [{ text: "Closed", starts: "2027-01-09 18:00", ends: "2027-01-10 14:00", closed: true }] };
  const written = updateYaml(null, value);
  expect(parse(written)).toEqual(value);
  expect(written).toContain("starts: 2027-01-09 18:00");
  expect(JSON.parse(updateYaml('{"a": 1}', { a: 2 }, { json: true }))).toEqual({ a: 2 });
});

test("nothing changed, nothing rewritten", () => {
  expect(updateYaml(KIDS, parse(KIDS))).toBe(KIDS);
});
