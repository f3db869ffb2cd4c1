import type { ChurchFile, SeasonalPageFile } from "../../app/content/schema/index";
import { addDays, churchTime, dateWriting, nextWeekday, nthWeekday, wallClockIn, WEEKDAYS } from "./content";
import { church, demo, fill, navigation, pageAt, services, timeZone } from "./demo";

/**
 * What the demo church's journeys expect, computed from its content folder
 * (tests/e2e/demo.ts): its address, dates and times written as the church
 * writes them, its gatherings' occurrences, live stream and windows, its
 * seasons' days, its menu. Small formatters of the test's own, never the
 * site's.
 */

// ───────────────────────────── how the church writes dates ─────────────────────────────

/** How the demo church writes a time ("10:30 AM"), a day ("Sunday, November 29, 2026") and a service's date on the live page ("Sunday, Nov 22, 2026 @ 10:30 AM"). */
export const { clockTime, longDate, serviceDate } = dateWriting(church.locale);

/** A service as the plan-a-visit form names it: "Sunday, November 29, 2026 at 10:30 AM". */
export function serviceLabel(day: string, time: string): string {
  return `${longDate(day)} at ${clockTime(time)}`;
}

/** An address on one line, as the site writes it: "1480 Harbor View Road, San Luis Obispo, CA 93401". */
export function addressLine(address: ChurchFile["address"]): string {
  const regionLine = [address.region, address.postalCode].filter(Boolean).join(" ");
  return [address.street, address.city, regionLine].filter(Boolean).join(", ");
}

