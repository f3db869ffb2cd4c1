import { z } from "zod";
import { fetchJson, retryAfterResetAt } from "~/server/fetch.server";
import type { SermonSource } from "./sermon-source";
import { chooseTextTrack, transcriptFromWebVtt, vimeoTextTrackSchema } from "./text-tracks.server";
import { isHttpsUrl, mapAlbum, mapVideo } from "./vimeo-mapping.server";
import { ALBUM_FIELDS, pageSchema, VIDEO_FIELDS, vimeoAlbumSchema, vimeoVideoSchema } from "./vimeo-schemas.server";

/**
 * The Vimeo API 3.4 client (SPEC 7.1): GET only, bearer token, Vimeo's own
 * Accept header. Every answer is parsed with Vimeo's shapes
 * (vimeo-schemas.server.ts) and mapped at once to the site's `SeriesSummary`
 * and `Sermon` (vimeo-mapping.server.ts); no caller sees a Vimeo shape.
 */

/** Hyphens become plus signs (SPEC 5); each word is encoded on its own. */
export function searchQueryFor(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => encodeURIComponent(word))
    .join("+");
}

export interface VimeoClientOptions {
  baseUrl: string;
  token: string;
  /** Up to 100 (Vimeo's maximum). */
  perPage?: number;
  timeoutMs?: number;
  retries?: number;
  maxRateLimitWaitMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** A runaway `paging.next` must not loop forever: 50 pages of 100 is 5000 videos. */
const MAX_PAGES = 50;

/**
 * Vimeo sends X-RateLimit-Reset as a date (ISO 8601); accept epoch seconds too,
 * and fall back to Retry-After.
 */
export function vimeoRateLimitResetAt(response: Response, now: number): number | undefined {
  const header = response.headers.get("x-ratelimit-reset");
  if (header) {
    const trimmed = header.trim();
    if (/^\d+$/.test(trimmed)) {
      const seconds = Number(trimmed);
      // Small numbers are "seconds from now", large ones an epoch time.
      return seconds > 1_000_000_000 ? seconds * 1000 : now + seconds * 1000;
    }
    const date = Date.parse(trimmed);
    if (!Number.isNaN(date)) return date;
  }
  return retryAfterResetAt(response, now);
}

export function createVimeoClient(options: VimeoClientOptions): SermonSource {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const perPage = Math.min(Math.max(options.perPage ?? 100, 1), 100);

  function call<Schema extends z.ZodType>(pathAndQuery: string, schema: Schema, acceptStatus: number[] = []) {
    if (!pathAndQuery.startsWith("/")) throw new Error(`Vimeo path must start with /: ${pathAndQuery}`);
    return fetchJson({
      upstream: "vimeo",
      url: `${baseUrl}${pathAndQuery}`,
      schema,
      headers: {
        authorization: `bearer ${options.token}`,
        accept: "application/vnd.vimeo.*+json;version=3.4",
        "content-type": "application/json",
      },
      timeoutMs: options.timeoutMs,
      retries: options.retries ?? 2,
      maxRateLimitWaitMs: options.maxRateLimitWaitMs,
      rateLimitResetAt: vimeoRateLimitResetAt,
      acceptStatus,
      fetchImpl: options.fetchImpl,
      sleep: options.sleep,
    });
  }

  /** Follows `paging.next` to the last page. A 404 (e.g. a deleted video) reads as an empty list. */
  async function allPages<Item extends z.ZodType>(firstPath: string, item: Item, allowNotFound = false) {
    const schema = z.union([pageSchema(item), z.object({ error: z.string() })]);
    const items: z.infer<Item>[] = [];
    let next: string | null | undefined = firstPath;
    for (let page = 0; next && page < MAX_PAGES; page += 1) {
      const result: { status: number; data: z.infer<typeof schema> } = await call(
        next,
        schema,
        allowNotFound ? [404] : [],
      );
      if (result.status === 404 || !("data" in result.data)) return { items, notFound: true };
      items.push(...(result.data.data as z.infer<Item>[]));
      next = result.data.paging.next;
    }
    return { items, notFound: false };
  }

  const query = (params: Record<string, string | number>) =>
    Object.entries(params)
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join("&");

  return {
    async listSeries() {
      const { items } = await allPages(
        `/me/albums?${query({ per_page: perPage, fields: ALBUM_FIELDS })}`,
        vimeoAlbumSchema,
      );
      return items.map(mapAlbum);
    },
    async listSermons(seriesUri) {
      assertUri(seriesUri);
      const path = `${seriesUri}/videos?${query({ direction: "asc", per_page: perPage, fields: VIDEO_FIELDS })}`;
      const { items } = await allPages(path, vimeoVideoSchema, true);
      return items.map(mapVideo);
    },
    async searchSermons(slug) {
      // One page is plenty: the resolver wants the video whose slug matches.
      const path = `/me/videos?query=${searchQueryFor(slug)}&${query({ per_page: perPage, fields: VIDEO_FIELDS })}`;
      const result = await call(path, pageSchema(vimeoVideoSchema));
      return result.data.data.map(mapVideo);
    },
    async seriesOfSermon(sermonUri) {
      assertUri(sermonUri);
      const { items } = await allPages(
        `${sermonUri}/albums?${query({ per_page: perPage, fields: ALBUM_FIELDS })}`,
        vimeoAlbumSchema,
        true,
      );
      return items[0] ? mapAlbum(items[0]) : null;
    },
    async transcriptOf(sermonUri) {
      assertUri(sermonUri);
      const { items } = await allPages(
        `${sermonUri}/texttracks?${query({ per_page: perPage })}`,
        vimeoTextTrackSchema,
        true,
      );
      const track = chooseTextTrack(items);
      if (!track?.link || (!isHttpsUrl(track.link) && !track.link.startsWith(`${baseUrl}/`))) return null;
      // The link is a signed, expiring file URL: fetched once, never stored, and never sent the API token.
      const file = await fetchJson({
        upstream: "vimeo",
        url: track.link,
        schema: z.string(),
        bodyAs: "text",
        headers: { accept: "text/vtt" },
        timeoutMs: options.timeoutMs ?? 5000,
        retries: options.retries ?? 2,
        fetchImpl: options.fetchImpl,
        sleep: options.sleep,
      });
      return transcriptFromWebVtt(file.data, track.language ?? "en");
    },
  };
}

/** URIs come from Vimeo (e.g. /users/1/albums/2, /videos/3); anything else never reaches a URL. */
function assertUri(uri: string): void {
  if (!/^(\/[A-Za-z0-9_]+)+$/.test(uri)) throw new Error("Unexpected Vimeo URI");
}
