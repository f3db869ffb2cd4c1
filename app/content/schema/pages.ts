import { z } from "zod";
import {
  hint,
  minutesLong,
  image,
  markdown,
  optionalCapacity,
  optionalText,
  sitePath,
  text,
  time,
  weekday,
  wholeNumber,
} from "./primitives";
import { section } from "./sections";
import { serviceLanguage } from "./services";

/** A page of pages/: simple, ministry or seasonal, with its sections. */

const navStyle = z.object({
  floating: z
    .boolean()
    .default(false)
    .describe("The navigation bar floats, see-through, over the top of the page (the home page's hero)."),
  variant: z
    .enum(["primary", "inverse"], hint("write primary or inverse"))
    .default("primary")
    .describe(
      "primary: the navigation bar in the primary colour with white words; inverse: the light bar, " +
        "tint with primaryStrong words (seasonal pages' default).",
    ),
});

const NAV_DESCRIPTION = "How the navigation bar looks on this page.";

const layout = z.enum(["stack", "bands"], hint("write stack or bands"));
const LAYOUT_DESCRIPTION =
  "stack: the sections one below the other in the page's column; bands: each section a full-width band " +
  "coloured by its tone (home, seasons).";

const pageBase = {
  title: text.describe('The page\'s name: in the browser tab ("{church}: title"), the menu and breadcrumbs.'),
  heading: optionalText.describe("The big heading at the top of the page; the title when left out."),
  tagline: optionalText.describe("A line below the heading."),
  description: text
    .max(300, "keep the description under 300 characters")
    .describe("For search engines and link previews: one or two sentences."),
  banner: image
    .optional()
    .describe("A picture behind the page's header; the primaryStrong-to-accent gradient when left out."),
  header: z
    .boolean()
    .default(true)
    .describe(
      "Show the page's header (heading, tagline, banner); false when a hero section carries the heading (home).",
    ),
  layout: layout.default("stack").describe(LAYOUT_DESCRIPTION),
  nav: navStyle.default({ floating: false, variant: "primary" }).describe(NAV_DESCRIPTION),
  alsoAt: z
    .array(sitePath)
    .default([])
    .describe("Other paths that show this same page (SPEC 2.13: /connect and /ministries/serve)."),
  sections: z.array(section).default([]).describe("The page's sections, in order (see Sections)."),
};

export const simplePage = z
  .strictObject({ type: z.literal("simple"), ...pageBase })
  .describe("A page made of its sections.");
export const ministryPage = z
  .strictObject({
    type: z.literal("ministry"),
    ...pageBase,
    mission: markdown.describe("The ministry's mission, shown first under missionHeading."),
    missionHeading: text.default("Our mission").describe("The heading over the mission."),
  })
  .describe("A ministry's page (kids, youth, worship): its mission first, then its sections.");

/**
 * When a season falls each year: a fixed day, a number of days from Western
 * Easter (0 = Easter Sunday, 49 = Pentecost), or the nth weekday of a month
 * (nth -1 = the last one).
 */
export const dateRule = z.discriminatedUnion(
  "rule",
  [
    z
      .strictObject({
        rule: z.literal("fixed").describe("Write rule: fixed for this form."),
        month: wholeNumber("write the month as a number, 1 to 12", 1, 12).describe("The month, 1 to 12."),
        day: wholeNumber("write the day of the month as a number", 1, 31).describe("The day of the month."),
      })
      .describe("The same day every year, like Christmas Eve (month 12, day 24)."),
    z
      .strictObject({
        rule: z.literal("easter").describe("Write rule: easter for this form."),
        offsetDays: wholeNumber("write a whole number of days", -70, 70)
          .default(0)
          .describe("Days after Western Easter Sunday (negative: before; -2 is Good Friday, 49 Pentecost)."),
      })
      .describe("A number of days from Western Easter."),
    z
      .strictObject({
        rule: z.literal("nth-weekday").describe("Write rule: nth-weekday for this form."),
        month: wholeNumber("write the month as a number, 1 to 12", 1, 12).describe("The month, 1 to 12."),
        weekday: weekday.describe("The day of the week."),
        nth: z
          .number(hint("write which one: 1 to 5, or -1 for the last"))
          .int()
          .refine((value) => (value >= 1 && value <= 5) || value === -1, "write 1 to 5, or -1 for the last")
          .describe("Which one in the month: 1 to 5, or -1 for the last."),
      })
      .describe("The nth weekday of a month, like the fourth Thursday of November."),
  ],
  hint("write the date rule with rule: fixed (month, day), easter (offsetDays) or nth-weekday (month, weekday, nth)"),
);

export const seasonService = z.strictObject({
  start: time.describe("When it starts, on the church's clock."),
  minutes: minutesLong("How long it lasts, in minutes (10 to 720)."),
  name: optionalText.describe(
    "The service's own name in plan-a-visit, calendars and e-mails (\"Sunrise Service\"); the page's name when left out.",
  ),
  capacity: optionalCapacity(
    "The most people plan-a-visit accepts for it; no limit when left out. A plan counts once its e-mail address is confirmed (held 30 minutes meanwhile), within services.yaml visit.perSignUpLimit.",
  ),
  language: serviceLanguage,
});

export const seasonalPage = z
  .strictObject({
    type: z.literal("seasonal"),
    ...pageBase,
    nav: navStyle
      .default({ floating: false, variant: "inverse" })
      .describe(
        `${NAV_DESCRIPTION} Left out, a seasonal page's bar is the light one (variant: inverse): tint with ` +
          "primaryStrong words, not the church's primary colour. Write nav: { variant: primary } to keep the usual " +
          "bar; once nav is written, its variant defaults to primary as on any page.",
      ),
    layout: layout.default("bands").describe(LAYOUT_DESCRIPTION),
    name: text.describe('How the page names its day: "Easter", "Christmas Eve".'),
    date: dateRule.describe("When the day falls each year."),
    services: z
      .array(seasonService)
      .min(1, "list at least one service")
      .describe("The day's services, offered by the page's plan-a-visit form instead of the weekly gatherings."),
    timesLabel: optionalText.describe(
      'The times as the page writes them ("9:00 + 10:30AM"), in the hero and season-facts; written from the services when left out.',
    ),
    inviteDaysBefore: z
      .number()
      .int()
      .min(1)
      .max(366)
      .default(120)
      .describe("How many days before the day the page starts inviting (and the menu shows it, if inMenu)."),
    inMenu: z
      .boolean()
      .default(false)
      .describe("Show a link to this page in the menu while it invites (SPEC 4's Easter link)."),
    invitation: markdown.describe("The hero's invitation paragraph, while the page invites."),
    thanks: markdown.describe("Said once the day has passed, before pointing to the next gathering."),
    inviteDescription: text.describe(
      "The page's description for search engines while it invites; {date} is replaced by the day with its year.",
    ),
    planLabel: text.default("Plan your visit now").describe("The hero's plan-a-visit button, while the page invites."),
  })
  .describe(
    "A day the church invites to each year (Easter, Christmas Eve): it invites from inviteDaysBefore days ahead, " +
      "with its own services in plan-a-visit, and thanks once the day has passed.",
  );

export const page = z.discriminatedUnion("type", [simplePage, ministryPage, seasonalPage], {
  error: "write the page's type: simple, ministry or seasonal",
});
export type PageInput = z.input<typeof page>;
export type PageFile = z.output<typeof page>;
export type SeasonalPageFile = z.output<typeof seasonalPage>;
