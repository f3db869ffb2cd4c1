import { z } from "zod";

/**
 * The shape of a church's content folder (CONTENT_DIR), as zod schemas. One
 * schema per file kind: church.yaml, brand.yaml, services.yaml,
 * navigation.yaml, integrations.yaml and every page in pages/. The loader
 * (load.server.ts) checks a folder against these, `npm run content:check`
 * prints what it finds, and `npm run content:schema` writes the JSON Schemas
 * beside the content (content/schema/), so an editor offers completion.
 *
 * Messages are written for the person editing the file: each says what is
 * wrong and how to write it instead.
 */

const hint = (message: string) => ({ error: message });

export const text = z.string(hint("write some text here")).trim().min(1, "must not be empty");
/** Prose in Markdown (no raw HTML: it is shown as text). */
export const markdown = z.string(hint("write some text (Markdown) here")).trim().min(1, "must not be empty");
const optionalText = z.string(hint("write some text here")).trim().optional();

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

const postalAddress = z.strictObject({
  street: text,
  city: text,
  region: optionalText,
  postalCode: optionalText,
});

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

// ───────────────────────────── sections ─────────────────────────────

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

// ───────────────────────────── pages ─────────────────────────────

const navStyle = z
  .object({
    /** The navigation bar floats over the top of the page (the home page's hero). */
    floating: z.boolean().default(false),
    /** The light navigation bar (seasonal pages). */
    variant: z.enum(["primary", "inverse"], hint("write primary or inverse")).default("primary"),
  })
  .default({ floating: false, variant: "primary" });

const pageBase = {
  /** The page's name: in the browser tab ("{church}: title"), the menu and breadcrumbs. */
  title: text,
  /** The big heading at the top; defaults to the title. */
  heading: optionalText,
  tagline: optionalText,
  /** For search engines and link previews: one or two sentences. */
  description: text.max(300, "keep the description under 300 characters"),
  banner: image.optional(),
  /** The home page has none: its hero section carries the heading. */
  header: z.boolean().default(true),
  /** stack: sections one below the other on the page; bands: each section a full-width band (home, seasons). */
  layout: z.enum(["stack", "bands"], hint("write stack or bands")).default("stack"),
  nav: navStyle,
  /** Other paths that show this same page (SPEC 2.13: /connect and /ministries/serve). */
  alsoAt: z.array(sitePath).default([]),
  sections: z.array(section).default([]),
};

export const simplePage = z.strictObject({ type: z.literal("simple"), ...pageBase });
export const ministryPage = z.strictObject({
  type: z.literal("ministry"),
  ...pageBase,
  /** "Our mission", shown first. */
  mission: markdown,
  missionHeading: text.default("Our mission"),
});

/**
 * When a season falls each year: a fixed day, a number of days from Western
 * Easter (0 = Easter Sunday, 49 = Pentecost), or the nth weekday of a month
 * (nth -1 = the last one).
 */
export const dateRule = z.discriminatedUnion(
  "rule",
  [
    z.strictObject({
      rule: z.literal("fixed"),
      month: z.number(hint("write the month as a number, 1 to 12")).int().min(1).max(12),
      day: z.number(hint("write the day of the month as a number")).int().min(1).max(31),
    }),
    z.strictObject({
      rule: z.literal("easter"),
      /** Days after Easter Sunday (negative: before; -2 is Good Friday). */
      offsetDays: z.number(hint("write a whole number of days")).int().min(-70).max(70).default(0),
    }),
    z.strictObject({
      rule: z.literal("nth-weekday"),
      month: z.number(hint("write the month as a number, 1 to 12")).int().min(1).max(12),
      weekday,
      nth: z
        .number(hint("write which one: 1 to 5, or -1 for the last"))
        .int()
        .refine((value) => (value >= 1 && value <= 5) || value === -1, "write 1 to 5, or -1 for the last"),
    }),
  ],
  hint("write the date rule with rule: fixed (month, day), easter (offsetDays) or nth-weekday (month, weekday, nth)"),
);

export const seasonService = z.strictObject({
  start: time,
  minutes: z.number(hint("write how long it lasts, in minutes")).int().min(10).max(720),
  name: optionalText,
  /** The most people the church can welcome through plan-a-visit. */
  capacity: z.number().int().min(1).optional(),
});

