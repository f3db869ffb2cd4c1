import type { z } from "zod";
import {
  alertsFile,
  brandFile,
  chatWordsFile,
  churchFile,
  eventFile,
  formFile,
  givingFile,
  groupsFile,
  integrationsFile,
  navigationFile,
  page,
  servicesFile,
} from "~/content/schema";

/**
 * The files of a content folder the editor knows (issue 18), each with its
 * schema and who may change it. Owners alone change the church's settings:
 * who the church is (church.yaml), its look (brand.yaml) and its services'
 * settings (integrations.yaml). Editors publish everything else; contributors
 * draft it (docs/decisions/028-the-staff-editor-issue-18.md).
 */

export type FileKind =
  | "church"
  | "brand"
  | "services"
  | "navigation"
  | "integrations"
  | "alerts"
  | "giving"
  | "groups"
  | "chat-words"
  | "page"
  | "event"
  | "form";

export const FACT_KINDS = [
  "church",
  "services",
  "navigation",
  "alerts",
  "brand",
  "integrations",
  "giving",
  "groups",
  "chat-words",
] as const;

export const FILE_SCHEMAS: Record<FileKind, z.ZodType> = {
  church: churchFile,
  brand: brandFile,
  services: servicesFile,
  navigation: navigationFile,
  integrations: integrationsFile,
  alerts: alertsFile,
  giving: givingFile,
  groups: groupsFile,
  "chat-words": chatWordsFile,
  page,
  event: eventFile,
  form: formFile,
};

export const FILE_TITLES: Record<Exclude<FileKind, "page" | "event" | "form">, { title: string; about: string }> = {
  church: { title: "Church facts", about: "Name, address, phone, e-mail, mission, staff and links." },
  services: {
    title: "Service times",
    about: "The weekly gatherings, the live stream and what first-time guests should know.",
  },
  navigation: { title: "Menu", about: "The navigation bar, the visitor button and old addresses that lead elsewhere." },
  alerts: { title: "Alerts", about: "Notices at the top of every page: closures, changes of place." },
  brand: { title: "Look", about: "Colours, fonts and the logo." },
  integrations: {
    title: "Services' settings",
    about: "Sermon dates from Vimeo and the event featured from Planning Center.",
  },
  giving: {
    title: "Giving",
    about: "Online giving: the funds, amounts and card fee, and what receipts say. Owners and treasurers only.",
  },
  groups: {
    title: "Small groups",
    about:
      "The group finder on /groups: each group's day, time, area, kind and room, and the leader who answers requests.",
  },
  "chat-words": {
    title: "Chat words",
    about: "Words and phrases the live chat refuses in a message or a name (issue 45).",
  },
};

/** Settings: owners only. */
export const SETTINGS_KINDS: ReadonlySet<FileKind> = new Set(["church", "brand", "integrations"]);
/** Giving's settings (issue 30): owners and treasurers, and nobody else. */
export const GIVING_KINDS: ReadonlySet<FileKind> = new Set(["giving"]);

const FACT_FILE = /^(church|brand|services|navigation|integrations|alerts|giving|groups|chat-words)\.(?:ya?ml|json)$/;
/** pages/ then lowercase words and hyphens, folders allowed: the same addresses sitePath allows. */
const PAGE_FILE = /^pages\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*[a-z0-9]+(?:-[a-z0-9]+)*\.(?:ya?ml|json)$/;

/** events/ then the event's id, lowercase words and hyphens (issue 28): events/vbs-2027.yaml. */
const EVENT_FILE = /^events\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:ya?ml|json)$/;

/** forms/ then the form's id (issue 35): forms/prayer.yaml; its translations are edited as a page's are. */
const FORM_FILE = /^forms\/[a-z0-9]+(?:-[a-z0-9]+)*\.(?:ya?ml|json)$/;
/**
 * Forms (issue 35): owners and editors only, drafts included. A form says who reads
 * what visitors send (prayer requests among them), so no contributor writes one; its
 * words alone are translated by contributors too (translation-drafts.server.ts).
 */
export const FORM_KINDS: ReadonlySet<FileKind> = new Set(["form"]);

/** The kind of a content file by its name inside the folder; null for any other name (`../`, images, anything). */
export function fileKindOf(file: string): FileKind | null {
  if (typeof file !== "string") return null;
  const fact = FACT_FILE.exec(file);
  if (fact) return fact[1] as FileKind;
  if (EVENT_FILE.test(file)) return "event";
  if (FORM_FILE.test(file)) return "form";
  return PAGE_FILE.test(file) ? "page" : null;
}

/** pages/ministries/kids.yaml for the address /ministries/kids; pages/index.yaml for the home page. */
export function pageFileFor(sitePath: string): string {
  return sitePath === "/" ? "pages/index.yaml" : `pages${sitePath}.yaml`;
}
