import { z } from "zod";
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
  name: text,
  /** A short name ("RC") for tight spaces. */
  shortName: optionalText,
  tagline: text,
  /** For search engines and link previews of pages without their own. */
  description: text.max(300, "keep the description under 300 characters"),
  locale: z.strictObject({
    /** BCP 47 language of the content, like "en". */
    language: z
      .string()
      .regex(/^[a-z]{2,3}$/, 'write a two-letter language code, like "en"')
      .default("en"),
    /** ISO 3166 country, like "US". */
    country: z.string().regex(/^[A-Z]{2}$/, 'write a two-letter country code in capitals, like "US"'),
    /** IANA zone: every schedule and displayed time is in it. */
    timeZone: z
      .string(hint('write the church\'s time zone, like "America/Los_Angeles"'))
      .refine(isTimeZone, 'write an IANA time zone like "America/Los_Angeles" or "Europe/London"'),
    /** "November 29, 2026" (month-day) or "29 November 2026" (day-month). */
    dateOrder: z.enum(["month-day", "day-month"], hint("write month-day or day-month")).default("month-day"),
    /** "10:30 AM" (12h) or "10:30" (24h). */
    clock: z.enum(["12h", "24h"], hint("write 12h or 24h")).default("12h"),
  }),
  address: postalAddress,
  mailingAddress: postalAddress.optional(),
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
  /** A map link for the street address; a map search of the address when left out. */
  mapUrl: webUrl
    .optional()
    .describe(
      "The map link of the street address (its label names the service: Google Maps, OpenStreetMap, Apple Maps, Bing Maps); OpenStreetMap at geo, or a Google Maps search of the address, when left out.",
    ),
  /** The embedded map on the visit page; a map of the address when left out. */
  mapEmbedUrl: webUrl
    .optional()
    .describe(
      "The address of the embedded map (the map section); OpenStreetMap at geo, or Google's map of the address, when left out.",
    ),
  phone: z
    .object({
      display: text,
      tel: z.string().regex(/^\+?\d{4,15}$/, 'write the number with digits only, like "+18055550142"'),
    })
    .optional(),
  /** The office's address: the footer, the privacy policy and replies. */
  email,
  mission: z
    .object({
      quote: markdown,
      verse: z.strictObject({ text, reference: text }).optional(),
    })
    .optional(),
  staff: z
    .array(
      z.strictObject({
        id: slug,
        name: text,
        role: text,
        email: email.optional(),
        photo: image.optional(),
        /** When they began: a year, or "YYYY-MM-DD". Bios may say {years}. */
        since: z.union([z.number().int().min(1900).max(2200), date]).optional(),
        bio: markdown.optional(),
        /** Listed in the contact page's e-mail table. */
        listed: z.boolean().default(true),
      }),
    )
    .default([]),
  social: z
    .array(
      z.strictObject({
        network: z.string().regex(/^[a-z0-9-]+$/, 'write the network in lowercase, like "instagram"'),
        url: webUrl,
        /** The link's name; known networks have one. */
        label: optionalText,
      }),
    )
    .default([]),
  /** Links the site's own screens use: giving (live page), connectCard (live and visit pages). */
  links: z
    .object({
      giving: webUrl.optional(),
      connectCard: webUrl.optional(),
    })
    .catchall(href)
    .default({}),
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
