import type { Language } from "~/i18n/languages";
import type { MessageOverrides } from "~/i18n/translate";
import type { BrandImageKind } from "./brand-images";
import type {
  BrandFile,
  ChurchFile,
  AlertsFile,
  GivingFile,
  GroupsFile,
  IntegrationsFile,
  NavigationFile,
  PageFile,
  SeasonalPageFile,
  Section,
  ServicesFile,
  EventFile,
  FormFile,
  RegistrationSettingsFile,
} from "./schema";

/**
 * A church's content as the site uses it: the content folder's files after
 * checking (schema.ts) and resolving (load.server.ts). Browser-safe types:
 * loaders hand parts of it to pages. Pictures are resolved to `Artwork`
 * (their responsive files under /media/), weekdays and times to numbers.
 */

/** A picture as the site serves it: `${path}-${width}.webp` at each of `widths`. */
export interface Artwork {
  path: string;
  widths: readonly number[];
  /** Intrinsic size of the largest file, so the browser reserves the space. */
  width: number;
  height: number;
  alt: string;
}

/** A picture reference in a content file, before it is resolved. */
export interface ImageRef {
  file: string;
  alt: string;
}

/** T with every picture reference replaced by its Artwork. */
export type Resolved<T> = T extends ImageRef
  ? Artwork
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [Key in keyof T]: Resolved<T[Key]> }
      : T;

export interface PostalAddress {
  street: string;
  city: string;
  region?: string;
  postalCode?: string;
}

export interface StaffMember {
  id: string;
  name: string;
  role: string;
  email?: string;
  photo: Artwork | null;
  /** Whole years are counted from here (SPEC 2.4: month and day default to 1). */
  since: { year: number; month: number; day: number } | null;
  /** Markdown; `{years}` is replaced by the years since `since`. */
  bio?: string;
  listed: boolean;
}

export interface SocialLink {
  network: string;
  url: string;
  label: string;
}

export interface Locale {
  language: string;
  /** Every language the site speaks (church.yaml), when more than one (issue 27). */
  languages?: Language[];
  country: string;
  timeZone: string;
  dateOrder: "month-day" | "day-month";
  clock: "12h" | "24h";
  /** "en-US": the document's lang. */
  tag: string;
  /** "en_US": Open Graph's og:locale. */
  ogLocale: string;
}

export interface ChurchFacts extends Omit<ChurchFile, "staff" | "social" | "locale" | "mapUrl" | "mapEmbedUrl"> {
  locale: Locale;
  /** "1480 Harbor View Road, San Luis Obispo, CA 93401" */
  addressLine: string;
  mailingAddressLine: string | null;
  mapUrl: string;
  mailingMapUrl: string | null;
  mapEmbedUrl: string;
  staff: StaffMember[];
  social: SocialLink[];
}

/** A weekly gathering (services.yaml) with its day and time as numbers. */
export interface Gathering {
  /** Stable: "sunday-1030". */
  id: string;
  name: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  hour: number;
  minute: number;
  minutes: number;
  streamed: boolean;
  kids: boolean;
  capacity?: number;
  /** The language it is held in (services.yaml; the church's default when left out). */
  language?: Language;
}

export interface Services extends Omit<ServicesFile, "gatherings" | "summary"> {
  gatherings: Gathering[];
  /** "Sundays @ 10:30 am" */
  summary: string;
}

export interface SeasonService {
  hour: number;
  minute: number;
  minutes: number;
  name?: string;
  capacity?: number;
  /** The language it is held in (the church's default when left out). */
  language?: Language;
}

/** A seasonal page's own facts: when it falls and its services. */
export interface Season extends Omit<
  SeasonalPageFile,
  | "type"
  | "services"
  | "sections"
  | "banner"
  | "title"
  | "heading"
  | "tagline"
  | "description"
  | "header"
  | "layout"
  | "nav"
  | "alsoAt"
  | "timesLabel"
> {
  /** The seasonal page's path: the season's id. */
  path: string;
  services: SeasonService[];
  timesLabel: string;
}

export type ResolvedSection = Resolved<Section>;

