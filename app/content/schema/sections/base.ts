import { z } from "zod";
import { hint, markdown, optionalText, slug, text } from "../primitives";

/** What every section has (an anchor, a band's tone, when a seasonal page shows it) and the fields many share. */

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

export const sectionBase = {
  id: slug.optional().describe("An anchor (#id) that links may point to, like /visit#plan-visit."),
  tone,
  when: showWhen,
};

export const heading = text.describe("The section's heading.");
export const optionalHeading = optionalText.describe("The section's heading; none when left out.");
export const hideHeading = z
  .boolean()
  .default(false)
  .describe("Keep the heading for screen readers but do not show it.");
export const intro = markdown.optional().describe("A paragraph (Markdown) below the heading.");
