import type { Language } from "~/i18n/languages";
import type { Artwork } from "./model-pictures";
import type { ChurchFile } from "./schema";

/**
 * The church's own facts (church.yaml) in the model (model.ts): its address, people, links and locale, as
 * the site uses them.
 */

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
