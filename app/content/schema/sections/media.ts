import { z } from "zod";
import { button, href, image, markdown, slug, text, webUrl } from "../primitives";
import { sectionBase, heading, intro } from "./base";

/** Pictures and video: the home page's hero, a gallery, videos that play on the page. */
export const mediaSections = {
  hero: z
    .strictObject({
      type: z.literal("hero"),
      ...sectionBase,
      heading: text.describe("The page's big heading, over the pictures."),
      text: markdown.describe("The welcome below it."),
      images: z
        .array(image)
        .min(1, "list at least one picture")
        .max(8, "list at most 8 pictures")
        .describe("The pictures that rotate behind it (1 to 8)."),
      button: button.describe("The banner's button."),
      arrowTo: slug.optional().describe("The id of the section the down arrow scrolls to; no arrow when left out."),
      arrowLabel: text.default("Skip down").describe("The down arrow's name for screen readers."),
    })
    .describe("The home page's banner: rotating pictures, the welcome, the service times and a button."),
  gallery: z
    .strictObject({
      type: z.literal("gallery"),
      ...sectionBase,
      heading,
      images: z.array(image).min(1, "list at least one picture").describe("The pictures, in order."),
    })
    .describe("A grid of pictures."),
  videos: z
    .strictObject({
      type: z.literal("videos"),
      ...sectionBase,
      heading,
      text: intro,
      items: z
        .array(
          z.strictObject({
            title: text.describe("The video's title."),
            description: markdown.optional().describe("A sentence about it."),
            embedUrl: webUrl.describe("The video player's embed address, loaded when play is pressed."),
            thumbnail: image.describe("The picture shown until play is pressed."),
            fallbackHref: href.default("/watch").describe("Where the play button leads without JavaScript."),
          }),
        )
        .min(1, "list at least one video")
        .describe("The videos, in order."),
    })
    .describe("Videos that play on the page (sample sermons)."),
} as const;
