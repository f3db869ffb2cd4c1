import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { churchTime as zoneTime, dateWriting, pagesByAddress } from "../content";

/**
 * What the second church's journeys expect, read from its content folder
 * (tests/fixtures/content/eastholm) as a person wrote it: the values come from
 * its files, never from copies in the tests. The demo church's folder is read
 * too, for the words that must not appear on the second church's site.
 */

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const SECOND_CHURCH_DIR = path.join(ROOT, "tests/fixtures/content/eastholm");
export const DEMO_DIR = path.join(ROOT, "content/redwood-coast");

function readYaml<T>(dir: string, file: string): T {
  return parse(readFileSync(path.join(dir, file), "utf8")) as T;
}

export interface ChurchYaml {
  name: string;
  tagline: string;
  description: string;
  locale: { language?: string; country: string; timeZone: string; dateOrder: string; clock: string };
  address: { street: string; city: string; region?: string; postalCode?: string };
  phone?: { display: string; tel: string };
  email: string;
  mission?: { quote: string };
  staff: {
    id: string;
    name: string;
    role: string;
    email?: string;
    listed?: boolean;
    since?: number | string;
    bio?: string;
  }[];
  social: { network: string; url: string; label?: string }[];
  links?: Record<string, string>;
}
export interface GatheringYaml {
  name: string;
  weekday: string;
  start: string;
  minutes: number;
  streamed?: boolean;
}
export interface ServicesYaml {
  gatherings: GatheringYaml[];
  summary?: string;
  live?: { embedUrl?: string; noticeMinutesBefore?: number; playerMinutesBefore?: number };
}
type NavEntry = { page?: string; label?: string; href?: string; items?: NavEntry[] };
export interface NavigationYaml {
  menu: NavEntry[];
  visitorButton?: { page: string; label?: string };
  redirects?: { from: string; to: string }[];
}
export interface PageYaml {
  type: "simple" | "ministry" | "seasonal";
  title: string;
  heading?: string;
  description: string;
  mission?: string;
  name?: string;
  date?: { rule: string; month?: number; day?: number; weekday?: string; nth?: number; offsetDays?: number };
  services?: { start: string; minutes: number; name?: string }[];
  timesLabel?: string;
  inviteDaysBefore?: number;
  inMenu?: boolean;
  invitation?: string;
  inviteDescription?: string;
  planLabel?: string;
  sections?: { type: string; heading?: string; members?: string[] }[];
}

export const church = readYaml<ChurchYaml>(SECOND_CHURCH_DIR, "church.yaml");
export const brand = readYaml<{ colors: Record<string, string>; logo: string }>(SECOND_CHURCH_DIR, "brand.yaml");
export const services = readYaml<ServicesYaml>(SECOND_CHURCH_DIR, "services.yaml");
export const navigation = readYaml<NavigationYaml>(SECOND_CHURCH_DIR, "navigation.yaml");

/** Every page of the folder by its address: pages/ministries/missions.yaml is /ministries/missions. */
export const pages: Map<string, PageYaml> = pagesByAddress(SECOND_CHURCH_DIR, (pagesDir, file) =>
  readYaml<PageYaml>(pagesDir, file),
);

export function pageAt(pagePath: string): PageYaml {
  const found = pages.get(pagePath);
  if (!found) throw new Error(`the second church has no page at ${pagePath}`);
  return found;
}

/**
 * The site's own screens this church serves with Vimeo, Planning Center and Mailchimp off (its policy is a page
 * of its folder): the live page, and how to add the church to a phone (issue 44).
 */
export const ALWAYS_SERVED = ["/watch/live", "/app"];
export const servedPaths = new Set([...pages.keys(), ...ALWAYS_SERVED]);

export const { timeZone } = church.locale;
/** "en-GB" */
export const languageTag = `${church.locale.language ?? "en"}-${church.locale.country}`;

/** "{church}" filled in, as every text of the folder may say it. */
export function fill(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name === "church" ? church.name : (values[name] ?? whole),
  );
}

/** "#2e5e3a" as red, green and blue from 0 to 255. */
export function hexChannels(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

/**
 * The first colour in a computed style ("rgba(46, 94, 58, 0.78)", "color(srgb 0.18 0.37 0.23 / 0.78)",
 * "rgb(…) 0px 0px 0px 3px") as red, green and blue from 0 to 255, and alpha from 0 to 1.
 */
export function cssChannels(css: string): [number, number, number, number] {
  const srgb = /color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)/.exec(css);
  if (srgb) {
    const [red, green, blue] = srgb.slice(1, 4).map((value) => Number(value) * 255) as [number, number, number];
    return [red, green, blue, srgb[4] === undefined ? 1 : Number(srgb[4])];
  }
  const rgb = /rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)/.exec(css);
  if (!rgb) throw new Error(`no colour in ${css}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
}

// ───────────────────────────── the church's clock ─────────────────────────────

export { addDays, minutesFrom, nextWeekday, nthWeekday, wallClockIn, WEEKDAYS } from "../content";

/** The instant (ISO, UTC) at which the church's wall clock (or `zone`'s) reads `day` ("2026-09-12") `time` ("16:40"). */
export function churchTime(day: string, time: string, zone = timeZone): string {
  return zoneTime(day, time, zone);
}

export function wholeYearsSince(since: number | string, today: string): number {
  const [year, month = 1, day = 1] = String(since).split("-").map(Number) as [number, number?, number?];
  const [nowYear, nowMonth, nowDay] = today.split("-").map(Number) as [number, number, number];
  return nowYear - year - (nowMonth * 100 + nowDay < month * 100 + day ? 1 : 0);
}

// ───────────────────────────── how the church writes dates ─────────────────────────────

/** How the church writes a time ("17:00"), a day ("Saturday 10 October 2026") and a service's date on the live page ("Saturday 12 Sep 2026 @ 17:00"). */
export const { clockTime, longDate, serviceDate } = dateWriting(church.locale);

// ───────────────────────────── the demo church's words ─────────────────────────────

const demoChurch = readYaml<ChurchYaml>(DEMO_DIR, "church.yaml");
const demoServices = readYaml<ServicesYaml>(DEMO_DIR, "services.yaml");
export const demoGatherings = demoServices.gatherings;
export const demoTimeZone = demoChurch.locale.timeZone;

/** What only the demo church says: its name, tagline, place, phone, addresses and people. */
export const DEMO_WORDS = [
  demoChurch.name,
  demoChurch.tagline,
  demoChurch.address.street,
  demoChurch.address.city,
  demoChurch.email.split("@")[1]!.replace(/\.example$/, ""),
  ...(demoChurch.phone ? [demoChurch.phone.display] : []),
  ...(demoChurch.mission ? [demoChurch.mission.quote] : []),
  ...demoChurch.staff.map((member) => member.name),
  ...(demoServices.summary ? [demoServices.summary] : []),
];
