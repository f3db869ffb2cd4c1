import { z } from "zod";
import { button, date, hint, href, image, link, markdown, optionalText, slug, text, webUrl } from "./primitives";

/**
 * The sections a page is made of, one schema per `type`. Every field says what
 * it does in its description, which the JSON Schemas and
 * docs/content-reference.md are written from (`npm run content:docs`).
 */

/** The privacy policy's topics whose statements the site writes (the privacy-statements section). */
export const PRIVACY_TOPICS = ["collected", "cookies", "use", "kept", "rights", "unsubscribing", "anti-spam"] as const;
export type PrivacyTopic = (typeof PRIVACY_TOPICS)[number];

const tone = z
  .enum(["plain", "tint", "highlight", "primary"], hint("write plain, tint, highlight or primary"))
  .default("plain")
  .describe(
    "The section's background band: plain (surface), tint, highlight (the highlight colour, text-coloured words) " +
      "or primary (primaryStrong with white words). Shown on pages with layout: bands.",
  );

const showWhen = z
  .enum(["always", "inviting", "passed"], hint("write always, inviting or passed"))
  .default("always")
  .describe(
    "On a seasonal page: show the section always, only while the page invites, or only once the day has passed.",
  );

const sectionBase = {
  id: slug.optional().describe("An anchor (#id) that links may point to, like /visit#plan-visit."),
  tone,
  when: showWhen,
};

const heading = text.describe("The section's heading.");
const optionalHeading = optionalText.describe("The section's heading; none when left out.");
const hideHeading = z.boolean().default(false).describe("Keep the heading for screen readers but do not show it.");
const intro = markdown.optional().describe("A paragraph (Markdown) below the heading.");

