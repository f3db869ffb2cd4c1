import { loadCalendarEvents } from "~/features/events/events.server";
import { getTranscript, listSeriesWithSermons } from "~/features/sermons/sermons.server";
import { onFreshCopy } from "~/server/cache.server";
import { onContentChange } from "~/server/content-store.server";
import { getDb } from "~/server/db.server";
import { describeError, log } from "~/server/logger.server";
import type { Transcript } from "~/types";
import { getContent } from "~/server/content.server";
import { eventDocuments, seriesDocuments, sermonDocuments } from "./search-documents.server";
import { eventWordsInOtherLanguages } from "./search-languages.server";
import { indexState, recordRebuildDuration, writeSearchIndex } from "./search-index.server";

/**
 * Keeps the search index in step with the caches: rebuilt (debounced) after a
 * fresh copy of sermons, transcripts or events is stored, and at start-up when
 * it is empty or stale. Never on a page view. Wired in app/background.server.ts.
 */

/** Fresh copies come in bursts (a series list, then each series): one rebuild after the burst. */
const DEBOUNCE_MS = 2000;
/** At start-up, an index not checked for this long is rebuilt. */
const STALE_AFTER_MS = 3_600_000;
/** Transcript reads in parallel during a rebuild (polite to Vimeo's rate limit). */
const TRANSCRIPT_CONCURRENCY = 4;

let timer: ReturnType<typeof setTimeout> | undefined;
let running: Promise<void> | undefined;
let again = false;
let generation = 0;

/** Bumped after every write, so readers can memoise what they derive from the index. */
export function searchIndexGeneration(): number {
  return generation;
}

/** Cache keys whose fresh copies change what the index holds. */
export function feedsSearchIndex(key: string): boolean {
  return key.startsWith("sermons:") || key.startsWith("planning-center:");
}

export function scheduleSearchRebuild(delayMs = DEBOUNCE_MS): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = undefined;
    void runRebuild();
  }, delayMs);
  timer.unref?.();
}

async function runRebuild(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = rebuildSearchIndex()
    .then(() => undefined)
    .catch((error: unknown) => log("warn", "search index rebuild failed", { error: describeError(error) }))
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        scheduleSearchRebuild();
      }
    });
  return running;
}

async function transcriptsOf(uris: string[]): Promise<Map<string, Transcript | null>> {
  const found = new Map<string, Transcript | null>();
  const queue = [...uris];
  async function worker() {
    for (let uri = queue.shift(); uri !== undefined; uri = queue.shift()) {
      try {
        found.set(uri, await getTranscript(uri));
      } catch {
        // Never read and Vimeo unreachable: indexed without its words this time (logged by the cache).
        found.set(uri, null);
      }
    }
  }
  await Promise.all(Array.from({ length: TRANSCRIPT_CONCURRENCY }, worker));
  return found;
}

/** Reads the caches and rewrites the index when what they hold changed. */
export async function rebuildSearchIndex(now = Date.now()): Promise<{ written: boolean; documents: number }> {
  const began = performance.now();
  const series = await listSeriesWithSermons();
  const transcripts = await transcriptsOf([
    ...new Set(series.flatMap((item) => item.sermons.map((sermon) => sermon.uri))),
  ]);
  let events: Awaited<ReturnType<typeof loadCalendarEvents>> = [];
  try {
    events = await loadCalendarEvents(now);
  } catch (error) {
    log("warn", "search index built without events", { error: describeError(error) });
  }
  const documents = [
    ...sermonDocuments(series, transcripts),
    ...seriesDocuments(series),
    ...eventDocuments(events, eventWordsInOtherLanguages(getContent(), now)),
  ];
  const started = performance.now();
  const written = writeSearchIndex(getDb(), documents, now);
  if (written) {
    generation += 1;
    recordRebuildDuration(getDb(), Math.round(performance.now() - began));
    log("info", "search index rebuilt", {
      documents: documents.length,
      writeMs: Math.round(performance.now() - started),
      totalMs: Math.round(performance.now() - began),
    });
  }
  return { written, documents: documents.length };
}

let stopWatchingContent: (() => void) | undefined;

/**
 * From app/background.server.ts: a start-up build when needed, then one after every relevant fresh copy,
 * and after every reload of the content folder (its own events and their translations are indexed too).
 */
export function startSearchIndexing(): void {
  onFreshCopy((key) => {
    if (feedsSearchIndex(key)) scheduleSearchRebuild();
  });
  stopWatchingContent?.();
  stopWatchingContent = onContentChange(() => scheduleSearchRebuild());
  const state = indexState(getDb());
  if (state.documents === 0 || state.checkedAt === null || Date.now() - state.checkedAt > STALE_AFTER_MS)
    scheduleSearchRebuild(0);
}

export function stopSearchIndexing(): void {
  stopWatchingContent?.();
  stopWatchingContent = undefined;
  if (timer) clearTimeout(timer);
  timer = undefined;
}
