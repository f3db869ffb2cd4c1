import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { ContentSnapshot } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import { UpstreamError } from "~/server/fetch.server";
import { log } from "~/server/logger.server";
import { enqueue, outboxDb, RetryLater, type DeliveryOutcome } from "~/server/outbox.server";
import { purgeAddresses, purgeEverything } from "./cdn-api.server";
import { purgeTargetsOf, type PurgeTargets } from "./changed-pages";

/**
 * Live everywhere on publish (issue 26): behind a CDN (CDN_PROVIDER), each
 * new content the site serves (a publish from the staff editor, an alert, a
 * file saved in the folder) purges the pages it changed from the CDN's
 * cache, through the outbox, so a CDN outage delays the purge instead of
 * losing it. Without a CDN nothing is queued.
 */

export const CDN_PURGE_TOPIC = "cdn-purge";

const purgePayload = z.union([
  z.object({ everything: z.literal(true) }),
  z.object({ everything: z.literal(false), paths: z.array(z.string().startsWith("/")).min(1) }),
]);

/** The content listener (app/background.server.ts): queues the purge of what the new content changed. */
export function purgeChangedPages(
  next: ContentSnapshot,
  previous: ContentSnapshot | undefined,
  now = Date.now(),
): void {
  if (!getEnv().cdn || !previous) return;
  const targets = purgeTargetsOf(previous.content, next.content);
  if (!targets.everything && targets.paths.length === 0) return;
  // The same content can come back (a restore): every change is its own purge.
  queuePurge(targets, `${next.content.version}:${randomUUID()}`, now);
}

/** One purge in the outbox; `key` names it, so the same purge is queued once. */
export function queuePurge(targets: PurgeTargets, key: string, now: number): void {
  enqueue(outboxDb(), { topic: CDN_PURGE_TOPIC, dedupeKey: `cdn-purge:${key}`, payload: targets, now });
}

/** The outbox handler: one purge call (or a few: Cloudflare's batches, one per address elsewhere). */
export async function deliverCdnPurge(payload: unknown): Promise<DeliveryOutcome> {
  const cdn = getEnv().cdn;
  if (!cdn) return { kind: "rejected", reason: "no CDN is set (CDN_PROVIDER) any more" };
  const targets = purgePayload.safeParse(payload);
  if (!targets.success) return { kind: "rejected", reason: "not a purge this site queued" };
  const started = performance.now();
  try {
    if (targets.data.everything) await purgeEverything(cdn);
    else
      await purgeAddresses(
        cdn,
        [...new Set(targets.data.paths)].map((path) => `${cdn.origin}${path}`),
      );
  } catch (error) {
    if (error instanceof UpstreamError) {
      if (error.status === "rate-limited" && error.retryAt) throw new RetryLater(error.retryAt, error.message);
      // The zone (or service, or pull zone) is not there, or the request is not one the API takes:
      // trying again changes nothing. A wrong token (401, 403) is retried: the operator may fix it.
      if (error.status === 400 || error.status === 404) return { kind: "rejected", reason: error.message };
    }
    throw error;
  }
  log("info", "CDN purged", {
    provider: cdn.provider,
    pages: targets.data.everything ? "everything" : targets.data.paths.length,
    ms: Math.round(performance.now() - started),
  });
  return { kind: "delivered" };
}
