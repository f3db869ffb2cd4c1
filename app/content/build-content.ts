import { churchDateTime } from "~/lib/alerts";
import {
  WEEKDAYS,
  type AlertsFile,
  type ChatWordsFile,
  type GroupsFile,
  type BrandFile,
  type ChurchFile,
  type IntegrationsFile,
  type GivingFile,
  type NavigationFile,
  type PageFile,
  type ServicesFile,
  type EventFile,
  type SignUpsFile,
  type FormFile,
  retentionDaysOf,
} from "./schema";
import type { Artwork, ChurchContent, Gathering, ImageRef, Page, Resolved, Season } from "./model";
import { brandCss } from "./brand-css";
import { churchFacts } from "./church-facts";

export { formatAddress } from "./church-facts";
import { toChurchEventFile, toSignUps } from "./build-events";
import { brandImagePaths } from "./brand-images";
import { isLanguage, type Language } from "~/i18n/languages";
import { formatTimeOfDay, isEnglishStyle } from "~/i18n/dates";
import { translator, type Translate } from "~/i18n/translate";
import type { DateStyle } from "~/lib/date-patterns";

/**
 * The content model from checked files: pictures resolved, weekdays and
 * times as numbers, summaries written where the files leave them out.
 * Pure: the files were read and checked before (load.server.ts).
 */

export interface BuildInput {
  dir: string;
  version: string;
  church: ChurchFile;
  brand: BrandFile;
  services: ServicesFile;
  navigation: NavigationFile;
  integrations: IntegrationsFile;
  giving: GivingFile;
  alerts: AlertsFile;
  groups: GroupsFile;
  /** chat-words.yaml (issue 45). */
  chatWords: ChatWordsFile;
  pages: { path: string; data: PageFile }[];
  /** events/<id>.yaml, by id (issue 28). */
  events: { id: string; data: EventFile }[];
  signUps: SignUpsFile;
  /** forms/<id>.yaml, by id (issue 35). */
  forms: { id: string; data: FormFile }[];
  /** Artwork by picture key (file and alt). */
  pictures: Map<string, Artwork>;
  brandFiles: Map<string, { url: string; type: string }>;
  /** A hash of what the brand's pictures are drawn from. */
  brandKey: string;
  /** The language this content is read in, when not the church's default: what the site writes itself (the summary) follows it. */
  readIn?: Language;
}

export function buildContent(input: BuildInput): ChurchContent {
  const resolve = <T>(value: T): Resolved<T> => resolveImages(value, input.pictures) as Resolved<T>;
  const church = churchFacts(input.church, resolve);
  const clock = church.locale.clock;
  const language = isLanguage(input.church.locale.language) ? input.church.locale.language : "en";
  const gatherings = input.services.gatherings.map((gathering) => toGathering(gathering, language));
  // What the site writes itself (a summary, a season's times) is in the language the content is read in (issue 36).
  const readIn = input.readIn ?? language;
  const { t } = translator(readIn, church.locale.country);
  const timeStyle: DateStyle = {
    timeZone: church.locale.timeZone,
    clock,
    dateOrder: church.locale.dateOrder,
    ...(readIn !== "en" ? { locale: `${readIn}-${church.locale.country}` } : {}),
  };
  const writtenTimes = (times: readonly { hour: number; minute: number }[]): string => {
    const written = times.map((time) =>
      isEnglishStyle(timeStyle)
        ? clockTime(time.hour, time.minute, clock, true)
        : formatTimeOfDay(time.hour, time.minute, timeStyle),
    );
    return written.length === 0
      ? ""
      : written.reduce((first, next) => t("siteWords.season.times.and", { first, next }));
  };
  const pages = input.pages
    .map(({ path, data }) => toPage(path, data, resolve, clock, language, writtenTimes))
    // The menu order is navigation.yaml's; elsewhere pages come shallow first, then by path.
    .sort((a, b) => depth(a.path) - depth(b.path) || a.path.localeCompare(b.path));
  const logo = input.brandFiles.get(input.brand.logo)!;
  return {
    dir: input.dir,
    version: input.version,
    church,
    brand: {
      colors: input.brand.colors,
      fonts: input.brand.fonts,
      css: brandCss(input.brand, input.brandFiles),
      logo: { path: logo.url, type: logo.type as "image/svg+xml" | "image/png" },
      images: brandImagePaths(input.brandKey),
      themeColor: input.brand.colors.primary,
    },
    services: {
      ...input.services,
      gatherings,
      summary: input.services.summary ?? summarize(gatherings, clock, t, timeStyle),
    },
    navigation: input.navigation,
    integrations: input.integrations,
    giving: input.giving,
    groups: input.groups,
    chatWords: input.chatWords.words,
    alerts: input.alerts.alerts.map((alert) => ({
      ...alert,
      starts: alert.starts.replace("T", " "),
      ends: alert.ends.replace("T", " "),
      startsAt: churchDateTime(alert.starts, church.locale.timeZone),
      endsAt: churchDateTime(alert.ends, church.locale.timeZone),
    })),
    pages,
    seasons: pages.flatMap((page) => (page.season ? [page.season] : [])),
    events: input.events
      .map(({ id, data }) => toChurchEventFile(id, data, church.locale.timeZone, resolve))
      .sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id)),
    signUps: toSignUps(input.signUps, church.locale.timeZone),
    forms: Object.fromEntries(
      input.forms.map(({ id, data }) => [id, { ...data, id, retentionDays: retentionDaysOf(data) }]),
    ),
  };
}

