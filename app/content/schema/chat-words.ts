import { z } from "zod";
import { text } from "./primitives";

// chat-words.yaml: the words the live chat refuses (issue 45).

/**
 * Words and phrases a message or a display name in the live chat may not hold: matched as whole words,
 * whatever their capitals and accents ("Casino" and "casinó" both match "casino"). The file may be left out.
 */
export const chatWordsFile = z
  .strictObject({
    words: z
      .array(text.max(60, "keep each word or phrase under 60 characters"))
      .max(1000, "list at most 1000 words")
      .default([])
      .describe("Each a word or a short phrase; a message holding one is refused, and its sender told why."),
  })
  .default({ words: [] });
export type ChatWordsFile = z.output<typeof chatWordsFile>;
