import { TZDate } from "@date-fns/tz";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import {
  CONTENT_FILE_SCHEMAS,
  type AlertsFile,
  type BrandFile,
  type ChurchFile,
  type IntegrationsFile,
  type NavigationFile,
  type PageFile,
  type SectionOf,
  type SectionType,
  type ServicesFile,
} from "../../app/content/schema/index";

/**
 * What the journeys expect, read from a church's content folder as a person
 * wrote it: each file parsed as YAML and given its schema's defaults, never
 * copied into the tests. The demo church's journeys read the server's own copy
 * of content/redwood-coast (tests/e2e/demo.ts), the second church's read
 * tests/fixtures/content/eastholm (second-church/support.ts). Only
 * app/content/demo-content.test.ts compares the demo's own words.
 */

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

type Kind = keyof typeof CONTENT_FILE_SCHEMAS;

function readFile<K extends Kind>(
  dir: string,
  file: string,
  kind: K,
): ReturnType<(typeof CONTENT_FILE_SCHEMAS)[K]["parse"]> {
  const written: unknown = parse(readFileSync(path.join(dir, file), "utf8"));
  const result = CONTENT_FILE_SCHEMAS[kind].safeParse(written);
  if (!result.success) throw new Error(`${path.join(dir, file)} does not pass its schema: ${result.error.message}`);
  return result.data as ReturnType<(typeof CONTENT_FILE_SCHEMAS)[K]["parse"]>;
}

/** "{church}" (and any of `values`) filled in, as the site fills a text of the folder. */
function filler(churchName: string) {
  return (text: string, values: Record<string, string> = {}): string =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => (name === "church" ? churchName : (values[name] ?? whole)));
}

/**
 * The pages of the folder in `dir` by their address, each read by `read`: pages/ministries/kids.yaml is
 * /ministries/kids, pages/index.yaml is /. A page's translation (pages/visit.es.yaml, decision 041) is no page
 * of its own.
 */
export function pagesByAddress<T>(dir: string, read: (pagesDir: string, file: string) => T): Map<string, T> {
  const pagesDir = path.join(dir, "pages");
  return new Map(
    readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".yaml"))
      .filter((file) => !/\.[a-z]{2,3}\.yaml$/.test(file))
      .sort()
      .map((file) => {
        const name = file
          .split(path.sep)
          .join("/")
          .replace(/\.yaml$/, "");
        return [name === "index" ? "/" : `/${name.replace(/\/index$/, "")}`, read(pagesDir, file)];
      }),
  );
}

/** A church's content folder, read. */
export function readChurchFolder(dir: string) {
  const church: ChurchFile = readFile(dir, "church.yaml", "church");
  const brand: BrandFile = readFile(dir, "brand.yaml", "brand");
  const services: ServicesFile = readFile(dir, "services.yaml", "services");
  const navigation: NavigationFile = readFile(dir, "navigation.yaml", "navigation");
  const integrations: IntegrationsFile = readFile(dir, "integrations.yaml", "integrations");
  const alerts: AlertsFile = readFile(dir, "alerts.yaml", "alerts");

  /** Every page of the folder by its address: pages/ministries/kids.yaml is /ministries/kids. */
  const pages: Map<string, PageFile> = pagesByAddress(dir, (pagesDir, file) => readFile(pagesDir, file, "page"));

  function pageAt(pagePath: string): PageFile {
    const found = pages.get(pagePath);
    if (!found) throw new Error(`${dir} has no page at ${pagePath}`);
    return found;
  }

  /** The first section of `type` on the page at `pagePath` (the nth with `index`). */
  function sectionOf<T extends SectionType>(pagePath: string, type: T, index = 0): SectionOf<T> {
    const found = pageAt(pagePath).sections.filter((section) => section.type === type)[index];
    if (!found) throw new Error(`${dir}: the page at ${pagePath} has no ${type} section #${index + 1}`);
    return found as SectionOf<T>;
  }

  /** A staff member of church.yaml by id. */
  function staffMember(id: string): ChurchFile["staff"][number] {
    const found = church.staff.find((member) => member.id === id);
    if (!found) throw new Error(`${dir}: church.yaml has no staff member ${id}`);
    return found;
  }

  const { timeZone } = church.locale;
  return {
    dir,
    church,
    brand,
    services,
    navigation,
    integrations,
    alerts,
    pages,
    pageAt,
    sectionOf,
    staffMember,
    timeZone,
    /** "en-US" */
    languageTag: `${church.locale.language ?? "en"}-${church.locale.country}`,
    fill: filler(church.name),
    /** The page title the shell gives a page: "{church}: {title}". */
    titleOf: (pagePath: string) => `${church.name}: ${filler(church.name)(pageAt(pagePath).title)}`,
    /** The instant (ISO, UTC) at which the church's wall clock reads `day` ("2026-09-12") `time` ("16:40"). */
    churchTime: (day: string, time: string) => churchTime(day, time, timeZone),
  };
}

