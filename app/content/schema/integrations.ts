import { z } from "zod";
import { optionalText } from "./primitives";

// integrations.yaml: how the site reads its upstream services' data.

export const integrationsFile = z
  .object({
    vimeo: z
      .object({
        /** SPEC 9: days added to a video's upload date to give the sermon's date. */
        dateOffsetDays: z.number().int().min(-60).max(60).default(7),
        /** Per-video corrections, by video URI ("/videos/123"). */
        dateOffsets: z
          .record(
            z.string().regex(/^\/videos\/\d+$/, 'write a video URI like "/videos/123456"'),
            z.number().int().min(-60).max(60),
          )
          .default({}),
      })
      .default({ dateOffsetDays: 7, dateOffsets: {} }),
    planningCenter: z
      .object({
        /** SPEC 2.7: the event featured first on /events, by its name (lowercase). */
        featuredEventName: optionalText,
      })
      .default({}),
  })
  .default({ vimeo: { dateOffsetDays: 7, dateOffsets: {} }, planningCenter: {} });
export type IntegrationsFile = z.output<typeof integrationsFile>;
