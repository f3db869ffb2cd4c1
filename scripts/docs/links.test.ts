import { expect, test } from "vitest";
import { docFiles, linkProblem, links, read as readText } from "./markdown";

/**
 * Every relative link and #anchor in the README, docs/ and the folders' READMEs resolves, as GitHub would
 * resolve it. Guides other branches of this session write (issue 37: forms, backups, roles) may be linked
 * before they are merged: once a file of this list exists, its links and anchors are checked like any
 * other's, and the list can lose it.
 */
const WRITTEN_ON_ANOTHER_BRANCH = new Set(["docs/forms.md", "docs/backups.md", "docs/roles.md"]);

test("the docs are found (README, guides, decisions, folder READMEs)", () => {
  const files = docFiles();
  expect(files).toEqual(
    expect.arrayContaining(["README.md", "docs/adopting.md", "docs/staff-guide.md", "app/features/README.md"]),
  );
  expect(files.filter((file) => file.startsWith("docs/decisions/")).length).toBeGreaterThan(40);
});

test("every relative link and anchor resolves", () => {
  const problems = docFiles()
    .flatMap(links)
    .map((link) => ({ link, problem: linkProblem(link, WRITTEN_ON_ANOTHER_BRANCH) }))
    .filter(({ problem }) => problem !== null)
    .map(({ link, problem }) => `${link.file}:${link.line} ${link.target}: ${problem}`);
  expect(problems).toEqual([]);
});

test("the check itself refuses a missing file, a missing anchor, a path outside and an absolute path", () => {
  const at = (target: string) => linkProblem({ file: "docs/adopting.md", line: 1, target });
  expect(at("configuration.md#what-runs-without-credentials")).toBeNull();
  expect(at("content-reference.md#eventsidyaml")).toBeNull();
  expect(at("#1-start-a-new-folder")).toBeNull();
  expect(at("https://example.org/nowhere")).toBeNull();
  expect(at("no-such-guide.md")).toMatch(/does not exist/);
  expect(at("configuration.md#no-such-heading")).toMatch(/no heading/);
  expect(at("../../shared/SPEC.md")).toMatch(/outside the repository/);
  expect(at("/docs/adopting.md")).toMatch(/absolute path/);
});

test("nothing names a file outside the repository, linked or not", () => {
  const outside = docFiles().filter((file) => /\.\.\/shared\/|\/work\//.test(readText(file)));
  expect(outside).toEqual([]);
});
