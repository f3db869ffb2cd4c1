import type { Series, SeriesSummary, Sermon, Transcript } from "~/types";
import { churchHourKey } from "~/lib/church-time";
import { cachedRead, readWithinBudget, type PageRead } from "~/server/cache.server";
import { getContent } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import { describeError, log } from "~/server/logger.server";
import type { Language } from "~/i18n/languages";
import { createDemoSermonSource } from "./demo-sermons";
import { seriesInLanguage, seriesLanguage } from "./series-language";
import type { SermonSource } from "./sermon-source";
import { createVimeoClient } from "./vimeo.server";

/**
 * The sermon resolvers of SPEC 7.1 and the guards of SPEC 5, on the server.
 * Every read goes through the one cache: fresh within the same church-zone
 * clock hour, shared by concurrent requests, kept on disk as the last good
 * copy so a restart or a Vimeo outage still serves sermons.
 */

let source: SermonSource | undefined;

function getSource(): SermonSource {
  if (!source) {
    const env = getEnv();
    source =
      env.modes.vimeo === "live" && env.VIMEO_TOKEN
        ? createVimeoClient({ baseUrl: env.VIMEO_API_URL, token: env.VIMEO_TOKEN })
        : createDemoSermonSource();
  }
  return source;
}

/** Tests only: read from this source instead of the one the settings choose. */
export function setSermonSourceForTests(replacement: SermonSource | undefined): void {
  source = replacement;
}

/**
 * SPEC 7.1: the series list is reused within the same clock hour (the church's).
 * Less than an hour apart as well: when the clocks fall back, 01:00-01:59 comes twice.
 */
export function isSameChurchHour(storedAt: number, now: number): boolean {
  const { timeZone } = getContent().church.locale;
  return Math.abs(now - storedAt) < 3_600_000 && churchHourKey(storedAt, timeZone) === churchHourKey(now, timeZone);
}

function read<T>(key: string, load: () => Promise<T>, persist?: (value: T) => boolean): Promise<T> {
  // The mode is part of the key, so switching from the demo to Vimeo never serves demo copies.
  // v2: sermons carry their duration and podcast file (copies stored before lack them).
  const prefix = `sermons:${getEnv().modes.vimeo}:v2`;
  return cachedRead({ key: `${prefix}:${key}`, upstream: "vimeo", isFresh: isSameChurchHour, load, persist }).then(
    (entry) => entry.value,
  );
}

/** SPEC 3 and 5: only series with more than 0 videos exist for visitors. */
export async function listSeries(): Promise<SeriesSummary[]> {
  const all = await read("series-list", () => getSource().listSeries());
  return all.filter((series) => series.videoCount > 0);
}

/** The series a page in `language` lists (issue 27: series-language.ts); every series without one. */
export async function listSeriesIn(language?: Language): Promise<SeriesSummary[]> {
  const all = await listSeries();
  return language ? seriesInLanguage(all, language, getContent()) : all;
}

/** The slugs of the series preached in `language` (none of them when it has none): the search ranks them first. */
export async function seriesSlugsIn(language: Language): Promise<string[]> {
  const content = getContent();
  return (await listSeries())
    .filter((series) => seriesLanguage(series, content) === language)
    .map((series) => series.slug);
}

/** The sermons of a series, oldest first (SPEC 7.1 call 3). */
export function listSermonsOf(seriesUri: string): Promise<Sermon[]> {
  return read(`series:${seriesUri}`, () => getSource().listSermons(seriesUri));
}

async function withSermons(summary: SeriesSummary): Promise<Series> {
  return { ...summary, sermons: await listSermonsOf(summary.uri) };
}

/** Every series that has videos, each with its sermons (oldest first): for feeds, the sitemap and search. */
export async function listSeriesWithSermons(): Promise<Series[]> {
  return Promise.all((await listSeries()).map(withSermons));
}

/** SPEC 3: the latest sermon is the last sermon of the first series (of the page's language: issue 27). */
export async function getLatestSermon(language?: Language): Promise<{ sermon: Sermon; series: SeriesSummary } | null> {
  const [first] = await listSeriesIn(language);
  if (!first) return null;
  const sermons = await listSermonsOf(first.uri);
  const sermon = sermons.at(-1);
  return sermon ? { sermon, series: first } : null;
}

