import { z } from "zod";
import { sermonDate } from "~/lib/sermon-date";
import { getContent } from "~/server/content.server";
import type { MediaFile, Picture, SeriesSummary, Sermon, Transcript } from "~/types";
import { slugify } from "~/lib/slug";
import { fetchJson, retryAfterResetAt } from "~/server/fetch.server";
import { chooseTextTrack, transcriptFromWebVtt, vimeoTextTrackSchema } from "./text-tracks.server";

/**
 * The Vimeo API 3.4 client (SPEC 7.1): GET only, bearer token, Vimeo's own
 * Accept header. Every answer is parsed with the schemas below and mapped at
 * once to the site's `SeriesSummary` and `Sermon`; no caller sees a Vimeo shape.
 */

// ── Vimeo's shapes (only the fields we read; the rest is ignored) ──────────

const pictureSizeSchema = z.object({
  width: z.number(),
  height: z.number(),
  link: z.string(),
  link_with_play_button: z.string().nullish(),
});

const picturesSchema = z.object({ sizes: z.array(pictureSizeSchema).nullish() }).nullish();

export const vimeoAlbumSchema = z.object({
  uri: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  metadata: z.object({
    connections: z.object({
      videos: z.object({ total: z.number().int().nonnegative() }).nullish(),
    }),
  }),
  pictures: picturesSchema,
});

/** One entry of a video's `files` (links that do not expire) or `download` (links valid for about a day, with `expires`). */
const videoFileSchema = z.object({
  quality: z.string().nullish(),
  rendition: z.string().nullish(),
  type: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  size: z.number().nullish(),
  link: z.string(),
  expires: z.string().nullish(),
});

export const vimeoVideoSchema = z.object({
  uri: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  player_embed_url: z.string().nullish(),
  created_time: z.iso.datetime({ offset: true }),
  pictures: picturesSchema,
  /** Seconds. */
  duration: z.number().nullish(),
  // Present only for tokens with the video_files scope on a paid account.
  files: z.array(videoFileSchema).nullish(),
  download: z.array(videoFileSchema).nullish(),
});

function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    paging: z.object({ next: z.string().nullish() }),
    data: z.array(item),
  });
}

export type VimeoAlbum = z.infer<typeof vimeoAlbumSchema>;
export type VimeoVideo = z.infer<typeof vimeoVideoSchema>;

// Ask Vimeo for only what the site shows: smaller, faster answers.
const ALBUM_FIELDS = "uri,name,description,metadata.connections.videos.total,pictures.sizes";
const VIDEO_FIELDS = "uri,name,description,player_embed_url,created_time,pictures.sizes,duration,files,download";

// ── Mapping to the site's types ────────────────────────────────────────────

function mapPictures(pictures: VimeoAlbum["pictures"]): Picture[] {
  return (pictures?.sizes ?? [])
    .filter((size) => isSafeImageUrl(size.link) && size.width > 0 && size.height > 0)
    .map((size) => ({ src: size.link, width: size.width, height: size.height }))
    .sort((a, b) => a.width - b.width);
}

export function mapAlbum(album: VimeoAlbum): SeriesSummary {
  return {
    uri: album.uri,
    slug: slugify(album.name),
    name: album.name,
    description: album.description ?? "",
    videoCount: album.metadata.connections.videos?.total ?? 0,
    pictures: mapPictures(album.pictures),
  };
}

export function mapVideo(video: VimeoVideo): Sermon {
  return {
    uri: video.uri,
    slug: slugify(video.name),
    name: video.name,
    description: video.description ?? "",
    embedUrl: safeEmbedUrl(video),
    date: sermonDate(video.uri, video.created_time, getContent().integrations.vimeo),
    pictures: mapPictures(video.pictures),
    duration: Math.max(0, Math.round(video.duration ?? 0)),
    mediaFile: podcastFile(video),
  };
}

type VimeoVideoFile = z.infer<typeof videoFileSchema>;

/** Issue 9: the smallest progressive MP4 of at least 360p makes the podcast enclosure. */
const MIN_PODCAST_HEIGHT = 360;

/**
 * `files` links never expire, so they are preferred: the cached copy (and the
 * feed built from it) stays valid through an outage. A `download` link is kept
 * with its expiry, and the feed leaves out one that has passed.
 */
export function podcastFile(video: Pick<VimeoVideo, "files" | "download">): MediaFile | null {
  return smallestProgressiveMp4(video.files ?? []) ?? smallestProgressiveMp4(video.download ?? []);
}

function smallestProgressiveMp4(files: VimeoVideoFile[]): MediaFile | null {
  const candidates = files
    .filter((file) => file.type === "video/mp4" && isHttpsUrl(file.link))
    // hls/dash are adaptive streams, not one file; "source" is the original upload.
    .filter((file) => !["hls", "dash", "source"].includes(file.quality ?? ""))
    .map((file) => ({ file, height: file.height ?? Number.parseInt(file.rendition ?? "", 10) }))
    .filter(({ file, height }) => height >= MIN_PODCAST_HEIGHT && (file.size ?? 0) > 0)
    .sort((a, b) => a.file.size! - b.file.size!);
  const best = candidates[0];
  if (!best) return null;
  const expiresAt = best.file.expires ? Date.parse(best.file.expires) : null;
  return {
    url: best.file.link,
    size: best.file.size!,
    type: "video/mp4",
    width: best.file.width ?? 0,
    height: best.height,
    expiresAt: expiresAt !== null && Number.isNaN(expiresAt) ? null : expiresAt,
  };
}

/** Only a Vimeo player may fill an iframe; anything else falls back to the player URL of the video id. */
function safeEmbedUrl(video: VimeoVideo): string {
  const candidate = video.player_embed_url;
  if (candidate && isHttpsUrl(candidate) && new URL(candidate).hostname === "player.vimeo.com") return candidate;
  const id = video.uri.match(/(\d+)$/)?.[1] ?? "";
  return `https://player.vimeo.com/video/${id}`;
}

/** Vimeo's CDN is https; the demo content uses the site's own files (a path on this origin). */
function isSafeImageUrl(value: string): boolean {
  return isHttpsUrl(value) || /^\/(?!\/)[\w./-]+$/.test(value);
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Hyphens become plus signs (SPEC 5); each word is encoded on its own. */
export function searchQueryFor(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => encodeURIComponent(word))
    .join("+");
}

// ── The source interface shared with the demo content ─────────────────────

/** What the sermon resolvers need from a source of sermons (Vimeo, or the demo). */
export interface SermonSource {
  /** GET /me/albums: every showcase, empty ones included. */
  listSeries(): Promise<SeriesSummary[]>;
  /** GET {series.uri}/videos?direction=asc: the series' videos, oldest first. */
  listSermons(seriesUri: string): Promise<Sermon[]>;
  /** GET /me/videos?query=: videos matching the words of a slug. */
  searchSermons(slug: string): Promise<Sermon[]>;
  /** GET {sermon.uri}/albums: the first showcase holding the video, or null. */
  seriesOfSermon(sermonUri: string): Promise<SeriesSummary | null>;
  /** GET {sermon.uri}/texttracks, then the chosen track's WebVTT: the transcript, or null. */
  transcriptOf(sermonUri: string): Promise<Transcript | null>;
}

// ── The client ─────────────────────────────────────────────────────────────

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