export interface Page {
  path: string;
  alsoAt: string[];
  type: PageFile["type"];
  title: string;
  heading: string;
  tagline?: string;
  description: string;
  banner: Artwork | null;
  header: boolean;
  layout: "stack" | "bands";
  nav: { floating: boolean; variant: "primary" | "inverse" };
  sections: ResolvedSection[];
  /** Ministry pages. */
  mission?: { heading: string; text: string };
  /** Seasonal pages. */
  season?: Season;
  /** Not translated into the page's language: its text is in this one, the default (decision 041). */
  textLanguage?: Language;
  /** Translated, but some texts were written for an earlier version of the original (issue 36): the editor says so. */
  translationOutdated?: boolean;
}

export interface Brand extends Omit<BrandFile, "logo"> {
  /** Pictures drawn from the brand: share card, podcast artwork, app icons (app/content/brand-images.ts). */
  images: Record<BrandImageKind, string>;
  /** The site's custom properties and @font-face rules, for a <style> in every page's head. */
  css: string;
  logo: { path: string; type: "image/svg+xml" | "image/png" };
  themeColor: string;
}

/** A notice at the top of every page (alerts.yaml), with its times as instants. */
export interface Alert extends Omit<AlertsFile["alerts"][number], "starts" | "ends"> {
  /** As written, on the church's clock: "2027-01-09 18:00". */
  starts: string;
  ends: string;
  startsAt: number;
  endsAt: number;
}

/** Issue 28: the church's own events (events/<id>.yaml) and registration settings, times as written and as instants. */
export interface RegistrationSettings extends Omit<RegistrationSettingsFile, "closes"> {
  /** As written, on the church's clock: "2027-07-01 12:00". */
  closes?: string;
  /** The instant sign-ups close; the start of each date when absent. */
  closesAt?: number;
}

export interface ChurchEventFile extends Omit<EventFile, "picture" | "registration" | "start" | "end"> {
  /** The file's name: events/vbs-2027.yaml → "vbs-2027". Never digits only (Planning Center's ids are). */
  id: string;
  /** Not translated into the content's language: its text is in this one, the default (issue 36). */
  textLanguage?: Language;
  picture: Artwork | null;
  /** As written, on the church's clock ("2027-07-12 09:00", or "2027-07-12" for a day). */
  start: string;
  end?: string;
  /** The first date's instants (an all-day event: from the church-zone midnight, to the midnight after its last day). */
  startsAt: number;
  endsAt: number | null;
  registration?: RegistrationSettings;
}

/** Issue 35: a form of forms/<id>.yaml, with its id and how long its submissions are kept. */
export interface FormDefinition extends Omit<FormFile, "retentionDays"> {
  /** The file's name: forms/prayer.yaml → "prayer"; its page is /forms/prayer. */
  id: string;
  /** Days a submission is kept (365 by default, 90 for a prayer form). */
  retentionDays: number;
}

export interface ChurchContent {
  /** The folder it was read from. */
  dir: string;
  /** Changes whenever any file of the folder changes. */
  version: string;
  church: ChurchFacts;
  brand: Brand;
  services: Services;
  navigation: NavigationFile;
  integrations: IntegrationsFile;
  /** giving.yaml: how the church takes gifts (issue 30). */
  giving: GivingFile;
  alerts: Alert[];
  /** The small groups of groups.yaml (the group finder's folder source, issue 28). */
  groups: GroupsFile;
  /** The words the live chat refuses (chat-words.yaml, issue 45); empty when the file is left out. */
  chatWords: string[];
  pages: Page[];
  /** Seasonal pages' seasons, in page order. */
  seasons: Season[];
  /** The language its text is in, when it is a translation (contentInLanguage); the default's has none. */
  language?: Language;
  /** groups.yaml not translated into this content's language: its groups' words are in this one, the default (issue 36). */
  groupsTextLanguage?: Language;
  /** The church's own wording of the catalogue's messages, by language (messages/<language>.yaml, issue 27). */
  messages?: MessageOverrides;
  /** The church's own events (events/<id>.yaml), by id (issue 28). */
  events: ChurchEventFile[];
  /** Registration settings of Planning Center events, by their id (sign-ups.yaml). */
  signUps: Record<string, RegistrationSettings>;
  /** The church's forms (forms/<id>.yaml), by id, in this content's language (issue 35). */
  forms: Record<string, FormDefinition>;
}
