import { dateOffsetDays } from "~/lib/sermon-date";
import { getContent } from "~/server/content.server";
import type { SermonSource, VimeoAlbum, VimeoVideo } from "./vimeo.server";
import { mapAlbum, mapVideo } from "./vimeo.server";
import { slugify } from "~/lib/slug";
import { demoTextTracks } from "./demo-transcripts";
import { chooseTextTrack, transcriptFromWebVtt } from "./text-tracks.server";

/**
 * Built-in sample series for a site without a VIMEO_TOKEN (development, tests,
 * a church trying the site out). They are written in Vimeo's own shapes and
 * go through the same mapping as real answers, so the demo exercises the code
 * a live site runs. Pictures are local files, so the demo works offline.
 */

interface DemoSeries {
  id: number;
  name: string;
  description: string | null;
  /** Sizes of the artwork to list (Vimeo lists up to seven; some albums fewer). */
  pictureWidths: number[];
  /** Sunday (yyyy-mm-dd) of the last sermon; the others fall weekly before it. */
  lastSunday: string;
  sermons: { name: string; description: string | null; noPicture?: boolean }[];
  /** Older uploads, from before the account exposed video files: no podcast enclosure. */
  noFiles?: boolean;
}

const FULL_SIZES = [100, 200, 295, 640, 960, 1280];

const markChapters = [
  "The Beginning of the Good News",
  "Authority to Forgive",
  "Parables of the Kingdom",
  "Calming the Storm",
  "A Prophet Without Honour",
  "Feeding the Five Thousand",
  "Clean and Unclean",
  "Who Do You Say I Am?",
  "The Transfiguration",
  "The First Will Be Last",
  "The Triumphal Entry",
  "The Greatest Commandment",
  "Watch and Pray",
  "Gethsemane",
  "The Trial",
  "He Is Risen",
];

const demoSeries: DemoSeries[] = [
  {
    id: 1100001,
    name: "Renovated Lives",
    description:
      "What does it look like when God rebuilds a life from the foundations up?\n\nA six-week series on grace that changes how we live, work and love.\nListen again or share it: https://vimeo.com/showcase/1100001",
    pictureWidths: FULL_SIZES,
    lastSunday: "2026-11-15",
    sermons: [
      {
        name: "Renovated Lives: Tearing Down",
        description: "Some walls have to come down before anything new can go up.\n\nRomans 12:1-2",
      },
      { name: "Renovated Lives: A New Foundation", description: "1 Corinthians 3:10-15" },
      { name: "Renovated Lives: Load-Bearing Walls", description: null },
      {
        name: "Renovated Lives: Windows and Light",
        description: "Ephesians 5:8-14\nNotes: https://example.org/notes/windows",
      },
      { name: "Renovated Lives: Open Doors", description: "Hospitality as a way of life.", noPicture: true },
      { name: "Renovated Lives: Moving In", description: "John 14:23" },
    ],
  },
  {
    id: 1100002,
    name: "Sent & Sown",
    description: "Parables of seeds, soil and harvest, and what they say about being sent.",
    pictureWidths: FULL_SIZES,
    lastSunday: "2026-09-27",
    sermons: [
      { name: "Sent & Sown: Sent with Abundance", description: "Mark 4:1-20" },
      { name: "Sent & Sown: The Mustard Seed", description: "Mark 4:30-32" },
      { name: "Sent & Sown: Growing in Secret", description: null },
      { name: "Sent & Sown: The Harvest Is Plentiful", description: "Matthew 9:35-38" },
    ],
  },
  {
    id: 1100003,
    name: "The Gospel of Mark",
    description: "Thirty weeks walking with Jesus through the shortest gospel.",
    pictureWidths: FULL_SIZES,
    lastSunday: "2026-08-30",
    sermons: Array.from({ length: 30 }, (_, index) => ({
      name: `Mark ${index + 1}: ${markChapters[index % markChapters.length]}${index >= markChapters.length ? " (Part 2)" : ""}`,
      description: `Mark, week ${index + 1}.`,
    })),
  },
  {
    id: 1100004,
    name: "Foundations",
    description: "The basics of the faith, for newcomers and long-timers alike.",
    pictureWidths: FULL_SIZES,
    lastSunday: "2026-02-01",
    sermons: [
      { name: "Foundations: Renovated Lives", description: "Where it all begins." },
      { name: "Foundations: Prayer", description: "Matthew 6:5-15" },
      { name: "Foundations: Scripture", description: "2 Timothy 3:16-17" },
      { name: "Foundations: Community", description: "Acts 2:42-47" },
      { name: "Foundations: Sent", description: "John 20:21" },
    ],
  },
  {
    id: 1100005,
    name: "Psalms for the Summer",
    description: null,
    // A short picture list: the pages fall back to the nearest size.
    pictureWidths: [100, 200],
    lastSunday: "2025-08-31",
    noFiles: true,
    sermons: [
      { name: "Psalm 1: Planted by Streams", description: null },
      { name: "Psalm 23: The Lord Is My Shepherd", description: "Psalm 23" },
      { name: "Psalm 46: Be Still", description: "Psalm 46" },
      { name: "Psalm 139: Fully Known", description: "Psalm 139" },
    ],
  },
  {
    id: 1100006,
    name: "Advent: Waiting Well",
    description: "Four Sundays of hope, peace, joy and love.",
    pictureWidths: FULL_SIZES,
    lastSunday: "2025-12-21",
    sermons: [
      { name: "Advent: Hope", description: "Isaiah 9:2-7" },
      { name: "Advent: Peace", description: "Luke 2:8-14" },
      { name: "Advent: Joy", description: "Luke 1:39-56" },
      { name: "Advent: Love", description: "John 3:16-17" },
    ],
  },
  {
    id: 1100007,
    name: "Coming Soon: Acts",
    description: "An empty showcase, as a church has while a series is being prepared: never shown.",
    pictureWidths: FULL_SIZES,
    lastSunday: "2027-01-03",
    sermons: [],
  },
];

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
    const slug = slugify(series.name);
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
