import { z } from "zod";

/** The building blocks every file kind shares: text, dates and times, addresses, links, pictures, buttons. */

export const hint = (message: string) => ({ error: message });

export const text = z.string(hint("write some text here")).trim().min(1, "must not be empty");
/** Prose in Markdown (no raw HTML: it is shown as text). */
export const markdown = z.string(hint("write some text (Markdown) here")).trim().min(1, "must not be empty");
export const optionalText = z.string(hint("write some text here")).trim().optional();

export const slug = z
  .string(hint("write a short name of lowercase letters, digits and hyphens, like lead-pastor"))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "use lowercase letters, digits and single hyphens, like lead-pastor");

export const time = z
  .string(hint('write a time as "HH:MM" in 24-hour time, in quotes, like "10:30"'))
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'write the time as "HH:MM" in 24-hour time, like "09:00" or "17:30"');

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export const weekday = z.enum(WEEKDAYS, hint(`write a day of the week in lowercase: ${WEEKDAYS.join(", ")}`));

export const date = z
  .string(hint('write a date as "YYYY-MM-DD", in quotes, like "2027-09-18"'))
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/, 'write the date as "YYYY-MM-DD", like "2027-09-18"');

/** A date and time on the church's clock (church.yaml's time zone): "2027-01-09 18:00". */
export const dateTime = z
  .string(hint('write a date and time as "YYYY-MM-DD HH:MM", in quotes, like "2027-01-09 18:00"'))
  .regex(
    /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])[ T](?:[01]\d|2[0-3]):[0-5]\d$/,
    'write the date and time as "YYYY-MM-DD HH:MM" in 24-hour time, like "2027-01-09 18:00"',
  );

export const webUrl = z.url({ protocol: /^https?$/, error: "write a full web address starting with https://" });
export const email = z.email(hint("write an e-mail address, like office@example.org"));

/** A page of this site: "/about", "/ministries/kids", or "/" for the home page. */
export const sitePath = z
  .string(hint('write a path on this site, like "/about"'))
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
    'write a path of lowercase words and hyphens starting with "/", like "/ministries/kids"',
  );

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
  );

/** A picture in the content folder's images/ folder, with what it shows for people who cannot see it. */
export const image = z.strictObject(
  {
    file: z
      .string(hint('write the picture\'s file name inside the content folder, like "images/banners/kids.jpg"'))
      .regex(
        /^images\/[\w./-]+\.(?:jpe?g|png|webp)$/i,
        'name a .jpg, .png or .webp file under images/, like "images/banners/kids.jpg"',
      )
      .refine((value) => !value.split("/").includes(".."), "a picture must stay inside the images/ folder"),
    alt: z.string(hint('describe the picture in a few words (alt text), or write "" for a decorative one')).trim(),
  },
  hint("write a picture as { file: images/…, alt: what it shows }"),
);

export const link = z.strictObject({ label: text, href }, hint("write a link as { label: …, href: … }"));

const buttonStyle = z.enum(
  ["primary", "highlight", "outline", "link"],
  hint("write primary, highlight, outline or link"),
);
export const button = z.strictObject({
  label: text,
  /** Defaults to the page's plan-a-visit form. */
  href: href.optional(),
  style: buttonStyle.default("highlight"),
  /** Open in a new tab (for documents and sites people come back from). */
  newTab: z.boolean().default(false),
});

export const postalAddress = z.strictObject({
  street: text,
  city: text,
  region: optionalText,
  postalCode: optionalText,
});
