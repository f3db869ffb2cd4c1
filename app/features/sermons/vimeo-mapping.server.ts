import { sermonDate } from "~/lib/sermon-date";
import { slugify } from "~/lib/slug";
import { getContent } from "~/server/content.server";
import type { MediaFile, Picture, SeriesSummary, Sermon } from "~/types";
import type { VimeoAlbum, VimeoVideo, VimeoVideoFile } from "./vimeo-schemas.server";

/**
 * Vimeo's albums and videos mapped to the site's `SeriesSummary` and `Sermon`
 * the moment they are parsed, so no caller sees a Vimeo shape. The demo
 * sermons go through the same mapping.
 */

function mapPictures(pictures: VimeoAlbum["pictures"]): Picture[] {
  return (pictures?.sizes ?? [])
    .filter((size) => isSafeImageUrl(size.link) && size.width > 0 && size.height > 0)
    .map((size) => ({ src: size.link, width: size.width, height: size.height }))
    .sort((a, b) => a.width - b.width);
}

/** What a series and a sermon both take from Vimeo: its address, its name (and the slug made from it), its description. */
function naming(item: VimeoAlbum | VimeoVideo) {
  return { uri: item.uri, slug: slugify(item.name), name: item.name, description: item.description ?? "" };
}

export function mapAlbum(album: VimeoAlbum): SeriesSummary {
  return {
    ...naming(album),
    videoCount: album.metadata.connections.videos?.total ?? 0,
    pictures: mapPictures(album.pictures),
  };
}

export function mapVideo(video: VimeoVideo): Sermon {
  return {
    ...naming(video),
    embedUrl: safeEmbedUrl(video),
    date: sermonDate(video.uri, video.created_time, getContent().integrations.vimeo),
    pictures: mapPictures(video.pictures),
    duration: Math.max(0, Math.round(video.duration ?? 0)),
    mediaFile: podcastFile(video),
  };
}

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

export function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}
