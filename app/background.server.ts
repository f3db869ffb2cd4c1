/**
 * Everything that runs in the background, in one place (STYLE 11): which
 * outbox topic reaches which upstream, and the work that starts and stops
 * with the server. server.ts calls startBackgroundWork() once it listens and
 * stopBackgroundWork() on shutdown; nothing registers itself on import.
 */
import { deliverMailchimpUpsert, MAILCHIMP_TOPIC } from "~/features/newsletter/subscribers.server";
import { deliverVisitNotice, VISIT_TOPIC } from "~/features/visits/visit-requests.server";
import { warmEvents } from "~/features/events/events.server";
import { warmSermons } from "~/features/sermons/sermons.server";
import { startSearchIndexing, stopSearchIndexing } from "~/features/search/search.server";
import { forgetPodcastFeeds } from "~/features/feeds/podcast.server";
import { forgetCalendars } from "~/features/feeds/published-calendar.server";
import { forgetSitemaps } from "~/features/feeds/sitemap.server";
import { onFreshCopy } from "~/server/cache.server";
import { pruneStoredCopies } from "~/server/cache-store.server";
import { describeError, log } from "~/server/logger.server";
import { registerOutboxHandler, startOutboxWorker, stopOutboxWorker } from "~/server/outbox.server";

/** A sign-up reaches Mailchimp, a visit request the church's inbox, through the outbox. */
export function registerOutboxHandlers(): void {
  registerOutboxHandler(MAILCHIMP_TOPIC, deliverMailchimpUpsert);
  registerOutboxHandler(VISIT_TOPIC, deliverVisitNotice);
}

/** Cache warm-ups: SPEC 4 asks for an events refresh on start-up; the sermons are warmed so the first visitor waits for nothing. */
const warmUps = { events: warmEvents, sermons: warmSermons };

/** Feeds, the calendar and the sitemap are built once per upstream copy: a fresh copy makes the next request rebuild them. */
export function registerPublishedCopies(): void {
  onFreshCopy((key) => {
    if (key.startsWith("sermons:")) {
      forgetPodcastFeeds();
      forgetSitemaps();
    }
    if (key.startsWith("planning-center:") || key.startsWith("events:")) forgetCalendars();
  });
}

/** Upstream copies nobody reads any more (a deleted showcase, the demo after real credentials) leave the disk. */
function pruneUpstreamCopies(): void {
  try {
    const deleted = pruneStoredCopies(Date.now());
    if (deleted > 0) log("info", "pruned unused upstream copies", { deleted });
  } catch (error) {
    log("warn", "pruning upstream copies failed", { error: describeError(error) });
  }
}

const DAY_MS = 86_400_000;
let dailyPrune: NodeJS.Timeout | undefined;

export function startBackgroundWork(): void {
  registerOutboxHandlers();
  registerPublishedCopies();
  startOutboxWorker();
  pruneUpstreamCopies();
  dailyPrune = setInterval(pruneUpstreamCopies, DAY_MS);
  dailyPrune.unref();
  for (const [name, warmUp] of Object.entries(warmUps)) {
    // A failed warm-up never stops the server; the first visitor's read tries again.
    warmUp().catch((error: unknown) => log("warn", "start-up warm-up failed", { name, error: describeError(error) }));
  }
  // The search index follows the caches: rebuilt after their fresh copies, and now if empty or stale.
  try {
    startSearchIndexing();
  } catch (error) {
    log("warn", "search indexing did not start", { error: describeError(error) });
  }
}

export async function stopBackgroundWork(): Promise<void> {
  stopSearchIndexing();
  clearInterval(dailyPrune);
  await stopOutboxWorker();
}