function depth(path: string): number {
  return path === "/" ? 0 : path.split("/").length - 1;
}

function resolveImages(value: unknown, pictures: Map<string, Artwork>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveImages(item, pictures));
  if (value && typeof value === "object") {
    const ref = value as ImageRef;
    if (typeof ref.file === "string" && typeof ref.alt === "string" && Object.keys(value).length === 2) {
      const artwork = pictures.get(`${ref.file}\n${ref.alt}`);
      if (!artwork) throw new Error(`picture not resolved: ${ref.file}`);
      return artwork;
    }
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolveImages(child, pictures)]));
  }
  return value;
}

function hourMinute(time: string): { hour: number; minute: number } {
  const [hour, minute] = time.split(":").map(Number);
  return { hour: hour!, minute: minute! };
}

function toGathering(gathering: ServicesFile["gatherings"][number], language: Language): Gathering {
  const { hour, minute } = hourMinute(gathering.start);
  return {
    id: `${gathering.weekday}-${gathering.start.replace(":", "")}`,
    name: gathering.name,
    weekday: WEEKDAYS.indexOf(gathering.weekday),
    hour,
    minute,
    minutes: gathering.minutes,
    streamed: gathering.streamed,
    kids: gathering.kids,
    language: gathering.language ?? language,
    ...(gathering.capacity ? { capacity: gathering.capacity } : {}),
  };
}

/** "10:30 am" (12h, as SPEC 2.3 writes the service time) or "10:30" (24h). */
export function clockTime(hour: number, minute: number, clock: "12h" | "24h", upperCase = false): string {
  const mm = String(minute).padStart(2, "0");
  if (clock === "24h") return `${String(hour).padStart(2, "0")}:${mm}`;
  const suffix = hour < 12 ? "am" : "pm";
  return `${hour % 12 || 12}:${mm} ${upperCase ? suffix.toUpperCase() : suffix}`;
}

const DAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/**
 * "Sundays @ 10:30 am", or "Saturdays @ 5:00 pm · Sundays @ 9:00 am & 11:15 am"; in another language its
 * own words and times ("Domingos a las 9:00 a.m. y 11:00 a.m.", issue 36).
 */
export function summarize(
  gatherings: readonly Gathering[],
  clock: "12h" | "24h",
  t: Translate = translator("en").t,
  style?: DateStyle,
): string {
  const byDay = new Map<number, Gathering[]>();
  for (const gathering of [...gatherings].sort(
    (a, b) => dayOrder(a.weekday) - dayOrder(b.weekday) || a.hour * 60 + a.minute - (b.hour * 60 + b.minute),
  )) {
    byDay.set(gathering.weekday, [...(byDay.get(gathering.weekday) ?? []), gathering]);
  }
  const time = (item: Gathering) =>
    style && !isEnglishStyle(style)
      ? formatTimeOfDay(item.hour, item.minute, style)
      : clockTime(item.hour, item.minute, clock);
  return [...byDay.entries()]
    .map(([weekday, list]) =>
      t("siteWords.services.summary.day", {
        day: DAY_NAMES[weekday],
        times: list.map(time).reduce((first, next) => t("siteWords.services.summary.and", { first, next })),
      }),
    )
    .join(" · ");
}

/** Saturday evening comes before Sunday morning in a weekend's order; Monday starts the week. */
function dayOrder(weekday: number): number {
  return (weekday + 6) % 7;
}

function toPage(
  path: string,
  data: PageFile,
  resolve: <T>(value: T) => Resolved<T>,
  clock: "12h" | "24h",
  language: Language,
  writtenTimes: (times: readonly { hour: number; minute: number }[]) => string,
): Page {
  const page: Page = {
    path,
    alsoAt: data.alsoAt,
    type: data.type,
    title: data.title,
    heading: data.heading ?? data.title,
    ...(data.tagline ? { tagline: data.tagline } : {}),
    description: data.description,
    banner: data.banner ? resolve(data.banner) : null,
    header: data.header,
    layout: data.layout,
    nav: data.nav,
    sections: resolve(data.sections),
  };
  if (data.type === "ministry") page.mission = { heading: data.missionHeading, text: data.mission };
  if (data.type === "seasonal") {
    const services = data.services.map((service) => ({
      ...hourMinute(service.start),
      minutes: service.minutes,
      ...(service.name ? { name: service.name } : {}),
      ...(service.capacity ? { capacity: service.capacity } : {}),
      language: service.language ?? language,
    }));
    const season: Season = {
      path,
      name: data.name,
      date: data.date,
      services,
      timesLabel: data.timesLabel ?? writtenTimes(services),
      inviteDaysBefore: data.inviteDaysBefore,
      inMenu: data.inMenu,
      invitation: data.invitation,
      thanks: data.thanks,
      inviteDescription: data.inviteDescription,
      planLabel: data.planLabel,
    };
    page.season = season;
  }
  return page;
}
