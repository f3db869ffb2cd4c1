import { z } from "zod";
import { button, hint, image, link, markdown, optionalText, slug, text, webUrl } from "../primitives";
import { sectionBase, heading, optionalHeading, hideHeading } from "./base";

/** Boxes, cards and columns that lead somewhere: cards, actions, columns, resources, staff. */
export const cardsSections = {
  staff: z
    .strictObject({
      type: z.literal("staff"),
      ...sectionBase,
      heading,
      members: z
        .array(slug)
        .min(1, "name at least one staff member by id")
        .describe("Staff members by their id in church.yaml's staff, in the order shown."),
    })
    .describe("Staff from church.yaml, each with photo, role and bio."),
  cards: z
    .strictObject({
      type: z.literal("cards"),
      ...sectionBase,
      heading: optionalHeading,
      hideHeading,
      items: z
        .array(
          z.strictObject({
            title: text.describe("The card's heading."),
            text: markdown.describe("A sentence or two."),
            link: link.describe("Where the card leads."),
            image: image.describe("The card's picture."),
          }),
        )
        .min(1, "list at least one card")
        .describe("The cards, in order."),
    })
    .describe("Picture cards that each lead somewhere."),
  actions: z
    .strictObject({
      type: z.literal("actions"),
      ...sectionBase,
      heading: optionalHeading,
      items: z
        .array(
          z.strictObject({
            heading: text.describe("The box's heading."),
            text: markdown.optional().describe("A sentence or two."),
            steps: z.array(text).optional().describe("Numbered steps."),
            app: z
              .strictObject({
                name: text.describe("The app's name."),
                appStore: webUrl.optional().describe("Its page on Apple's App Store."),
                googlePlay: webUrl.optional().describe("Its page on Google Play."),
              })
              .optional()
              .describe("App-store badges for an app (the church-management app on Groups)."),
            button: button.optional().describe("What to do next."),
          }),
        )
        .min(1, "list at least one box")
        .describe("The boxes, side by side."),
    })
    .describe("Boxes side by side, each with a heading, a sentence and what to do next."),
  resources: z
    .strictObject({
      type: z.literal("resources"),
      ...sectionBase,
      heading,
      shape: z
        .enum(["portrait", "square", "wide"], hint("write portrait, square or wide"))
        .default("square")
        .describe("The covers' shape: portrait (books), square (podcasts, apps) or wide (videos)."),
      items: z
        .array(
          z.strictObject({
            title: text.describe("The resource's name."),
            by: optionalText.describe("Its author or maker."),
            href: webUrl.describe("Where it is, on another site."),
            cover: image.describe("Its cover picture."),
          }),
        )
        .min(1, "list at least one item")
        .describe("The resources, in order."),
    })
    .describe("A grid of picture links to other sites (books, podcasts, videos, apps)."),
  columns: z
    .strictObject({
      type: z.literal("columns"),
      ...sectionBase,
      items: z
        .array(
          z.strictObject({
            heading: text.describe("The column's heading."),
            text: markdown.describe("A sentence or two."),
            button: button.describe("What to do next."),
          }),
        )
        .min(1, "list at least one column")
        .max(3, "list at most three columns")
        .describe("One to three columns."),
    })
    .describe("Two or three short columns, each with a heading, a sentence and a button."),
} as const;