export const sectionSchemas = {
  prose: z
    .strictObject({
      type: z.literal("prose"),
      ...sectionBase,
      heading: optionalHeading,
      text: markdown.describe("One or more paragraphs of Markdown."),
      lede: z.boolean().default(false).describe("Show the first paragraph larger, as an introduction."),
      boxed: z.boolean().default(false).describe("Show the text as a boxed notice (the beliefs link on About)."),
      buttons: z.array(button).default([]).describe("Buttons below the text."),
    })
    .describe("Prose: one or more paragraphs of Markdown, with an optional heading and buttons."),
  mission: z
    .strictObject({
      type: z.literal("mission"),
      ...sectionBase,
      heading: optionalHeading,
      hideHeading,
      verse: z.boolean().default(false).describe("Show the mission's verse (church.yaml mission.verse) below it."),
      caption: optionalText.describe("A line below the quote, like who wrote it."),
    })
    .describe("The church's mission (church.yaml's mission.quote) as a quote."),
  values: z
    .strictObject({
      type: z.literal("values"),
      ...sectionBase,
      heading,
      items: z
        .array(
          z.strictObject({
            name: text.describe("The value's name, as the card's heading."),
            text: markdown.describe("What it means, in a sentence or two."),
          }),
        )
        .min(1, "list at least one value")
        .describe("The values, one card each."),
    })
    .describe("The church's values as cards."),
  staff: z
    .strictObject({
      type: z.literal("staff"),
      ...sectionBase,
      heading,
      members: z
        .array(slug)
        .min(1, "name at least one staff member by id")
        .describe("Staff members by their id in church.yaml's staff, in the order shown."),
    })
    .describe("Staff from church.yaml, each with photo, role and bio."),
  cards: z
    .strictObject({
      type: z.literal("cards"),
      ...sectionBase,
      heading: optionalHeading,
      hideHeading,
      items: z
        .array(
          z.strictObject({
            title: text.describe("The card's heading."),
            text: markdown.describe("A sentence or two."),
            link: link.describe("Where the card leads."),
            image: image.describe("The card's picture."),
          }),
        )
        .min(1, "list at least one card")
        .describe("The cards, in order."),
    })
    .describe("Picture cards that each lead somewhere."),
  actions: z
    .strictObject({
      type: z.literal("actions"),
      ...sectionBase,
      heading: optionalHeading,
      items: z
        .array(
          z.strictObject({
            heading: text.describe("The box's heading."),
            text: markdown.optional().describe("A sentence or two."),
            steps: z.array(text).optional().describe("Numbered steps."),
            app: z
              .strictObject({
                name: text.describe("The app's name."),
                appStore: webUrl.optional().describe("Its page on Apple's App Store."),
                googlePlay: webUrl.optional().describe("Its page on Google Play."),
              })
              .optional()
              .describe("App-store badges for an app (the church-management app on Groups)."),
            button: button.optional().describe("What to do next."),
          }),
        )
        .min(1, "list at least one box")
        .describe("The boxes, side by side."),
    })
    .describe("Boxes side by side, each with a heading, a sentence and what to do next."),
  faq: z
    .strictObject({
      type: z.literal("faq"),
      ...sectionBase,
      heading,
      items: z
        .array(
          z.strictObject({
            question: text.describe("The question, which opens its answer."),
            answer: markdown.describe("The answer."),
          }),
        )
        .min(1, "list at least one question")
        .describe("The questions, in order."),
    })
    .describe("Questions and answers, each answer opening under its question."),
  "dated-list": z
    .strictObject({
      type: z.literal("dated-list"),
      ...sectionBase,
      heading,
      text: intro,
      empty: text.describe("Said when every item has passed."),
      items: z
        .array(
          z.strictObject({
            title: text.describe("What happens."),
            date: date.optional().describe("Its day; leave it out while the date is still to be announced."),
            time: optionalText.describe('When, as written, like "6:30 PM".'),
          }),
        )
        .describe("The items; each leaves the page the day after its date."),
    })
    .describe("Dated items (a youth calendar): each leaves the page the day after its date."),
  resources: z
    .strictObject({
      type: z.literal("resources"),
      ...sectionBase,
      heading,
      shape: z
        .enum(["portrait", "square", "wide"], hint("write portrait, square or wide"))
        .default("square")
        .describe("The covers' shape: portrait (books), square (podcasts, apps) or wide (videos)."),
      items: z
        .array(
          z.strictObject({
            title: text.describe("The resource's name."),
            by: optionalText.describe("Its author or maker."),
            href: webUrl.describe("Where it is, on another site."),
            cover: image.describe("Its cover picture."),
          }),
        )
        .min(1, "list at least one item")
        .describe("The resources, in order."),
    })
    .describe("A grid of picture links to other sites (books, podcasts, videos, apps)."),
  contact: z
    .strictObject({
      type: z.literal("contact"),
      ...sectionBase,
      mailingHeading: text.default("Mailing address").describe("The heading over the mailing address."),
      phoneHeading: text.default("Phone").describe("The heading over the phone number."),
      staffHeading: text.default("E-mail our staff").describe("The heading over the staff e-mail table."),
    })
    .describe("Mailing address, phone and the table of listed staff e-mails, from church.yaml."),
  map: z
    .strictObject({
      type: z.literal("map"),
      ...sectionBase,
      heading: text.default("Find us").describe("The section's heading."),
      text: intro,
    })
    .describe("The church's street address with an embedded map (church.yaml's mapEmbedUrl)."),
  "service-times": z
    .strictObject({
      type: z.literal("service-times"),
      ...sectionBase,
      heading: text.default("When we meet").describe("The section's heading."),
      text: intro,
      buttons: z.array(button).default([]).describe("Buttons below the times."),
    })
    .describe("The weekly gatherings of services.yaml, in the church's time zone."),
  "plan-visit": z
    .strictObject({
      type: z.literal("plan-visit"),
      ...sectionBase,
      heading: text.default("Plan your visit").describe("The section's heading."),
      intro: markdown.optional().describe("A paragraph (Markdown) above the form."),
    })
    .describe("The plan-a-visit form: the coming weeks' gatherings, or a seasonal page's own services."),
  list: z
    .strictObject({
      type: z.literal("list"),
      ...sectionBase,
      heading,
      text: intro,
      style: z
        .enum(["checks", "tiles", "columns", "plain"], hint("write checks, tiles, columns or plain"))
        .default("checks")
        .describe(
          "checks: a check mark before each item; columns: check marks in columns; tiles: a box each; " +
            "plain: items one below the other, each under a highlight-coloured rule.",
        ),
      items: z.array(text).min(1, "list at least one item").describe("The items, one line each."),
      button: button.optional().describe("A button below the list."),
    })
    .describe("A list with check marks, tiles or bullets, and an optional button."),
  gallery: z
    .strictObject({
      type: z.literal("gallery"),
      ...sectionBase,
      heading,
      images: z.array(image).min(1, "list at least one picture").describe("The pictures, in order."),
    })
    .describe("A grid of pictures."),
  videos: z
    .strictObject({
      type: z.literal("videos"),
      ...sectionBase,
      heading,
      text: intro,
      items: z
        .array(
          z.strictObject({
            title: text.describe("The video's title."),
            description: markdown.optional().describe("A sentence about it."),
            embedUrl: webUrl.describe("The video player's embed address, loaded when play is pressed."),
            thumbnail: image.describe("The picture shown until play is pressed."),
            fallbackHref: href.default("/watch").describe("Where the play button leads without JavaScript."),
          }),
        )
        .min(1, "list at least one video")
        .describe("The videos, in order."),
    })
    .describe("Videos that play on the page (sample sermons)."),
  note: z
    .strictObject({
      type: z.literal("note"),
      ...sectionBase,
      heading,
      author: slug.describe(
        "A staff member's id in church.yaml: their photo, and their name and role as the signature.",
      ),
      text: markdown.describe("The note."),
    })
    .describe("A signed note with the author's photo (a pastor's note)."),
  callout: z
    .strictObject({
      type: z.literal("callout"),
      ...sectionBase,
      lines: z
        .array(text)
        .min(1, "write at least one line")
        .describe("A few short lines, shown together as the band's heading."),
      button: button.describe("What to do next."),
    })
    .describe("A few short lines and one button."),
  hero: z
    .strictObject({
      type: z.literal("hero"),
      ...sectionBase,
      heading: text.describe("The page's big heading, over the pictures."),
      text: markdown.describe("The welcome below it."),
      images: z
        .array(image)
        .min(1, "list at least one picture")
        .max(8, "list at most 8 pictures")
        .describe("The pictures that rotate behind it (1 to 8)."),
      button: button.describe("The banner's button."),
      arrowTo: slug.optional().describe("The id of the section the down arrow scrolls to; no arrow when left out."),
      arrowLabel: text.default("Skip down").describe("The down arrow's name for screen readers."),
    })
    .describe("The home page's banner: rotating pictures, the welcome, the service times and a button."),
  columns: z
    .strictObject({
      type: z.literal("columns"),
      ...sectionBase,
      items: z
        .array(
          z.strictObject({
            heading: text.describe("The column's heading."),
            text: markdown.describe("A sentence or two."),
            button: button.describe("What to do next."),
          }),
        )
        .min(1, "list at least one column")
        .max(3, "list at most three columns")
        .describe("One to three columns."),
    })
    .describe("Two or three short columns, each with a heading, a sentence and a button."),
  "season-facts": z
    .strictObject({
      type: z.literal("season-facts"),
      ...sectionBase,
      heading: text.default("Service times").describe("The section's heading."),
    })
    .describe(
      "On a seasonal page, while it invites: When (its day and timesLabel), Where (the street address and map link) " +
        "and the phone, from the page and church.yaml; nothing once the day has passed.",
    ),
  "privacy-statements": z
    .strictObject({
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
    })
    .describe(
      "The privacy policy's statements about this website, written from the services that are on (issue 26), " +
        "followed by the church's own words.",
    ),
  "group-finder": z
    .strictObject({
      type: z.literal("group-finder"),
      ...sectionBase,
      heading: optionalText.describe("The section's heading; left out, the site's own (Find a group)."),
      text: intro,
    })
    .describe(
      "The church's small groups (groups.yaml, or Planning Center Groups) with their day, time, area, kind, " +
        "childcare and room, filters that work without JavaScript, and an Ask to join page for each (issue 28).",
    ),
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
