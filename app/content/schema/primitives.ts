import { z } from "zod";

/** The building blocks every file kind shares: text, dates and times, addresses, links, pictures, buttons. */

export const hint = (message: string) => ({ error: message });

export const text = z
  .string(hint("write some text here"))
  .trim()
  .min(1, "must not be empty")
  .meta({ title: "text", examples: ["Sunday Morning Service"] });
/** Prose in Markdown (no raw HTML: it is shown as text). */
export const markdown = z
  .string(hint("write some text (Markdown) here"))
  .trim()
  .min(1, "must not be empty")
  .meta({ title: "Markdown", examples: ["Come as you are. **Coffee** is on us."] });
export const optionalText = z.string(hint("write some text here")).trim().meta({ title: "text" }).optional();

export const slug = z
  .string(hint("write a short name of lowercase letters, digits and hyphens, like lead-pastor"))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lowercase letters, digits and single hyphens, like lead-pastor")
  .meta({ title: "id", examples: ["lead-pastor"] });

export const time = z
  .string(hint('write a time as "HH:MM" in 24-hour time, in quotes, like "10:30"'))
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'write the time as "HH:MM" in 24-hour time, like "09:00" or "17:30"')
  .meta({ title: "time", examples: ["10:30"] });

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export const weekday = z
  .enum(WEEKDAYS, hint(`write a day of the week in lowercase: ${WEEKDAYS.join(", ")}`))
  .meta({ title: "weekday" });

export const date = z
  .string(hint('write a date as "YYYY-MM-DD", in quotes, like "2027-09-18"'))
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, 'write the date as "YYYY-MM-DD", like "2027-09-18"')
  .meta({ title: "date", examples: ["2027-09-18"] });

/** A date and time on the church's clock (church.yaml's time zone): "2027-01-09 18:00". */
export const dateTime = z
  .string(hint('write a date and time as "YYYY-MM-DD HH:MM", in quotes, like "2027-01-09 18:00"'))
  .regex(
    /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[ T](?:[01]\d|2[0-3]):[0-5]\d$/,
    'write the date and time as "YYYY-MM-DD HH:MM" in 24-hour time, like "2027-01-09 18:00"',
  )
  .meta({ title: "date and time", examples: ["2027-01-09 18:00"] });

export const webUrl = z
  .url({ protocol: /^https?$/, error: "write a full web address starting with https://" })
  .meta({ title: "web address", examples: ["https://example.org/page"] });
export const email = z
  .email(hint("write an e-mail address, like office@example.org"))
  .meta({ title: "e-mail address", examples: ["office@example.org"] });

/** A page of this site: "/about", "/ministries/kids", or "/" for the home page. */
export const sitePath = z
  .string(hint('write a path on this site, like "/about"'))
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
    'write a path of lowercase words and hyphens starting with "/", like "/ministries/kids"',
  )
  .meta({ title: "page path", examples: ["/ministries/kids"] });

/**
 * Where a link leads: a page of this site ("/visit", "/visit#plan-visit"), a
 * file in the content folder ("files/beliefs.pdf"), a web address, an e-mail
 * address ("mailto:…") or a phone number ("tel:…"). Never a script.
 */
export const href = z
  .string(hint('write a link: a path like "/visit", a web address, "mailto:…", "tel:…" or "files/…"'))
  .trim()
  .refine(
    (value) =>
      /^\/[^\s]*$/.test(value) ||
      /^#[\w-]+$/.test(value) ||
      /^files\/[\w./-]+$/.test(value) ||
      /^https?:\/\/[^\s]+$/.test(value) ||
      /^mailto:[^\s@]+@[^\s@]+(\?[^\s]*)?$/.test(value) ||
      /^tel:\+?[\d\s()-]+$/.test(value),
    'write a link: a path like "/visit", a web address starting with https://, "mailto:…", "tel:…" or "files/…"',
  )
  .meta({
    title: "link",
    examples: ["/visit#plan-visit", "https://example.org", "mailto:office@example.org", "files/beliefs.pdf"],
  });

/** A picture in the content folder's images/ folder, with what it shows for people who cannot see it. */
export const image = z
  .strictObject(
    {
      file: z
        .string(hint('write the picture\'s file name inside the content folder, like "images/banners/kids.jpg"'))
        .regex(
          /^images\/[\w./-]+\.(?:jpe?g|png|webp)$/i,
          'name a .jpg, .png or .webp file under images/, like "images/banners/kids.jpg"',
        )
        .refine((value) => !value.split("/").includes(".."), "a picture must stay inside the images/ folder")
        .describe(
          "The picture's file under the content folder's images/ (.jpg, .png or .webp); the site makes its sizes.",
        ),
      alt: z
        .string(hint('describe the picture in a few words (alt text), or write "" for a decorative one'))
        .trim()
        .describe('What the picture shows, for people who cannot see it (alt text); "" for a decorative one.'),
    },
    hint("write a picture as { file: images/…, alt: what it shows }"),
  )
  .meta({ title: "picture" });

export const link = z
  .strictObject(
    {
      label: text.describe("The link's words, as the visitor reads them."),
      href: href.describe("Where the link leads."),
    },
    hint("write a link as { label: …, href: … }"),
  )
  .meta({ title: "labelled link" });

const buttonStyle = z.enum(
  ["primary", "highlight", "outline", "link"],
  hint("write primary, highlight, outline or link"),
);
export const button = z
  .strictObject({
    label: text.describe("The button's words."),
    href: href.optional().describe("Where the button leads; the page's plan-a-visit form when left out."),
    style: buttonStyle
      .default("highlight")
      .describe(
        "highlight: the highlight colour with text-coloured words; primary: the primary colour with onPrimary words; " +
          "outline: primary-coloured words and border; link: a plain link.",
      ),
    newTab: z.boolean().default(false).describe("Open in a new tab (for documents and sites people come back from)."),
  })
  .meta({ title: "button" });

export const postalAddress = z
  .strictObject({
    street: text.describe('Street and number, like "1200 Harbor Road".'),
    city: text.describe("Town or city."),
    region: optionalText.describe('State, province or county, like "CA".'),
    postalCode: optionalText.describe('ZIP or postal code, like "95060".'),
  })
  .meta({ title: "address" });

/** How long a gathering or a seasonal service lasts, in minutes (10 to 720), with what the length decides. */
export function minutesLong(description: string) {
  return wholeNumber("write how long it lasts, in minutes", 10, 720).describe(description);
}

/** A whole number from min to max; `message` tells the writer what to put when it is not a number. */
export function wholeNumber(message: string, min: number, max: number) {
  return z.number(hint(message)).int().min(min).max(max);
}

/** The most people something takes (an event, a kind of attendee, a service); no limit when left out. */
export function optionalCapacity(description: string) {
  return z.number().int().min(1).optional().describe(description);
}
