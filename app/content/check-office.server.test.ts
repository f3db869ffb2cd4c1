import { expect, test } from "vitest";
import { checkOfficeAddress } from "./check-office.server";
import type { ContentProblem } from "./read-files.server";
import { groupsFile } from "./schema";

const parsed = <T>(file: string, data: T) => ({ file, data, lineOf: () => undefined });
const groups = (list: unknown[], source = "folder") =>
  parsed("groups.yaml", groupsFile.parse({ source, groups: list }));
const leader = { name: "Ann", email: "ann@example.org" };

function problemsOf(email: string | undefined, groupList: ReturnType<typeof groups>) {
  const problems: ContentProblem[] = [];
  checkOfficeAddress(parsed("church.yaml", email ? { email } : {}), groupList, problems);
  return problems;
}

test("a church with an office address: nothing to say", () => {
  expect(problemsOf("office@example.org", groups([{ id: "a", name: "A" }]))).toEqual([]);
});

test("without one and without open groups, nothing would go to the office: nothing to say", () => {
  expect(problemsOf(undefined, groups([]))).toEqual([]);
  expect(problemsOf(undefined, groups([{ id: "a", name: "A", enrollment: "closed" }]))).toEqual([]);
});

test("without one, join requests lose the office's copy, and a group with no leader reaches nobody: warnings", () => {
  const problems = problemsOf(
    undefined,
    groups([
      { id: "a", name: "Tuesday", leader },
      { id: "b", name: "Young adults" },
    ]),
  );
  expect(problems.map(({ file, field, severity }) => ({ file, field, severity }))).toEqual([
    { file: "church.yaml", field: "email", severity: "warning" },
    { file: "groups.yaml", field: "groups[1].leader", severity: "warning" },
  ]);
  expect(problems[0]!.message).toMatch(/no copy to the office/);
  expect(problems[1]!.message).toMatch(/requests to join "Young adults" reach nobody by e-mail/);
});

test("groups from Planning Center: the office's copy is said to be missing", () => {
  expect(problemsOf(undefined, groups([], "planning-center")).map((problem) => problem.field)).toEqual(["email"]);
});
