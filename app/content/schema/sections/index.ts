import { z } from "zod";
import { cardsSections } from "./cards";
import { churchFactsSections } from "./church-facts";
import { mediaSections } from "./media";
import { siteSections } from "./site";
import { textSections } from "./text";

/**
 * The sections a page is made of, one schema per `type`, each in the module of its family. Every field says
 * what it does in its description, which the JSON Schemas and docs/content-reference.md are written from
 * (`npm run content:docs`): this order is theirs.
 */

export { PRIVACY_TOPICS, type PrivacyTopic } from "./site";

export const sectionSchemas = {
  prose: textSections.prose,
  mission: textSections.mission,
  values: textSections.values,
  staff: cardsSections.staff,
  cards: cardsSections.cards,
  actions: cardsSections.actions,
  faq: textSections.faq,
  "dated-list": textSections["dated-list"],
  resources: cardsSections.resources,
  contact: churchFactsSections.contact,
  map: churchFactsSections.map,
  "service-times": churchFactsSections["service-times"],
  "plan-visit": siteSections["plan-visit"],
  list: textSections.list,
  gallery: mediaSections.gallery,
  videos: mediaSections.videos,
  note: textSections.note,
  callout: textSections.callout,
  hero: mediaSections.hero,
  columns: cardsSections.columns,
  "season-facts": churchFactsSections["season-facts"],
  "privacy-statements": siteSections["privacy-statements"],
  "group-finder": siteSections["group-finder"],
  form: siteSections.form,
} as const;

export type SectionType = keyof typeof sectionSchemas;
export const SECTION_TYPES = Object.keys(sectionSchemas) as SectionType[];

const sectionValues = Object.values(sectionSchemas);
export const section = z
  .discriminatedUnion(
    "type",
    sectionValues as unknown as [(typeof sectionValues)[number], ...(typeof sectionValues)[number][]],
  )
  .meta({ title: "section" });
export type SectionInput = z.input<typeof section>;
export type Section = z.output<typeof section>;
export type SectionOf<T extends SectionType> = z.output<(typeof sectionSchemas)[T]>;
