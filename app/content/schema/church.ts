import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { FORM_ROLES } from "./form-fields";
import { insightsSettings } from "./insights";
import {
  date,
  email,
  hint,
  href,
  image,
  markdown,
  optionalText,
  postalAddress,
  slug,
  text,
  webUrl,
} from "./primitives";

// church.yaml: who the church is, where it meets, how it writes dates, its staff and links.

/** Networks with a known icon and name; any other is written with its own label. */
export const KNOWN_NETWORKS = [
  "facebook",
  "instagram",
  "youtube",
  "x",
  "tiktok",
  "threads",
  "linkedin",
  "vimeo",
  "spotify",
  "apple-podcasts",
  "bluesky",
  "mastodon",
  "whatsapp",
] as const;

export const churchFile = z.strictObject({
  name: text.describe("The church's name: the menu, the browser tab, e-mails, feeds and search results."),
  shortName: optionalText.describe('A short name ("RC") for tight spaces.'),
  tagline: text.describe("A line about the church: on its link-preview picture and in the podcast's description."),
  description: text
    .max(300, "keep the description under 300 characters")
    .describe("For search engines and link previews of pages without their own."),
  locale: z
    .strictObject({
      language: z
        .string()
        .regex(/^[a-z]{2,3}$/, 'write a two-letter language code, like "en"')
        .default("en")
        .describe('The default language of the content (BCP 47), like "en": its pages live at the site\'s root.'),
      languages: z
        .array(z.enum(LANGUAGES, hint(`write languages the site ships messages for: ${LANGUAGES.join(", ")}`)))
        .optional()
        .describe(
          "Every language the site speaks, like [en, es] (default first or anywhere): each other language lives under its own prefix (/es/…). Leave out for one language.",
        ),
      country: z
        .string()
        .regex(/^[A-Z]{2}$/, 'write a two-letter country code in capitals, like "US"')
        .describe('The country (ISO 3166), like "US".'),
      timeZone: z
        .string(hint('write the church\'s time zone, like "America/Los_Angeles"'))
        .refine(isTimeZone, 'write an IANA time zone like "America/Los_Angeles" or "Europe/London"')
        .describe('The church\'s time zone (IANA), like "America/Chicago": every schedule and shown time is in it.'),
      dateOrder: z
        .enum(["month-day", "day-month"], hint("write month-day or day-month"))
        .default("month-day")
        .describe('"November 29, 2026" (month-day) or "29 November 2026" (day-month).'),
      clock: z
        .enum(["12h", "24h"], hint("write 12h or 24h"))
        .default("12h")
        .describe('"10:30 AM" (12h) or "10:30" (24h).'),
    })
    .describe("How the site writes dates and times, and in which time zone."),
  address: postalAddress.describe("Where the church meets: the visit page, the footer, maps and search engines."),
  mailingAddress: postalAddress.optional().describe("Where post goes, if not the street address (the contact page)."),
  geo: z
    .strictObject({
      latitude: z
        .number(hint("write the latitude in decimal degrees, like 35.2828"))
        .min(-90, "a latitude lies between -90 and 90")
        .max(90, "a latitude lies between -90 and 90")
        .describe("Degrees north of the equator (south is negative), like 35.2828."),
      longitude: z
        .number(hint("write the longitude in decimal degrees, like -120.6596"))
        .min(-180, "a longitude lies between -180 and 180")
        .max(180, "a longitude lies between -180 and 180")
        .describe("Degrees east of Greenwich (west is negative), like -120.6596."),
    })
    .optional()
    .describe(
      "Where the building stands, in decimal degrees (any map's \"What's here?\" shows them): the embedded map and the map link open OpenStreetMap there unless mapUrl or mapEmbedUrl say otherwise, and search engines read them.",
    ),
  mapUrl: webUrl
    .optional()
    .describe(
      "The map link of the street address (its label names the service: Google Maps, OpenStreetMap, Apple Maps, Bing Maps); OpenStreetMap at geo, or a Google Maps search of the address, when left out.",
    ),
  mapEmbedUrl: webUrl
    .optional()
    .describe(
      "The address of the embedded map (the map section); OpenStreetMap at geo, or Google's map of the address, when left out.",
    ),
  phone: z
    .object({
      display: text.describe('The number as people read it, like "(805) 555-0142".'),
      tel: z
        .string()
        .regex(/^\+?\d{4,15}$/, 'write the number with digits only, like "+18055550142"')
        .describe('The number as a phone dials it, digits only, like "+18055550142".'),
    })
    .optional()
    .describe("The church's phone: the footer, the contact page and seasonal pages."),
  email: email
    .optional()
    .describe(
      "The office's e-mail address: the footer, the privacy policy and replies. A church without one leaves it out: e-mails then have no reply address, the footer and pages show none, and the content check warns where something would be sent to the office.",
    ),
  mission: z
    .object({
      quote: markdown.describe("The mission in a sentence or two."),
      verse: z
        .strictObject({
          text: text.describe("The verse's words."),
          reference: text.describe('Where it is, like "Micah 6:8".'),
        })
        .optional()
        .describe("A verse shown with it."),
    })
    .optional()
    .describe("The church's mission, shown by mission sections."),
  staff: z
    .array(
      z.strictObject({
        id: slug.describe("How pages name this person (staff and note sections), like lead-pastor."),
        name: text.describe("Their name."),
        role: text.describe('Their role, like "Lead Pastor".'),
        email: email.optional().describe("Their e-mail address, for the contact page's table."),
        photo: image.optional().describe("Their photo."),
        since: z
          .union([z.number().int().min(1900).max(2200), date])
          .optional()
          .describe('When they began: a year, or "YYYY-MM-DD". Bios may say {years}.'),
        bio: markdown.optional().describe("A paragraph about them."),
        listed: z.boolean().default(true).describe("Listed in the contact page's e-mail table."),
      }),
    )
    .default([])
    .describe("The staff, in the order the contact page lists them."),
  social: z
    .array(
      z.strictObject({
        network: z
          .string()
          .regex(/^[a-z0-9-]+$/, 'write the network in lowercase, like "instagram"')
          .describe(`The network: ${KNOWN_NETWORKS.join(", ")} have an icon and a name; any other needs a label.`),
        url: webUrl.describe("The church's page there."),
        label: optionalText.describe("The link's name; known networks have one."),
      }),
    )
    .default([])
    .describe("The church's pages on social networks, in the footer."),
  links: z
    .object({
      giving: webUrl.optional().describe("Where people give online (the live page's Give button)."),
      connectCard: webUrl.optional().describe("The connect card form (the live and visit pages)."),
    })
    .catchall(href.describe("Any other name: a link (a path, a web address, mailto: or tel:)."))
    .default({})
    .describe(
      "Links the site's own screens use: giving and connectCard. Other names are accepted (a link each) for later use.",
    ),
  notifications: z
    .strictObject({
      senders: z
        .array(z.enum(FORM_ROLES, hint(`write a role: ${FORM_ROLES.join(", ")}`)))
        .default([])
        .describe(
          "Besides owners and editors, staff with these roles write and send announcements (care, contributor …).",
        ),
    })
    .default({ senders: [] })
    .describe("Notices to the phones that asked for them (the App page): who may send the church's announcements."),
  insights: insightsSettings,
});
export type ChurchFile = z.output<typeof churchFile>;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone.includes("/") || zone === "UTC";
  } catch {
    return false;
  }
}
