import { z } from "zod";
import { button, date, hint, markdown, optionalText, slug, text } from "../primitives";
import { sectionBase, heading, optionalHeading, hideHeading, intro } from "./base";

/** Words the church writes: prose, its mission and values, a note, a callout, questions and answers, lists. */
export const textSections = {
  prose: z
    .strictObject({
      type: z.literal("prose"),
      ...sectionBase,
      heading: optionalHeading,
      text: markdown.describe("One or more paragraphs of Markdown."),
      lede: z.boolean().default(false).describe("Show the first paragraph larger, as an introduction."),
      boxed: z.boolean().default(false).describe("Show the text as a boxed notice (the beliefs link on About)."),
      buttons: z.array(button).default([]).describe("Buttons below the text."),
    })
    .describe("Prose: one or more paragraphs of Markdown, with an optional heading and buttons."),
  mission: z
    .strictObject({
      type: z.literal("mission"),
      ...sectionBase,
      heading: optionalHeading,
      hideHeading,
      verse: z.boolean().default(false).describe("Show the mission's verse (church.yaml mission.verse) below it."),
      caption: optionalText.describe("A line below the quote, like who wrote it."),
    })
    .describe("The church's mission (church.yaml's mission.quote) as a quote."),
  values: z
    .strictObject({
      type: z.literal("values"),
      ...sectionBase,
      heading,
      items: z
        .array(
          z.strictObject({
            name: text.describe("The value's name, as the card's heading."),
            text: markdown.describe("What it means, in a sentence or two."),
          }),
        )
        .min(1, "list at least one value")
        .describe("The values, one card each."),
    })
    .describe("The church's values as cards."),
  note: z
    .strictObject({
      type: z.literal("note"),
      ...sectionBase,
      heading,
      author: slug.describe(
        "A staff member's id in church.yaml: their photo, and their name and role as the signature.",
      ),
      text: markdown.describe("The note."),
    })
    .describe("A signed note with the author's photo (a pastor's note)."),
  callout: z
    .strictObject({
      type: z.literal("callout"),
      ...sectionBase,
      lines: z
        .array(text)
        .min(1, "write at least one line")
        .describe("A few short lines, shown together as the band's heading."),
      button: button.describe("What to do next."),
    })
    .describe("A few short lines and one button."),
  faq: z
    .strictObject({
      type: z.literal("faq"),
      ...sectionBase,
      heading,
      items: z
        .array(
          z.strictObject({
            question: text.describe("The question, which opens its answer."),
            answer: markdown.describe("The answer."),
          }),
        )
        .min(1, "list at least one question")
        .describe("The questions, in order."),
    })
    .describe("Questions and answers, each answer opening under its question."),
  list: z
    .strictObject({
      type: z.literal("list"),
      ...sectionBase,
      heading,
      text: intro,
      style: z
        .enum(["checks", "tiles", "columns", "plain"], hint("write checks, tiles, columns or plain"))
        .default("checks")
        .describe(
          "checks: a check mark before each item; columns: check marks in columns; tiles: a box each; " +
            "plain: items one below the other, each under a highlight-coloured rule.",
        ),
      items: z.array(text).min(1, "list at least one item").describe("The items, one line each."),
      button: button.optional().describe("A button below the list."),
    })
    .describe("A list with check marks, tiles or bullets, and an optional button."),
  "dated-list": z
    .strictObject({
      type: z.literal("dated-list"),
      ...sectionBase,
      heading,
      text: intro,
      empty: text.describe("Said when every item has passed."),
      items: z
        .array(
          z.strictObject({
            title: text.describe("What happens."),
            date: date.optional().describe("Its day; leave it out while the date is still to be announced."),
            time: optionalText.describe('When, as written, like "6:30 PM".'),
          }),
        )
        .describe("The items; each leaves the page the day after its date."),
    })
    .describe("Dated items (a youth calendar): each leaves the page the day after its date."),
} as const;
