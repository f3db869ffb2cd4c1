import type { Language } from "~/i18n/languages";
import type { MessageOverrides } from "~/i18n/translate";
import type { BrandImageKind } from "./brand-images";
import type { ChurchFacts } from "./model-church";
import type { ChurchEventFile, FormDefinition, RegistrationSettings } from "./model-items";
import type { Artwork, Resolved } from "./model-pictures";
import type {
  BrandFile,
  AlertsFile,
  GivingFile,
  GroupsFile,
  IntegrationsFile,
  NavigationFile,
  PageFile,
  SeasonalPageFile,
  Section,
  ServicesFile,
} from "./schema";

/**
 * A church's content as the site uses it: the content folder's files after
 * checking (schema.ts) and resolving (load.server.ts). Browser-safe types:
 * loaders hand parts of it to pages. Pictures are resolved to `Artwork`
 * (their responsive files under /media/), weekdays and times to numbers.
 */

// The whole model is imported from this module; its parts about pictures, the church and the folder's items live beside it.
export type { Artwork, ImageRef, Resolved } from "./model-pictures";
export type { ChurchFacts, Locale, PostalAddress, SocialLink, StaffMember } from "./model-church";
export type { ChurchEventFile, FormDefinition, RegistrationSettings } from "./model-items";

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