export const seasonalPage = z.strictObject({
  type: z.literal("seasonal"),
  ...pageBase,
  nav: navStyle.default({ floating: false, variant: "inverse" }),
  layout: z.enum(["stack", "bands"], hint("write stack or bands")).default("bands"),
  /** How the page names its day: "Easter", "Christmas Eve". */
  name: text,
  date: dateRule,
  services: z.array(seasonService).min(1, "list at least one service"),
  /** The times as the page writes them ("9:00 + 10:30AM"); written from the services when left out. */
  timesLabel: optionalText,
  /** How many days before the day the page starts inviting (and the menu shows it, if `inMenu`). */
  inviteDaysBefore: z.number().int().min(1).max(366).default(120),
  /** Show a link to this page in the menu while it invites (SPEC 4's Easter link). */
  inMenu: z.boolean().default(false),
  /** The hero's invitation paragraph. */
  invitation: markdown,
  /** Said once the day has passed, before pointing to the next gathering. */
  thanks: markdown,
  /** The meta description while inviting; {date} is replaced by the day with its year. */
  inviteDescription: text,
  planLabel: text.default("Plan your visit now"),
});

export const page = z.discriminatedUnion("type", [simplePage, ministryPage, seasonalPage], {
  error: "write the page's type: simple, ministry or seasonal",
});
export type PageInput = z.input<typeof page>;
export type PageFile = z.output<typeof page>;
export type SeasonalPageFile = z.output<typeof seasonalPage>;

// ───────────────────────────── church.yaml ─────────────────────────────

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
  /** A map link for the street address; a map search of the address when left out. */
  mapUrl: webUrl.optional(),
  /** The embedded map on the visit page; a map of the address when left out. */
  mapEmbedUrl: webUrl.optional(),
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

// ───────────────────────────── brand.yaml ─────────────────────────────