export type ChurchFolder = ReturnType<typeof readChurchFolder>;

// ───────────────────────────── clocks ─────────────────────────────

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The instant (ISO, UTC) at which the wall clock in `zone` reads `day` ("2026-09-12") `time` ("16:40"). */
export function churchTime(day: string, time: string, zone: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(":").map(Number) as [number, number, number?];
  return new Date(new TZDate(year, month - 1, date, hour, minute, second, zone).getTime()).toISOString();
}

/** The wall clock in `zone` at `instant`: { day: "2026-09-12", time: "11:00" }. */
export function wallClockIn(instant: string, zone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  return { day: `${part("year")}-${part("month")}-${part("day")}`, time: `${part("hour")}:${part("minute")}` };
}

/** `time` ("17:00") moved by whole minutes, on the same day: "16:40". */
export function minutesFrom(time: string, minutes: number): string {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const total = hour * 60 + minute + minutes;
  if (total < 0 || total >= 24 * 60) throw new Error(`${time} ${minutes} leaves the day`);
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** A calendar day moved by whole days: addDays("2026-09-12", 1) is "2026-09-13". */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first day on or after `from` that falls on `weekday` ("saturday"). */
export function nextWeekday(from: string, weekday: string): string {
  const target = WEEKDAYS.indexOf(weekday);
  const today = new Date(`${from}T12:00:00Z`).getUTCDay();
  return addDays(from, (target - today + 7) % 7);
}

/** The nth (or, with -1, the last) `weekday` of a month: a season's nth-weekday rule. */
export function nthWeekday(year: number, month: number, weekday: string, nth: number): string {
  const days: string[] = [];
  for (let day = 1; day <= 31; day += 1) {
    const date = new Date(Date.UTC(year, month - 1, day, 12));
    if (date.getUTCMonth() !== month - 1) break;
    if (date.getUTCDay() === WEEKDAYS.indexOf(weekday)) days.push(date.toISOString().slice(0, 10));
  }
  const found = nth === -1 ? days.at(-1) : days[nth - 1];
  if (!found) throw new Error(`no ${nth}th ${weekday} in ${year}-${month}`);
  return found;
}

// ───────────────────────────── how a church writes dates ─────────────────────────────

/**
 * How a church writes its days and times (church.yaml's locale: its language, dateOrder and clock): small
 * formatters of the journeys' own, never the site's.
 */
export function dateWriting(locale: { language?: string; dateOrder: string; clock: string }) {
  function dateParts(day: string): Record<"weekday" | "day" | "month" | "shortMonth" | "year", string> {
    const instant = new Date(`${day}T12:00:00Z`);
    const part = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale.language ?? "en", { ...options, timeZone: "UTC" }).format(instant);
    return {
      weekday: part({ weekday: "long" }),
      day: part({ day: "numeric" }),
      month: part({ month: "long" }),
      shortMonth: part({ month: "short" }),
      year: part({ year: "numeric" }),
    };
  }

  /** A time of day on the church's clock: "10:30 AM" or "17:00". */
  function clockTime(time: string): string {
    if (locale.clock === "24h") return time;
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
  }

  /** The day in the church's date order: "Sunday, November 29, 2026" or "Saturday 10 October 2026". */
  function longDate(day: string): string {
    const { weekday, day: date, month, year } = dateParts(day);
    return locale.dateOrder === "day-month"
      ? `${weekday} ${date} ${month} ${year}`
      : `${weekday}, ${month} ${date}, ${year}`;
  }

  /** A service as the live page writes it: "Sunday, Nov 22, 2026 @ 10:30 AM" or "Saturday 12 Sep 2026 @ 17:00". */
  function serviceDate(day: string, time: string): string {
    const { weekday, day: date, shortMonth, year } = dateParts(day);
    const when =
      locale.dateOrder === "day-month"
        ? `${weekday} ${date} ${shortMonth} ${year}`
        : `${weekday}, ${shortMonth} ${date}, ${year}`;
    return `${when} @ ${clockTime(time)}`;
  }

  return { clockTime, longDate, serviceDate };
}