/** SPEC 5 series guard: a series with this slug among the series that have videos. */
export async function getSeriesBySlug(slug: string): Promise<Series | null> {
  if (!isPlausibleSlug(slug)) return null;
  const summary = (await listSeries()).find((series) => series.slug === slug);
  return summary ? withSermons(summary) : null;
}

/** The current series for the live page: the first of the list (of the page's language). */
export async function getCurrentSeries(language?: Language): Promise<SeriesSummary | null> {
  const [first] = await listSeriesIn(language);
  return first ?? null;
}

/**
 * SPEC 5 sermon guard: search with the slug's hyphens as plus signs, then
 * confirm that a found video's own slug matches (a search finds near misses).
 * A miss is cached too, so a mistyped link can't make a Vimeo call per view,
 * but in memory only (bounded): made-up links never fill the disk.
 */
export async function getSermonBySlug(slug: string): Promise<Sermon | null> {
  if (!isPlausibleSlug(slug)) return null;
  return read(
    `sermon:${slug}`,
    async () => {
      const found = await getSource().searchSermons(slug);
      return found.find((sermon) => sermon.slug === slug) ?? null;
    },
    (found) => found !== null,
  );
}

/** SPEC 7.1 call 2: the first series holding the sermon, with its sermons. */
export async function getSeriesOfSermon(sermon: Sermon): Promise<Series | null> {
  const summary = await read(`sermon-series:${sermon.uri}`, () => getSource().seriesOfSermon(sermon.uri));
  return summary ? withSermons(summary) : null;
}

/** A sermon and its series, or null when the guard fails. */
export async function getSermonPage(slug: string): Promise<{ sermon: Sermon; series: Series | null } | null> {
  const sermon = await getSermonBySlug(slug);
  if (!sermon) return null;
  const series = await getSeriesOfSermon(sermon);
  // Prefer the series' copy: one consistent snapshot for the page and its playlist.
  const inSeries = series?.sermons.find((candidate) => candidate.uri === sermon.uri);
  return { sermon: inSeries ?? sermon, series };
}

/** Transcripts change rarely (a correction now and then): one Vimeo check a day per video is plenty. */
const TRANSCRIPT_FRESH_MS = 24 * 3_600_000;

/**
 * The sermon's transcript from its Vimeo text track, or null. Cached like every
 * upstream read (the parsed text only, never the track's temporary link).
 */
export async function getTranscript(sermonUri: string): Promise<Transcript | null> {
  const prefix = `sermons:${getEnv().modes.vimeo}`;
  const entry = await cachedRead({
    key: `${prefix}:transcript:${sermonUri}`,
    upstream: "vimeo",
    isFresh: (storedAt, now) => now - storedAt >= 0 && now - storedAt < TRANSCRIPT_FRESH_MS,
    load: () => getSource().transcriptOf(sermonUri),
  });
  return entry.value;
}

/** The sermon page waits no longer than this for a transcript never read before; the read goes on and fills the cache. */
const TRANSCRIPT_WAIT_MS = 1500;

/** A transcript for the page, or null when Vimeo is slow or down and none was ever read: the page still shows. */
export async function getTranscriptOrNull(sermonUri: string): Promise<Transcript | null> {
  const read = getTranscript(sermonUri).catch((error: unknown) => {
    log("warn", "transcript unavailable", { error: describeError(error) });
    return null;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), TRANSCRIPT_WAIT_MS);
  });
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Slugs are what slugify() makes: lowercase word characters and hyphens, of a sane length. */
export function isPlausibleSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= 200 && /^[a-z0-9_-]+$/.test(slug);
}

/**
 * Runs a resolver within the page's time budget; when Vimeo is slow or fails
 * and nothing was ever cached, the page says so kindly.
 */
export function loadOrUnavailable<T>(resolve: () => Promise<T>): Promise<PageRead<T>> {
  return readWithinBudget("sermons", resolve);
}

/** Warms the cache when the server starts, so the first visitor waits for nothing (run from app/background.server.ts). */
export async function warmSermons(): Promise<void> {
  try {
    await getLatestSermon();
  } catch (error) {
    log("warn", "sermon warm-up failed", { error: describeError(error) });
  }
}
