import { z } from "zod";
import { deriveBrandColors } from "~/lib/brand-colors";
import { hint, text } from "./primitives";

export const color = z
  .string(hint('write a colour as "#rrggbb", like "#173f73"'))
  .regex(/^#[0-9a-fA-F]{6}$/, 'write the colour as "#rrggbb", like "#173f73"')
  .transform((value) => value.toLowerCase())
  .meta({ title: "colour", examples: ["#173f73"] });

const font = z.union(
  [
    z.enum(["system", "serif", "rounded", "mono"], hint("write system, serif, rounded or mono, or { file, family }")),
    z.strictObject({
      file: z
        .string()
        .regex(/^fonts\/[\w.-]+\.woff2$/, 'name a .woff2 file under fonts/, like "fonts/inter.woff2"')
        .describe("A .woff2 file in the content folder's fonts/ folder."),
      family: text.describe('The font\'s family name, like "Inter".'),
      fallback: z
        .enum(["system", "serif", "rounded", "mono"])
        .default("system")
        .describe("The built-in stack shown while it loads, and if it fails."),
      weight: z
        .string()
        .regex(/^\d{3}( \d{3})?$/, 'write a weight like "400" or a range like "100 900"')
        .default("400")
        .describe('Its weight, like "400", or the range of a variable font, like "100 900".'),
    }),
  ],
  hint("write system, serif, rounded or mono, or { file: fonts/….woff2, family: … }"),
);

const DERIVED = "Derived when left out:";

/**
 * Each colour says what it paints (app/styles/ reads them as --color-*). Only
 * primary is required: the rest are derived from it (and from accent and
 * highlight, when given) and held to WCAG AA (app/lib/brand-colors.ts).
 */
const colors = z
  .strictObject({
    primary: color.describe(
      "The menu bar (white words), primary buttons and the sign-up button (onPrimary words), outlined buttons' " +
        "words and border, event dates and the times of service-times sections.",
    ),
    primaryStrong: color
      .optional()
      .describe(
        "Headings, the footer, the page header (a gradient to accent), the home and seasonal heroes, the plan-a-visit " +
          "band, sections with tone primary, the phone-sized menu, the light menu bar's words, buttons when pointed at, " +
          `and the shade over pictures. ${DERIVED} primary darkened until white reads on it.`,
      ),
    accent: color
      .optional()
      .describe(
        "Links, resource titles, the end of the page header's gradient and the rule over youth-calendar items. " +
          `${DERIVED} primary (darkened if links would not read). A light accent given without highlight (a brand ` +
          "guide's bright second colour, too light for links) is taken as highlight.",
      ),
    highlight: color
      .optional()
      .describe(
        'The visitor button and highlighted buttons ("I\'m New", "Plan a visit") with text-coloured words, the skip ' +
          "link, warning alerts, sections with tone highlight, a seasonal page's times (on primaryStrong), the rule " +
          `under the home page's heading, the rule over value cards and search matches. ${DERIVED} accent (or primary) lightened ` +
          "until text reads on it.",
      ),
    highlightStrong: color
      .optional()
      .describe(
        "Highlighted buttons when pointed at, the keyboard focus ring, the rule beside notices and quotes, warning " +
          `alerts' border and the current sermon in a playlist. ${DERIVED} highlight darkened a little, text still reading on it.`,
      ),
    surface: color.default("#ffffff").describe("The page's background, and the words of urgent alerts."),
    tint: color
      .optional()
      .describe(
        "Sections with tone tint, the sign-up band, notices, info alerts, the light menu bar (seasonal pages), the " +
          `live stream's stage, table headings and outlined buttons when pointed at. ${DERIVED} highlight mixed into ` +
          "surface, light enough for text, muted, accent, primary and primaryStrong.",
      ),
    tintStrong: color
      .optional()
      .describe(
        "The border under the light menu bar and alerts, and the ground of event pictures while they load. " +
          `${DERIVED} tint a little darker.`,
      ),
    text: color
      .optional()
      .describe(
        "Body text, the words on the highlight colour, and (mixed with surface) the borders of cards and fields. " +
          `${DERIVED} primary nearly black.`,
      ),
    muted: color
      .optional()
      .describe(
        "Secondary text (dates, roles, captions, the larger first paragraph) and the borders of form fields. " +
          `${DERIVED} text mixed with surface, dark enough to read on surface and tint.`,
      ),
    onPrimary: color
      .default("#ffffff")
      .describe(
        "The words on primary buttons and the sign-up button. (The menu bar, footer and dark bands always have white words.)",
      ),
    success: color.default("#23773a").describe("Confirmations (a sign-up received) and their check marks."),
    danger: color
      .default("#a3231a")
      .describe("Error messages, a field's error border, and the background of urgent alerts."),
  })
  .transform((given) => deriveBrandColors(given))
  .describe(
    "The church's colours: primary is required; accent (links) and highlight (the bright buttons and bands) are " +
      "worth giving; the others are derived from them when left out. Every text/background pair must reach WCAG AA (4.5:1, 3:1 for large text).",
  );

export const brandFile = z.strictObject({
  colors,
  fonts: z
    .object({
      body: font.default("system").describe("The font of the text."),
      display: font.default("serif").describe("The font of headings."),
    })
    .default({ body: "system", display: "serif" })
    .describe("The fonts: a built-in stack (system, serif, rounded, mono) or a .woff2 file of the folder's."),
  logo: z
    .string(hint('write the logo\'s file name, like "images/logo.svg"'))
    .regex(/^images\/[\w./-]+\.(?:svg|png)$/i, 'name an .svg or .png file under images/, like "images/logo.svg"')
    .describe("The mark beside the name in the menu, and the source of the favicon, share card and podcast artwork."),
});
export type BrandFile = z.output<typeof brandFile>;
