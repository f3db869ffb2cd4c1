import type Database from "better-sqlite3";
import type { ChurchContent } from "~/content/model";
import { defaultLanguage } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { afterQuietHours, inQuietHours } from "~/lib/quiet-hours";
import { log } from "~/server/logger.server";
import { RetryLater, retryDelayMs, type OutboxHandler } from "~/server/outbox.server";
import { allSettled, deliveriesDb } from "./deliveries.server";
import type { SendChunk } from "./fan-out.server";
import { noticePayload } from "./notice-payload";
import { noticeById, type Notice } from "./notices.server";
import { sendPush, type PushOptions, type SendOutcome } from "./push-request.server";
import { siteOrigin } from "./push-settings.server";
import { takeChunk, type Taken } from "./take-chunk.server";
import { vapidKeys, vapidSubject } from "./vapid-keys.server";

/**
 * One chunk of a notice's phones (an outbox row of SEND_TOPIC), SEND_CONCURRENCY at a time: those are
 * marked "sending" and committed before their requests leave (take-chunk.server.ts), sent together, and
 * their outcomes committed; then the next few. What is to be tried again (a 5xx, a 429's Retry-After, a connection
 * that failed before the request left) stays pending, and the row itself is retried by the outbox from
 * the earliest of their times, across restarts. A delivery is never sent twice (docs/decisions/072).
 */

/** Requests in flight per chunk (the outbox works on four rows at once): what a SIGKILL may cost, at most. */
export const SEND_CONCURRENCY = 16;

/** A push service that said 429 is not called again before its Retry-After, by any chunk. */
const pausedUntil = new Map<string, number>();

/** Tests only: no push service is waited for (another test's 429). */
export function forgetPausesForTests(): void {
  pausedUntil.clear();
}

export function sendChunkHandler(content: () => ChurchContent): OutboxHandler {
  return async (payload, now) => {
    const { noticeId, chunk } = payload as SendChunk;
    const db = deliveriesDb();
    const notice = noticeById(db, noticeId);
    if (!notice) return { kind: "delivered" };
    const church = content();
    const timeZone = church.church.locale.timeZone;
    if (notice.kind === "announcement" && inQuietHours(now, timeZone))
      throw new RetryLater(afterQuietHours(now, timeZone), "quiet hours: the announcement waits for the morning");
    const take = () =>
      db
        .transaction(() =>
          takeChunk(db, { notice, chunk, now, timeZone, most: SEND_CONCURRENCY, pausedUntil: pausedUntilOf(now) }),
        )
        .immediate();
    const ms: number[] = [];
    for (let wave = take(); wave.looked > 0; wave = take()) {
      const outcomes = await sendAll(wave.taken, notice, church, now);
      for (const outcome of outcomes) if (outcome.result.kind !== "held") ms.push(outcome.ms);
      db.transaction(() => settle(db, notice, chunk, outcomes, now)).immediate();
    }
    // Each request's time, for `npm run bench:push` (its p95 per send) and an operator chasing a slow push service.
    log("debug", "notice chunk sent", { notice: notice.id, chunk, ms });
    const next = db.transaction(() => finish(db, notice, chunk, now)).immediate();
    if (next !== null) throw new RetryLater(next, `notice ${notice.id}: some phones to try again`);
    return { kind: "delivered" };
  };
}

function pausedUntilOf(now: number): (endpoint: string) => number | null {
  return (endpoint) => {
    const until = pausedUntil.get(new URL(endpoint).origin);
    return until !== undefined && until > now ? until : null;
  };
}

type Outcome = {
  subscriptionId: number;
  attempts: number;
  result: SendOutcome | { kind: "held"; until: number };
  /** How long the request took (encrypting, signing, posting, the answer). */
  ms: number;
};

