import { churchDateTime } from "~/lib/alerts";
import {
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
import type { Artwork, ChurchContent, ImageRef, Resolved } from "./model";
import { brandCss } from "./brand-css";
import { churchFacts } from "./church-facts";

export { formatAddress } from "./church-facts";
import { toChurchEventFile, toSignUps } from "./build-events";
import { brandImagePaths } from "./brand-images";
import { depth, toPage } from "./build-pages";
import { clockTime, summarize, toGathering } from "./build-services";
import { isLanguage, type Language } from "~/i18n/languages";
import { formatTimeOfDay, isEnglishStyle } from "~/i18n/dates";
import { translator } from "~/i18n/translate";
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
