import { z } from "zod";
import { hint, text } from "./primitives";

// brand.yaml: the church's colours, fonts and logo.

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
