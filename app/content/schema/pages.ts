import { z } from "zod";
import { hint, image, markdown, optionalText, sitePath, text, time, weekday } from "./primitives";
import { section } from "./sections";

/** A page of pages/: simple, ministry or seasonal, with its sections. */

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
