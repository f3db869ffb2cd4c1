import { z } from "zod";
import { button, date, hint, href, image, link, markdown, optionalText, slug, text, webUrl } from "./primitives";

/** The sections a page is made of, one schema per `type`. */

/** The privacy policy's topics whose statements the site writes (the privacy-statements section). */
export const PRIVACY_TOPICS = ["collected", "cookies", "use", "kept", "rights", "unsubscribing", "anti-spam"] as const;
export type PrivacyTopic = (typeof PRIVACY_TOPICS)[number];

/** Section tones: the page's background band (seasonal pages and callouts). */
const tone = z
  .enum(["plain", "tint", "highlight", "primary"], hint("write plain, tint, highlight or primary"))
  .default("plain");

/** When a seasonal page shows a section: while it invites, once the day has passed, or both. */
const showWhen = z.enum(["always", "inviting", "passed"], hint("write always, inviting or passed")).default("always");

const sectionBase = {
  /** An anchor (#id) other links may point to. */
  id: slug.optional(),
  tone,
  when: showWhen,
};

export const sectionSchemas = {
  /** Prose: one or more paragraphs of Markdown, with an optional heading and buttons. */
  prose: z.strictObject({
    type: z.literal("prose"),
    ...sectionBase,
    heading: optionalText,
    text: markdown,
    /** A larger first paragraph. */
    lede: z.boolean().default(false),
    /** A boxed notice (the beliefs link on About). */
    boxed: z.boolean().default(false),
    buttons: z.array(button).default([]),
  }),
  /** The church's mission (church.yaml) as a quote, with its verse if `verse` is true. */
  mission: z.strictObject({
    type: z.literal("mission"),
    ...sectionBase,
    heading: optionalText,
    /** Show the heading to screen readers only. */
    hideHeading: z.boolean().default(false),
    verse: z.boolean().default(false),
    caption: optionalText,
  }),
  values: z.strictObject({
    type: z.literal("values"),
    ...sectionBase,
    heading: text,
    items: z.array(z.strictObject({ name: text, text: markdown })).min(1, "list at least one value"),
  }),
  /** Staff from church.yaml by id, each with photo, role and bio. */
  staff: z.strictObject({
    type: z.literal("staff"),
    ...sectionBase,
    heading: text,
    members: z.array(slug).min(1, "name at least one staff member by id"),
  }),
  /** Picture cards that each lead somewhere. */
  cards: z.strictObject({
    type: z.literal("cards"),
    ...sectionBase,
    heading: optionalText,
    hideHeading: z.boolean().default(false),
    items: z.array(z.strictObject({ title: text, text: markdown, link, image })).min(1, "list at least one card"),
  }),
  /** Boxes side by side, each with a heading, a sentence and what to do next. */
  actions: z.strictObject({
    type: z.literal("actions"),
    ...sectionBase,
    heading: optionalText,
    items: z
      .array(
        z.strictObject({
          heading: text,
          text: markdown.optional(),
          /** Numbered steps. */
          steps: z.array(text).optional(),
          /** App-store badges for an app (the church-management app on Groups). */
          app: z.strictObject({ name: text, appStore: webUrl.optional(), googlePlay: webUrl.optional() }).optional(),
          button: button.optional(),
        }),
      )
      .min(1, "list at least one box"),
  }),
  faq: z.strictObject({
    type: z.literal("faq"),
    ...sectionBase,
    heading: text,
    items: z.array(z.strictObject({ question: text, answer: markdown })).min(1, "list at least one question"),
  }),
  /** Dated items (a youth calendar): each leaves the page the day after its date. */
  "dated-list": z.strictObject({
    type: z.literal("dated-list"),
    ...sectionBase,
    heading: text,
    text: markdown.optional(),
    /** Said when every item has passed. */
    empty: text,
    items: z.array(
      z.strictObject({
        title: text,
        /** Leave it out while the date is still to be announced. */
        date: date.optional(),
        time: optionalText,
      }),
    ),
  }),
  /** A grid of picture links to other sites (books, podcasts, videos, apps). */
  resources: z.strictObject({
    type: z.literal("resources"),
    ...sectionBase,
    heading: text,
    shape: z.enum(["portrait", "square", "wide"], hint("write portrait, square or wide")).default("square"),
    items: z
      .array(z.strictObject({ title: text, by: optionalText, href: webUrl, cover: image }))
      .min(1, "list at least one item"),
  }),
  /** Mailing address, phone and the staff e-mail table, from church.yaml. */
  contact: z.strictObject({
    type: z.literal("contact"),
    ...sectionBase,
    mailingHeading: text.default("Mailing address"),
    phoneHeading: text.default("Phone"),
    staffHeading: text.default("E-mail our staff"),
  }),
  /** The church's street address with an embedded map. */
  map: z.strictObject({
    type: z.literal("map"),
    ...sectionBase,
    heading: text.default("Find us"),
    text: markdown.optional(),
  }),
  /** The weekly gatherings of services.yaml, in the church's zone. */
  "service-times": z.strictObject({
    type: z.literal("service-times"),
    ...sectionBase,
    heading: text.default("When we meet"),
    text: markdown.optional(),
    buttons: z.array(button).default([]),
  }),
  /** The plan-a-visit form: the coming weeks' gatherings, or a seasonal page's own services. */
  "plan-visit": z.strictObject({
    type: z.literal("plan-visit"),
    ...sectionBase,
    heading: text.default("Plan your visit"),
    intro: markdown.optional(),
  }),
  /** A list with check marks, tiles or bullets, and an optional button. */
  list: z.strictObject({
    type: z.literal("list"),
    ...sectionBase,
    heading: text,
    text: markdown.optional(),
    style: z
      .enum(["checks", "tiles", "columns", "plain"], hint("write checks, tiles, columns or plain"))
      .default("checks"),
    items: z.array(text).min(1, "list at least one item"),
    button: button.optional(),
  }),
  gallery: z.strictObject({
    type: z.literal("gallery"),
    ...sectionBase,
    heading: text,
    images: z.array(image).min(1, "list at least one picture"),
  }),
  /** Videos that play on the page (sample sermons). */
  videos: z.strictObject({
    type: z.literal("videos"),
    ...sectionBase,
    heading: text,
    text: markdown.optional(),
    items: z
      .array(
        z.strictObject({
          title: text,
          description: markdown.optional(),
          embedUrl: webUrl,
          thumbnail: image,
          /** Where the play button leads without JavaScript. */
          fallbackHref: href.default("/watch"),
        }),
      )
      .min(1, "list at least one video"),
  }),
  /** A signed note with the author's photo (a pastor's note). */
  note: z.strictObject({
    type: z.literal("note"),
    ...sectionBase,
    heading: text,
    /** A staff member's id in church.yaml: their photo, and their name and role as the signature. */
    author: slug,
    text: markdown,
  }),
  /** A few short lines and one button. */
  callout: z.strictObject({
    type: z.literal("callout"),
    ...sectionBase,
    lines: z.array(text).min(1, "write at least one line"),
    button,
  }),
  /** The home page's banner: rotating pictures, the welcome, the service times and a button. */
  hero: z.strictObject({
    type: z.literal("hero"),
    ...sectionBase,
    heading: text,
    text: markdown,
    images: z.array(image).min(1, "list at least one picture").max(8, "list at most 8 pictures"),
    button,
    /** The anchor the down arrow scrolls to. */
    arrowTo: slug.optional(),
    arrowLabel: text.default("Skip down"),
  }),
  /** Two or three short columns, each with a heading, a sentence and a button. */
  columns: z.strictObject({
    type: z.literal("columns"),
    ...sectionBase,
    items: z
      .array(z.strictObject({ heading: text, text: markdown, button }))
      .min(1, "list at least one column")
      .max(3, "list at most three columns"),
  }),
  /** A seasonal page's when, where and phone. */
  "season-facts": z.strictObject({
    type: z.literal("season-facts"),
    ...sectionBase,
    heading: text.default("Service times"),
  }),
  /**
   * The privacy policy's statements about this website (issue 26), written from the services that are on:
   * the church writes the rest of its policy as prose around them.
   */
  "privacy-statements": z.strictObject({
    type: z.literal("privacy-statements"),
    ...sectionBase,
    topic: z
      .enum(PRIVACY_TOPICS, hint(`write one of ${PRIVACY_TOPICS.join(", ")}`))
      .describe(
        "Which statements: collected (what the forms and the server keep), cookies (cookies and embedded players and maps), use (what the information is used for and the e-mails sent), kept (how long each thing is kept, backups), rights (what a request to be forgotten deletes), unsubscribing, anti-spam. The site writes them from what is switched on; they cannot be edited.",
      ),
    heading: optionalText.describe(
      "The heading above the statements; left out, the topic's own (Information we collect, Cookies, How we use your information, How long we keep it, Your rights, Unsubscribing, Anti-spam).",
    ),
    text: markdown
      .optional()
      .describe("The church's own words after the statements (a promise of its own, a law that applies to it)."),
  }),
} as const;

export type SectionType = keyof typeof sectionSchemas;
export const SECTION_TYPES = Object.keys(sectionSchemas) as SectionType[];

const sectionValues = Object.values(sectionSchemas);
export const section = z.discriminatedUnion(
  "type",
  sectionValues as unknown as [(typeof sectionValues)[number], ...(typeof sectionValues)[number][]],
);
export type SectionInput = z.input<typeof section>;
export type Section = z.output<typeof section>;
export type SectionOf<T extends SectionType> = z.output<(typeof sectionSchemas)[T]>;
