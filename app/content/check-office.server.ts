import type { ContentProblem, ParsedFile } from "./read-files.server";
import type { ChurchFile, GroupsFile } from "./schema";

/**
 * Issue 38: church.yaml's `email` (the office's address) may be left out. What
 * would have gone to the office then goes nowhere by e-mail; said here, where the
 * church can fix it. Today only join requests copy the office (app/features/
 * groups/join.server.ts): a group with a leader still reaches its leader, one
 * without a leader reaches nobody by e-mail (staff see it on /admin/groups).
 */
export function checkOfficeAddress(
  church: ParsedFile<Pick<ChurchFile, "email">>,
  groups: ParsedFile<Pick<GroupsFile, "source" | "groups">>,
  problems: ContentProblem[],
): void {
  if (church.data.email) return;
  const open = groups.data.groups
    .map((group, index) => ({ group, index }))
    .filter(({ group }) => group.enrollment === "open");
  if (groups.data.source === "planning-center" || open.length > 0) {
    problems.push({
      file: church.file,
      field: "email",
      line: church.lineOf(["email"]),
      message:
        "is not set, so requests to join a group go to its leader only, with no copy to the office: write the office's address to have one",
      severity: "warning",
    });
  }
  if (groups.data.source !== "folder") return;
  for (const { group, index } of open) {
    if (group.leader) continue;
    problems.push({
      file: groups.file,
      field: `groups[${index}].leader`,
      line: groups.lineOf(["groups", index]),
      message: `is missing, and church.yaml has no email: requests to join "${group.name}" reach nobody by e-mail (staff see them on /admin/groups): give the group a leader, or the church an office address`,
      severity: "warning",
    });
  }
}
