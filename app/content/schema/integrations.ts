import { z } from "zod";
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
      })
      .default({ dateOffsetDays: 7, dateOffsets: {} })
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
  .default({ vimeo: { dateOffsetDays: 7, dateOffsets: {} }, planningCenter: {} });
export type IntegrationsFile = z.output<typeof integrationsFile>;
