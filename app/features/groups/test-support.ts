import type { GroupRecord } from "./group-record";

/** An open home group with a leader, as the join tests ask to join it; `changes` on top. */
export function homeGroup(changes: Partial<GroupRecord> = {}): GroupRecord {
  return {
    id: "arcata-tuesday",
    name: "Arcata Tuesday Home Group",
    description: null,
    day: "tuesday",
    time: "18:30",
    schedule: null,
    area: "Arcata",
    kind: "Home group",
    childcare: true,
    enrollment: "open",
    leaderEmail: "dana@example.org",
    leaderName: "Dana",
    ...changes,
  };
}