/** A calendar day's month and day alone: "April 20". */
export function monthAndDay(day: string): string {
  return new Intl.DateTimeFormat(demo.languageTag, { month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** The church zone's long name at `instant`: "Pacific Standard Time". */
export function zoneName(instant: string): string {
  return new Intl.DateTimeFormat(demo.languageTag, { timeZone, timeZoneName: "long" })
    .formatToParts(new Date(instant))
    .find((part) => part.type === "timeZoneName")!.value;
}

/** `instant` (ISO) moved by whole seconds. */
export function secondsFrom(instant: string, seconds: number): string {
  return new Date(Date.parse(instant) + seconds * 1000).toISOString();
}

// ───────────────────────────── the weekly gatherings ─────────────────────────────

type Gathering = (typeof services.gatherings)[number];

export const NOTICE = services.live.noticeMinutesBefore;
export const PLAYER = services.live.playerMinutesBefore;
export const streamed = services.gatherings.filter((gathering) => gathering.streamed);

export interface Occurrence {
  gathering: Gathering;
  /** The church-zone day, "2026-11-22". */
  day: string;
  /** Instants, ISO. */
  start: string;
  end: string;
}

function occurrence(gathering: Gathering, day: string): Occurrence {
  const start = churchTime(day, gathering.start, timeZone);
  return { gathering, day, start, end: secondsFrom(start, gathering.minutes * 60) };
}

/** The gatherings' occurrences from a week before `instant`'s church-zone day to two weeks after, soonest first. */
function occurrencesAround(instant: string, gatherings: readonly Gathering[]): Occurrence[] {
  const from = addDays(wallClockIn(instant, timeZone).day, -7);
  return gatherings
    .flatMap((gathering) =>
      [0, 7, 14].map((days) => occurrence(gathering, addDays(nextWeekday(from, gathering.weekday), days))),
    )
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The streamed gathering on at `instant` (until its end), or else the next one: the live page's "Next Up". */
export function streamAt(instant: string): Occurrence {
  const found = occurrencesAround(instant, streamed).find((each) => Date.parse(each.end) > Date.parse(instant));
  if (!found) throw new Error(`no streamed gathering after ${instant}`);
  return found;
}

/** The next gathering of any kind still to start at `instant` (the first the plan-a-visit form offers). */
export function nextGathering(instant: string): Occurrence {
  const found = occurrencesAround(instant, services.gatherings).find(
    (each) => Date.parse(each.start) > Date.parse(instant),
  );
  if (!found) throw new Error(`no gathering after ${instant}`);
  return found;
}

/** Whether "Watch Service Online" belongs in the menu at `instant`: from NOTICE minutes before a streamed gathering until it ends. */
export function inLiveWindow(instant: string): boolean {
  const at = Date.parse(instant);
  return occurrencesAround(instant, streamed).some(
    (each) => Date.parse(each.start) - NOTICE * 60_000 <= at && at < Date.parse(each.end),
  );
}

/** The first day from `from` (moving by `step` days) on which no gathering meets. */
export function dayWithoutGathering(from: string, step: 1 | -1): string {
  const meets = new Set(services.gatherings.map((gathering) => gathering.weekday));
  for (let days = 0; days < 7; days += 1) {
    const day = addDays(from, days * step);
    if (!meets.has(WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]! as Gathering["weekday"])) return day;
  }
  throw new Error("the church gathers every day of the week");
}

/** "[h:]mm:ss" as the live page's countdown writes `seconds`. */
function countdownText(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const mmss = `${String(Math.floor((seconds % 3600) / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

/** The countdown reading anything from `most` seconds down to `least`. */
export function countdownBetween(most: number, least: number): RegExp {
  const readings: string[] = [];
  for (let seconds = most; seconds >= least; seconds -= 1) readings.push(countdownText(seconds));
  return new RegExp(`^(${readings.join("|")})$`);
}

// ───────────────────────────── seasons ─────────────────────────────

/** The seasonal page at `pagePath`. */
export function seasonAt(pagePath: string): SeasonalPageFile {
  const page = pageAt(pagePath);
  if (page.type !== "seasonal") throw new Error(`${pagePath} is not a seasonal page`);
  return page;
}

/** Western Easter Sunday of `year` (the anonymous Gregorian computus), "2027-03-28". */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The day the seasonal page at `pagePath` falls on in `year`, by its date rule. */
export function seasonDay(pagePath: string, year: number): string {
  const { date } = seasonAt(pagePath);
  if (date.rule === "fixed")
    return `${year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  if (date.rule === "easter") return addDays(easterSunday(year), date.offsetDays);
  return nthWeekday(year, date.month, date.weekday, date.nth);
}

/** Whether the season's page invites at `instant` to its day `day`: its first service at most inviteDaysBefore away. */
export function invitesTo(pagePath: string, day: string, instant: string): boolean {
  const season = seasonAt(pagePath);
  const first = Date.parse(churchTime(day, season.services[0]!.start, timeZone));
  const at = Date.parse(instant);
  return at < first && first - at <= season.inviteDaysBefore * 86_400_000;
}

/**
 * A morning a month before Easter of `year` (sooner if its page invites for less), when its page invites:
 * the clock, the day, and its services as the plan-a-visit form names them.
 */
export function easterInvitingClock(year = 2027): { clock: string; day: string; services: string[] } {
  const season = seasonAt("/easter");
  const day = seasonDay("/easter", year);
  const clock = churchTime(addDays(day, -Math.min(30, season.inviteDaysBefore - 1)), "10:00", timeZone);
  if (!invitesTo("/easter", day, clock)) throw new Error(`the Easter page does not invite at ${clock}`);
  return { clock, day, services: season.services.map((service) => serviceLabel(day, service.start)) };
}

/** The menu's label for the season's page while it invites: its title. */
export function seasonLinkLabel(pagePath: string): string {
  return fill(seasonAt(pagePath).title);
}

// ───────────────────────────── the menu ─────────────────────────────

type MenuEntry = (typeof navigation.menu)[number];
type MenuLink = Extract<MenuEntry, { page: string }>;
type MenuExternal = Extract<MenuEntry, { href: string }>;
type MenuGroup = Extract<MenuEntry, { items: unknown }>;

/** A page entry's label: its own, or its page's title. */
export function labelOf(entry: { page: string; label?: string | undefined }): string {
  return entry.label ?? fill(pageAt(entry.page).title);
}

export const menuLinks = navigation.menu.filter((entry): entry is MenuLink => "page" in entry);
export const menuExternals = navigation.menu.filter((entry): entry is MenuExternal => "href" in entry);
export const menuGroups = navigation.menu.filter((entry): entry is MenuGroup => "items" in entry);

/** The top-level menu entry leading to `pagePath`. */
export function menuLinkTo(pagePath: string): MenuLink {
  const found = menuLinks.find((entry) => entry.page === pagePath);
  if (!found) throw new Error(`navigation.yaml has no menu entry for ${pagePath}`);
  return found;
}

/** A literal text as a regular expression. */
export function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// ───────────────────────────── the live stream ─────────────────────────────

export interface Stream {
  name: string;
  /** The church-zone day it falls on: "2026-11-22". */
  day: string;
  /** Its start, as an instant (ISO, UTC). */
  startsAt: string;
  minutes: number;
}

/** The first streamed gathering of services.yaml on or after the church-zone day `from`. */
export function firstStreamFrom(from: string): Stream {
  const streams = services.gatherings
    .filter((gathering) => gathering.streamed)
    .map((gathering) => {
      const day = nextWeekday(from, gathering.weekday);
      return {
        name: gathering.name,
        day,
        startsAt: churchTime(day, gathering.start, timeZone),
        minutes: gathering.minutes,
      };
    })
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  if (!streams[0]) throw new Error("services.yaml streams no gathering");
  return streams[0];
}

/** The instant `minutes` after `instant` (before it, when negative), ISO in UTC. */
export function minutesAfter(instant: string, minutes: number): string {
  return new Date(Date.parse(instant) + minutes * 60_000).toISOString();
}
