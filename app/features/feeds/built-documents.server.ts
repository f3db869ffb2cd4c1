import { setBounded } from "~/lib/bounded-map";
import type { TextDocument } from "~/server/text-response.server";

/**
 * The served copies of the feeds, the calendars and the sitemap: each built
 * once per upstream copy (app/background.server.ts clears them when a fresh
 * one arrives) and kept until `validUntil`, so its ETag stays the same and a
 * polling podcast or calendar app mostly gets a 304.
 */
export interface BuiltDocuments {
  get(
    key: string,
    now: number,
    build: () => Promise<{ document: TextDocument | null; validUntil: number }>,
  ): Promise<TextDocument | null>;
  clear(): void;
}

/** Without PUBLIC_URL a key holds the origin from the Host header: `maxEntries` bounds what a stranger can make us keep. */
export function builtDocuments(maxEntries: number): BuiltDocuments {
  const entries = new Map<string, { document: TextDocument | null; validUntil: number }>();
  return {
    async get(key, now, build) {
      const kept = entries.get(key);
      if (kept && now < kept.validUntil) return kept.document;
      const built = await build();
      setBounded(entries, key, built, maxEntries);
      return built.document;
    },
    clear: () => entries.clear(),
  };
}
