/**
 * The group finder's pure part (issue 28): the site's own shape of a small
 * group (from Planning Center Groups or the content folder's groups.yaml),
 * the finder's filters as they travel in the address (a GET form, so they work
 * without JavaScript), and reading a day and time out of Planning Center's
 * free-text schedule. Browser-safe: the page's components read these types.
 */

export const GROUP_DAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type GroupDay = (typeof GROUP_DAYS)[number];
export type GroupEnrollment = "open" | "closed" | "full";

/** A group as the finder shows it: nothing here is private (the leader's address stays on the server). */
export interface GroupView {
  id: string;
  name: string;
  description: string | null;
  day: GroupDay | null;
  /** "HH:MM" on the church's clock. */
  time: string | null;
  /** Planning Center's schedule as written, when no day could be read from it. */
  schedule: string | null;
  area: string | null;
  kind: string | null;
  /** Null when the source does not say (Planning Center has no such field). */
  childcare: boolean | null;
  enrollment: GroupEnrollment;
}

/** The finder's query parameters; each is also in the page cache's list (app/http/cache-lifetimes.server.ts). */
export const GROUP_FILTER_PARAMS = ["day", "kind", "area", "childcare", "open"] as const;

export interface GroupFilters {
  day: GroupDay | null;
  kind: string | null;
  area: string | null;
  childcare: boolean;
  /** Only groups taking people now. */
  open: boolean;
}

export const NO_FILTERS: GroupFilters = { day: null, kind: null, area: null, childcare: false, open: false };

/** The filters of an address; a value the finder does not offer is ignored, never an error. */
export function readGroupFilters(query: URLSearchParams, groups: readonly GroupView[]): GroupFilters {
  const day = query.get("day");
  const kind = query.get("kind");
  const area = query.get("area");
  return {
    day: (GROUP_DAYS as readonly string[]).includes(day ?? "") ? (day as GroupDay) : null,
    kind: kind && groups.some((group) => group.kind === kind) ? kind : null,
    area: area && groups.some((group) => group.area === area) ? area : null,
    childcare: query.get("childcare") === "yes",
    open: query.get("open") === "yes",
  };
}

export function filterGroups(groups: readonly GroupView[], filters: GroupFilters): GroupView[] {
  return groups.filter(
    (group) =>
      (!filters.day || group.day === filters.day) &&
      (!filters.kind || group.kind === filters.kind) &&
      (!filters.area || group.area === filters.area) &&
      (!filters.childcare || group.childcare === true) &&
      (!filters.open || group.enrollment === "open"),
  );
}

/** The choices the filters offer: the kinds and areas the groups have, in alphabetical order. */
export function filterChoices(groups: readonly GroupView[]): { kinds: string[]; areas: string[] } {
  const sorted = (values: (string | null)[]) =>
    [...new Set(values.filter((value): value is string => Boolean(value)))].sort((a, b) => a.localeCompare(b));
  return { kinds: sorted(groups.map((group) => group.kind)), areas: sorted(groups.map((group) => group.area)) };
}

/** By day of the week (Sunday first), then time, then name; groups without a day last. */
export function sortGroups(groups: readonly GroupView[]): GroupView[] {
  const dayIndex = (group: GroupView) => (group.day ? GROUP_DAYS.indexOf(group.day) : GROUP_DAYS.length);
  return [...groups].sort(
    (a, b) =>
      dayIndex(a) - dayIndex(b) || (a.time ?? "99").localeCompare(b.time ?? "99") || a.name.localeCompare(b.name),
  );
}

const DAY_WORDS: Record<string, GroupDay> = {
  sun: "sunday",
  mon: "monday",
  tue: "tuesday",
  tues: "tuesday",
  wed: "wednesday",
  thu: "thursday",
  thur: "thursday",
  thurs: "thursday",
  fri: "friday",
  sat: "saturday",
};

/**
 * A day and a time from Planning Center's schedule, written by the church in
 * its own words ("Tuesdays at 7:00pm", "Every other Wed, 6:30 PM", "Sundays
 * 18:00"): the first weekday named and the first time, if any.
 */
export function readSchedule(schedule: string | null | undefined): { day: GroupDay | null; time: string | null } {
  if (!schedule) return { day: null, time: null };
  const lower = schedule.toLowerCase();
  let day: GroupDay | null = null;
  for (const match of lower.matchAll(/\b([a-z]+)\b/g)) {
    const word = match[1]!;
    const full = GROUP_DAYS.find((name) => word === name || word === `${name}s`);
    const short = DAY_WORDS[word.replace(/s$/, "")] ?? DAY_WORDS[word];
    if (full ?? short) {
      day = (full ?? short)!;
      break;
    }
  }
  const clock = /\b(\d{1,2})(?::(\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?(?![\d])/i;
  let time: string | null = null;
  for (const match of lower.matchAll(new RegExp(clock, "gi"))) {
    const [, hourText, minuteText, meridiem] = match;
    if (!minuteText && !meridiem) continue; // a bare number ("2 groups", "1st") is not a time
    let hour = Number(hourText);
    const minute = Number(minuteText ?? 0);
    if (minute > 59 || hour > 23) continue;
    if (meridiem) {
      if (hour < 1 || hour > 12) continue;
      const pm = meridiem.startsWith("p");
      hour = (hour % 12) + (pm ? 12 : 0);
    }
    time = `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
    break;
  }
  return { day, time };
}

/** "19:00" as the church writes times: "7:00 PM" (12h) or "19:00" (24h). */
export function clockLabel(time: string, clock: "12h" | "24h"): string {
  if (clock === "24h") return time;
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** What a group-finder section shows: the loader's work (app/features/groups/groups.server.ts) for the page. */
export type GroupFinderView =
  | {
      status: "ok";
      groups: GroupView[];
      total: number;
      filters: GroupFilters;
      kinds: string[];
      areas: string[];
      /** The groups' words' language when not the page's (issue 36): an untranslated groups.yaml, Planning Center's. */
      textLang?: string;
    }
  | { status: "unavailable" };
