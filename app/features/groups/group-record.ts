import type { GroupView } from "~/lib/groups";

/** A group as the server knows it: what the finder shows, and who answers requests to join (never sent to a page). */
export interface GroupRecord extends GroupView {
  leaderEmail: string | null;
  leaderName: string | null;
}

export function toGroupView(record: GroupRecord): GroupView {
  const { leaderEmail: _email, leaderName: _name, ...view } = record;
  return view;
}