export const color = z
  .string(hint('write a colour as "#rrggbb", like "#173f73"'))
  .regex(/^#[0-9a-fA-F]{6}$/, 'write the colour as "#rrggbb", like "#173f73"')
  .transform((value) => value.toLowerCase());

const font = z.union(
  [
    z.enum(["system", "serif", "rounded", "mono"], hint("write system, serif, rounded or mono, or { file, family }")),
    z.strictObject({
      /** A .woff2 file in the content folder's fonts/ folder. */
      file: z.string().regex(/^fonts\/[\w.-]+\.woff2$/, 'name a .woff2 file under fonts/, like "fonts/inter.woff2"'),
      family: text,
      /** What to show while it loads, and if it fails. */
      fallback: z.enum(["system", "serif", "rounded", "mono"]).default("system"),
      weight: z
        .string()
        .regex(/^\d{3}( \d{3})?$/, 'write a weight like "400" or a range like "100 900"')
        .default("400"),
    }),
  ],
  hint("write system, serif, rounded or mono, or { file: fonts/….woff2, family: … }"),
);

export const brandFile = z.strictObject({
  colors: z.strictObject({
    /** The navigation bar, headings and buttons; white text sits on it. */
    primary: color,
    /** Hover and pressed states, the footer; darker than primary. */
    primaryStrong: color,
    /** Links. */
    accent: color,
    /** Highlighted buttons ("I'm New", "Plan a visit"); the text colour sits on it. */
    highlight: color,
    highlightStrong: color,
    /** Page background. */
    surface: color.default("#ffffff"),
    /** Alternate bands and cards. */
    tint: color,
    tintStrong: color,
    text: color,
    muted: color,
    /** Text on primary. */
    onPrimary: color.default("#ffffff"),
    success: color.default("#23773a"),
    danger: color.default("#a3231a"),
  }),
  fonts: z
    .object({ body: font.default("system"), display: font.default("serif") })
    .default({ body: "system", display: "serif" }),
  /** The mark beside the name in the menu, and the source of the favicon, share card and podcast artwork. */
  logo: z
    .string(hint('write the logo\'s file name, like "images/logo.svg"'))
    .regex(/^images\/[\w./-]+\.(?:svg|png)$/i, 'name an .svg or .png file under images/, like "images/logo.svg"'),
});
export type BrandFile = z.output<typeof brandFile>;

// ───────────────────────────── services.yaml ─────────────────────────────

export const gathering = z.strictObject({
  /** How the site and calendars name it: "Sunday Morning Service". */
  name: text,
  weekday,
  start: time,
  /** How long it lasts; the live window closes at its end. */
  minutes: z.number(hint("write how long it lasts, in minutes")).int().min(10).max(720),
  /** Streamed live on the live page. */
  streamed: z.boolean().default(false),
  /** Kids' programs run during it. */
  kids: z.boolean().default(false),
  /** The most first-time guests plan-a-visit accepts for one date. */
  capacity: z.number().int().min(1).optional(),
});

export const servicesFile = z.strictObject({
  gatherings: z.array(gathering).min(1, "list at least one weekly gathering"),
  /** How the site sums up the gatherings ("Sundays @ 10:30 am"); written from them when left out. */
  summary: optionalText,
  live: z
    .object({
      /** The live event's player (Vimeo), shown from `playerMinutesBefore` before a streamed gathering. */
      embedUrl: webUrl.optional(),
      /** "Watch Service Online" shows from this long before a streamed gathering until it ends. */
      noticeMinutesBefore: z.number().int().min(0).max(240).default(30),
      /** SPEC 4: the player replaces the countdown 5 minutes before. */
      playerMinutesBefore: z.number().int().min(0).max(120).default(5),
    })
    .default({ noticeMinutesBefore: 30, playerMinutesBefore: 5 }),
  /** What a first-time guest should know; the visit e-mails carry these. */
  visit: z
    .object({
      parking: markdown.optional(),
      kidsCheckIn: markdown.optional(),
      /** Plan-a-visit offers gatherings this many weeks ahead. */
      weeksAhead: z.number().int().min(1).max(26).default(8),
      /** The reminder goes out the day before at this church-zone time. */
      reminderTime: time.default("17:00"),
    })
    .default({ weeksAhead: 8, reminderTime: "17:00" }),
});
export type ServicesFile = z.output<typeof servicesFile>;
export type GatheringInput = z.output<typeof gathering>;

// ───────────────────────────── navigation.yaml ─────────────────────────────

const navPageEntry = z.strictObject({ page: sitePath, label: optionalText });
const navLinkEntry = z.strictObject({ label: text, href: webUrl });
const navChild = z.union([navPageEntry, navLinkEntry], hint("write { page: /path } or { label: …, href: https://… }"));
const navGroup = z.strictObject({
  label: text,
  items: z.array(navChild).min(1, "list at least one item in the submenu"),
});

export const navigationFile = z.strictObject({
  /** The menu, in order: pages, links to other sites, and submenus. */
  menu: z.array(
    z.union(
      [navPageEntry, navLinkEntry, navGroup],
      hint("write { page: /path }, { label, href } or { label, items: [...] }"),
    ),
  ),
  /** The highlighted visitor button at the end of the menu. */
  visitorButton: navPageEntry.optional(),
  /** Old addresses that lead to a page (SPEC 2.1: /vbs to /events). */
  redirects: z.array(z.strictObject({ from: sitePath, to: href })).default([]),
});
export type NavigationFile = z.output<typeof navigationFile>;

// ───────────────────────────── integrations.yaml ─────────────────────────────

export const integrationsFile = z
  .object({
    vimeo: z
      .object({
        /** SPEC 9: days added to a video's upload date to give the sermon's date. */
        dateOffsetDays: z.number().int().min(-60).max(60).default(7),
        /** Per-video corrections, by video URI ("/videos/123"). */
        dateOffsets: z
          .record(
            z.string().regex(/^\/videos\/\d+$/, 'write a video URI like "/videos/123456"'),
            z.number().int().min(-60).max(60),
          )
          .default({}),
      })
      .default({ dateOffsetDays: 7, dateOffsets: {} }),
    planningCenter: z
      .object({
        /** SPEC 2.7: the event featured first on /events, by its name (lowercase). */
        featuredEventName: optionalText,
      })
      .default({}),
  })
  .default({ vimeo: { dateOffsetDays: 7, dateOffsets: {} }, planningCenter: {} });
export type IntegrationsFile = z.output<typeof integrationsFile>;

// ───────────────────────────── alerts.yaml ─────────────────────────────

export const ALERT_LEVELS = ["info", "warning", "urgent"] as const;

/**
 * A notice at the top of every page (issue 18): a snow closure, a change of
 * place. It shows from `starts` until `ends`, on the church's clock, to the
 * minute; the file may be left out, or list none.
 */
export const alert = z
  .strictObject({
    /** One or two sentences, plain text. */
    text: text.max(280, "keep the notice under 280 characters"),
    link: link.optional(),
    /** info: news; warning: a change to plans; urgent: a closure or danger. */
    level: z.enum(ALERT_LEVELS, hint("write info, warning or urgent")).default("info"),
    starts: dateTime,
    ends: dateTime,
    /** The church is closed (search engines are told, as a SpecialAnnouncement). */
    closed: z.boolean().default(false),
  })
  .refine((value) => value.ends.replace("T", " ") > value.starts.replace("T", " "), {
    message: "must be after the start",
    path: ["ends"],
  });

export const alertsFile = z.strictObject({ alerts: z.array(alert).default([]) }).default({ alerts: [] });
export type AlertsFile = z.output<typeof alertsFile>;

/** Every file kind, by the name of its JSON Schema in content/schema/. */
export const CONTENT_FILE_SCHEMAS = {
  church: churchFile,
  brand: brandFile,
  services: servicesFile,
  navigation: navigationFile,
  integrations: integrationsFile,
  alerts: alertsFile,
  page,
} as const;
