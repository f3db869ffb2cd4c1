import { defaultLanguage } from "~/i18n/content-language";
import type { ChurchContent } from "~/content/model";
import { cachedRead, readWithinBudget } from "~/server/cache.server";
import { getEnv } from "~/server/env.server";
import { filterChoices, filterGroups, readGroupFilters, sortGroups, type GroupFinderView } from "~/lib/groups";
import { toGroupView, type GroupRecord } from "./group-record";
import { fetchGroups } from "./planning-center-groups.server";

/**
 * The church's small groups (issue 28): the content folder's groups.yaml, or
 * Planning Center Groups when the file says `source: planning-center`, read
 * through the one upstream cache (shared by concurrent requests, the last good
 * copy on disk, the page's time budget), so an outage never takes /groups down.
 */

const LIVE_KEY = "planning-center:groups";
/** Groups change a few times a season: a copy is fresh for a quarter of an hour. */
const FRESH_MS = 15 * 60 * 1000;

export type GroupFinderData = GroupFinderView;

function fromFolder(content: ChurchContent): GroupRecord[] {
  return content.groups.groups.map((entry) => ({
    id: entry.id,
    name: entry.name,
    description: entry.description ?? null,
    day: entry.day ?? null,
    time: entry.time ?? null,
    schedule: null,
    area: entry.area ?? null,
    kind: entry.kind ?? null,
    childcare: entry.childcare,
    enrollment: entry.enrollment,
    leaderEmail: entry.leader?.email ?? null,
    leaderName: entry.leader?.name ?? null,
  }));
}

/** Every group, with its leader's address (server only). */
export async function readGroupRecords(content: ChurchContent): Promise<GroupRecord[]> {
  if (content.groups.source === "folder") return fromFolder(content);
  // Planning Center chosen but not set up (no credentials): no groups, nothing to ask.
  if (getEnv().modes.planningCenter !== "live") return [];
  const read = await cachedRead({
    key: LIVE_KEY,
    upstream: "planningCenter",
    isFresh: (storedAt, now) => now - storedAt < FRESH_MS,
    load: () => fetchGroups(),
  });
  return read.value;
}

/** What /groups shows for its address's filters, within the page's time budget. */
export async function getGroupFinder(content: ChurchContent, query: URLSearchParams): Promise<GroupFinderData> {
  const read = await readWithinBudget("groups", () => readGroupRecords(content));
  if (read.status === "unavailable") return { status: "unavailable" };
  const all = sortGroups(read.value.map(toGroupView));
  const filters = readGroupFilters(query, all);
  const textLang =
    content.language === undefined
      ? undefined
      : content.groups.source === "folder"
        ? content.groupsTextLanguage
        : content.language !== defaultLanguage(content)
          ? defaultLanguage(content)
          : undefined;
  return {
    status: "ok",
    groups: filterGroups(all, filters),
    total: all.length,
    filters,
    ...filterChoices(all),
    ...(textLang ? { textLang } : {}),
  };
}

/** One group by its id (the join page): null when there is none, "unavailable" when the groups cannot be read now. */
export async function findGroup(content: ChurchContent, id: unknown): Promise<GroupRecord | null | "unavailable"> {
  const read = await readWithinBudget("groups", () => readGroupRecords(content));
  if (read.status === "unavailable") return "unavailable";
  return read.value.find((group) => group.id === id) ?? null;
}
