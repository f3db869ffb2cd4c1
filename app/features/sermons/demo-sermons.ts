import { dateOffsetDays } from "~/lib/sermon-date";
import { getContent } from "~/server/content.server";
import { slugify } from "~/lib/slug";
import { demoSeries } from "./demo-series";
import { demoTextTracks } from "./demo-transcripts";
import type { SermonSource } from "./sermon-source";
import { chooseTextTrack, transcriptFromWebVtt } from "./text-tracks.server";
import { mapAlbum, mapVideo } from "./vimeo-mapping.server";
import type { VimeoAlbum, VimeoVideo } from "./vimeo-schemas.server";

/**
 * Built-in sample series for a site without a VIMEO_TOKEN (development, tests,
 * a church trying the site out). They are written in Vimeo's own shapes and
 * go through the same mapping as real answers, so the demo exercises the code
 * a live site runs. Pictures are local files, so the demo works offline.
 * The series themselves are in demo-series.ts.
 */

const DAY_MS = 86_400_000;
const USER = "/users/100200300";

function sizes(slug: string, widths: number[]) {
  return widths.map((width) => {
    const height = Math.round((width * 9) / 16);
    const link = `/images/sermons/${slug}.svg`;
    return { width, height, link, link_with_play_button: link };
  });
}

/** Vimeo's renditions of one upload (a mobile one below 360p and the adaptive stream included, as Vimeo lists them). */
const RENDITIONS = [
  { quality: "sd", rendition: "240p", width: 426, height: 240, bytesPerSecond: 40_000 },
  { quality: "sd", rendition: "360p", width: 640, height: 360, bytesPerSecond: 75_000 },
  { quality: "sd", rendition: "540p", width: 960, height: 540, bytesPerSecond: 150_000 },
  { quality: "hd", rendition: "720p", width: 1280, height: 720, bytesPerSecond: 280_000 },
  { quality: "hd", rendition: "1080p", width: 1920, height: 1080, bytesPerSecond: 520_000 },
];

/** `files` and `download` in Vimeo's shape; links are the player's redirect URLs, as Vimeo gives them. */
function videoFiles(id: string, duration: number, createdTime: string) {
  const progressive = RENDITIONS.map((entry) => ({
    quality: entry.quality,
    rendition: entry.rendition,
    type: "video/mp4",
    width: entry.width,
    height: entry.height,
    size: entry.bytesPerSecond * duration,
    link: `https://player.vimeo.com/progressive_redirect/playback/${id}/rendition/${entry.rendition}/file.mp4?loc=external`,
    created_time: createdTime,
    fps: 30,
  }));
  const files = [
    ...progressive,
    {
      quality: "hls",
      rendition: "adaptive",
      type: "video/mp4",
      width: null,
      height: null,
      size: null,
      link: `https://player.vimeo.com/play/${id}/hls.m3u8`,
      created_time: createdTime,
    },
  ];
  // Download links expire about a day after they are handed out.
  const expires = new Date(Date.parse(createdTime) + DAY_MS).toISOString();
  const download = progressive.map(({ fps: _fps, ...file }) => ({ ...file, expires, link: `${file.link}&download=1` }));
  return { files, download };
}

function videoUri(seriesIndex: number, sermonIndex: number): string {
  return `/videos/${900000000 + (seriesIndex + 1) * 100 + sermonIndex + 1}`;
}

function buildAlbums(): { album: VimeoAlbum; videos: VimeoVideo[] }[] {
  return demoSeries.map((series, seriesIndex) => {
    const slug = series.artwork ?? slugify(series.name);
    const last = Date.parse(`${series.lastSunday}T18:30:00Z`);
    const count = series.sermons.length;
    const videos = series.sermons.map((sermon, index): VimeoVideo => {
      const uri = videoUri(seriesIndex, index);
      // Upload times that, after SPEC 9's offset, land on the Sunday preached.
      const sunday = last - (count - 1 - index) * 7 * DAY_MS;
      const offset = dateOffsetDays(uri, getContent().integrations.vimeo);
      const createdTime = new Date(sunday - offset * DAY_MS).toISOString();
      // 30 to 45 minutes, the same every run.
      const duration = 1800 + (((seriesIndex * 7 + index) * 337) % 900);
      return {
        uri,
        name: sermon.name,
        description: sermon.description,
        player_embed_url: `https://player.vimeo.com/video/${uri.split("/").pop()}`,
        created_time: createdTime,
        pictures: { sizes: sermon.noPicture ? [] : sizes(slug, series.pictureWidths) },
        duration,
        ...(series.noFiles ? {} : videoFiles(uri.split("/").pop()!, duration, createdTime)),
      };
    });
    const album: VimeoAlbum = {
      uri: `${USER}/albums/${series.id}`,
      name: series.name,
      description: series.description,
      metadata: { connections: { videos: { total: count } } },
      pictures: { sizes: sizes(slug, series.pictureWidths) },
    };
    return { album, videos };
  });
}

/** The demo answers like Vimeo would, through the same mapping. */
export function createDemoSermonSource(): SermonSource {
  const albums = buildAlbums();
  const allVideos = albums.flatMap((entry) => entry.videos);
  return {
    async listSeries() {
      return albums.map((entry) => mapAlbum(entry.album));
    },
    async listSermons(seriesUri) {
      return (albums.find((entry) => entry.album.uri === seriesUri)?.videos ?? []).map(mapVideo);
    },
    async searchSermons(slug) {
      const words = slug.split("-").filter(Boolean);
      return allVideos
        .filter((video) => {
          const name = video.name.toLowerCase();
          return words.every((word) => name.includes(word));
        })
        .map(mapVideo);
    },
    async seriesOfSermon(sermonUri) {
      const entry = albums.find((candidate) => candidate.videos.some((video) => video.uri === sermonUri));
      return entry ? mapAlbum(entry.album) : null;
    },
    async transcriptOf(sermonUri) {
      const entry = demoTextTracks.get(sermonUri);
      const chosen = entry ? chooseTextTrack(entry.tracks) : null;
      return entry && chosen?.link
        ? transcriptFromWebVtt(entry.files[chosen.link] ?? "", chosen.language ?? "en")
        : null;
    },
  };
}
