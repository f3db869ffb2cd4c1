import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";
import { optionalText } from "./primitives";

// integrations.yaml: how the site reads its upstream services' data.

export const integrationsFile = z
  .object({
    vimeo: z
      .object({
        dateOffsetDays: z
          .number()
          .int()
          .min(-60)
          .max(60)
          .default(7)
          .describe("SPEC 9: days added to a video's upload date to give the sermon's date."),
        dateOffsets: z
          .record(
            z.string().regex(/^\/videos\/\d+$/, 'write a video URI like "/videos/123456"'),
            z.number().int().min(-60).max(60),
          )
          .default({})
          .describe('Per-video corrections: days by video URI, like "/videos/123456": 3.'),
        series: z
          .record(
            z.string().regex(/^\d+$/, 'write a showcase (album) id like "1100008"'),
            z
              .object({
                language: z
                  .enum(LANGUAGES)
                  .describe(
                    "The language the series is preached in: its sermons are listed on that language's pages and in its podcast feed.",
                  ),
              })
              .describe("One series (a Vimeo showcase)."),
          )
          .default({})
          .describe(
            'Issue 27: series by their Vimeo showcase (album) id, like "1100008": { language: es }. A series not named here is in the site\'s default language.',
          ),
      })
      .default({ dateOffsetDays: 7, dateOffsets: {}, series: {} })
      .describe("How sermons are read from Vimeo."),
    planningCenter: z
      .object({
        featuredEventName: optionalText.describe(
          "SPEC 2.7: the event featured first on /events, by its name (lowercase).",
        ),
      })
      .default({})
      .describe("How events are read from Planning Center."),
  })
  .default({ vimeo: { dateOffsetDays: 7, dateOffsets: {}, series: {} }, planningCenter: {} });
export type IntegrationsFile = z.output<typeof integrationsFile>;