async function sendAll(taken: Taken[], notice: Notice, church: ChurchContent, now: number): Promise<Outcome[]> {
  const keys = vapidKeys();
  const options: PushOptions = {
    ttl: Math.max(0, Math.floor((notice.expiresAt - now) / 1000)),
    urgency: notice.kind === "announcement" ? "normal" : "high",
    ...(notice.kind === "live" ? { topic: "live" } : {}),
    vapid: { subject: vapidSubject(church), publicKey: keys.publicKey, privateKey: keys.privateKey },
  };
  const origin = siteOrigin();
  // The church's icon (drawn from its logo, app/content/brand-images.ts), as the site's own tab shows it.
  const site = {
    origin,
    defaultLanguage: defaultLanguage(church),
    icon: new URL(church.brand.images["icon-192"], origin).toString(),
  };
  const payloads = new Map<Language, string>();
  const payloadIn = (language: Language) => {
    let written = payloads.get(language);
    if (written === undefined) {
      written = JSON.stringify(noticePayload(notice, language, site, now));
      payloads.set(language, written);
    }
    return written;
  };
  const outcomes: Outcome[] = [];
  const queue = [...taken];
  await Promise.all(
    Array.from({ length: Math.min(SEND_CONCURRENCY, queue.length) }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const origin = new URL(next.endpoint).origin;
        const paused = pausedUntil.get(origin);
        // Another request of this chunk met a 429 meanwhile: this one waits with it, unsent.
        if (paused !== undefined && paused > now) {
          outcomes.push({
            subscriptionId: next.subscriptionId,
            attempts: next.attempts,
            result: { kind: "held", until: paused },
            ms: 0,
          });
          continue;
        }
        const started = performance.now();
        const result = await sendPush(next, payloadIn(next.language), options, now);
        const ms = Math.round(performance.now() - started);
        if (result.kind === "rate-limited") pausedUntil.set(origin, result.retryAt);
        outcomes.push({ subscriptionId: next.subscriptionId, attempts: next.attempts, result, ms });
      }
    }),
  );
  return outcomes;
}

/** Writes the outcome of each request that went together. */
function settle(db: Database.Database, notice: Notice, chunk: number, outcomes: Outcome[], now: number): void {
  const state = db.prepare(
    "UPDATE push_deliveries SET state = ?, next_attempt_at = ?, attempts = ? WHERE notice_id = ? AND subscription_id = ?",
  );
  const forget = db.prepare("DELETE FROM push_subscriptions WHERE id = ?");
  const refusals = new Map<string, number>();
  for (const { subscriptionId, attempts, result } of outcomes) {
    if (result.kind === "refused" || result.kind === "uncertain" || result.kind === "retry")
      refusals.set(`${result.kind}: ${result.reason}`, (refusals.get(`${result.kind}: ${result.reason}`) ?? 0) + 1);
    const write = (value: string, nextAttempt = now, tries = attempts) =>
      state.run(value, nextAttempt, tries, notice.id, subscriptionId);
    if (result.kind === "sent") write("sent");
    else if (result.kind === "gone") {
      // The push service says the phone dropped it: the subscription, and its links, are deleted.
      write("gone");
      forget.run(subscriptionId);
    } else if (result.kind === "rate-limited")
      write("pending", Math.max(result.retryAt, now + 1)); // not this run
    else if (result.kind === "held") write("pending", result.until, attempts - 1);
    else if (result.kind === "retry") write("pending", now + retryDelayMs(attempts));
    else if (result.kind === "refused") write("failed");
    else write("uncertain");
  }
  // What the push services refused or left unanswered, once per chunk: an operator's clue (a wrong key, an outage).
  if (refusals.size > 0)
    log("warn", "some notices not delivered", { notice: notice.id, chunk, outcomes: Object.fromEntries(refusals) });
}

/** Once the chunk has nothing due now: the notice is done when every phone is, else when this chunk is due again. */
function finish(db: Database.Database, notice: Notice, chunk: number, now: number): number | null {
  if (allSettled(db, notice.id)) {
    db.prepare("UPDATE push_notices SET status = 'sent', finished_at = ? WHERE id = ? AND status = 'sending'").run(
      now,
      notice.id,
    );
    return null;
  }
  const next = db
    .prepare("SELECT MIN(next_attempt_at) FROM push_deliveries WHERE notice_id = ? AND chunk = ? AND state = 'pending'")
    .pluck()
    .get(notice.id, chunk) as number | null;
  return next;
}
