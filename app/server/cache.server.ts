import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import { setBounded } from "~/lib/bounded-map";
import { markCopyUsed, readStoredCopy, storeCopy } from "./cache-store.server";
import { getEnv, type UpstreamName } from "./env.server";
import { describeError, log } from "./logger.server";
import { recordUpstreamFailure, recordUpstreamSuccess } from "./upstream-status.server";

/**
 * The one cache for upstream reads. Each entry lives in memory and, as the last
 * good copy, on disk (cache-store.server.ts), so a restart or an outage still
 * has content to serve.
 *
 * - fresh (per the caller's rule: same clock hour, same day…): served as is;
 * - stale: served at once while one background refresh runs
 *   (stale-while-revalidate), and kept for as long as the upstream fails;
 * - missing: the caller waits for the upstream; concurrent callers share one call.
 *
 * A page never waits longer than its time budget: it reads through
 * `readWithinBudget`, which answers "unavailable" when the budget is spent
 * while the reads carry on in the background and fill the cache
 * (docs/decisions/013-a-time-budget-for-every-page.md).
 */

export interface CacheEntry<T> {
  value: T;
  storedAt: number;
}

export interface CachedReadOptions<T> {
  key: string;
  upstream: UpstreamName;
  /** Whether an entry stored at `storedAt` may still be served without a refresh. */
  isFresh: (storedAt: number, now: number) => boolean;
  load: () => Promise<T>;
  /** Keep the last good copy on disk (default true); a function decides per value (e.g. not for a search miss). */
  persist?: boolean | ((value: T) => boolean);
  now?: () => number;
}

export interface CachedRead<T> {
  value: T;
  storedAt: number;
  /** True when the value is older than its freshness rule allows (served while refreshing or during an outage). */
  stale: boolean;
}

/** After a failed refresh, wait this long before the next try while stale copies are served. */
const RETRY_AFTER_FAILURE_MS = 30_000;
const MAX_MEMORY_ENTRIES = 2000;

const memory = new Map<string, CacheEntry<unknown>>();
const inFlight = new Map<string, Promise<CacheEntry<unknown>>>();
const lastFailureAt = new Map<string, number>();

type FreshCopyListener = (key: string) => void;
const freshCopyListeners: FreshCopyListener[] = [];

/**
 * Calls `listener` with the key after every fresh upstream copy is stored, so
 * data derived from the caches (the search index, feeds) is rebuilt when they
 * refresh and never on a page view. Registered from app/background.server.ts.
 */
export function onFreshCopy(listener: FreshCopyListener): void {
  freshCopyListeners.push(listener);
}

export async function cachedRead<T>(options: CachedReadOptions<T>): Promise<CachedRead<T>> {
  const now = (options.now ?? Date.now)();
  const entry = (memory.get(options.key) as CacheEntry<T> | undefined) ?? readDisk<T>(options);

  if (entry) {
    if (options.isFresh(entry.storedAt, now)) return { ...entry, stale: false };
    const failedAt = lastFailureAt.get(options.key);
    if (failedAt === undefined || now - failedAt >= RETRY_AFTER_FAILURE_MS) {
      refresh(options).catch(() => {
        // Already logged and recorded; the stale copy keeps being served.
      });
    }
    return { ...entry, stale: true };
  }
  const loaded = await refresh(options);
  return { ...loaded, stale: false };
}

/** Thrown to a page that has waited its whole time budget; the reads it started carry on. */
class OverTimeBudget extends Error {
  constructor(readonly budgetMs: number) {
    super(`no answer within the time budget of ${budgetMs} ms`);
    this.name = "OverTimeBudget";
  }
}

export type PageRead<T> = { status: "ok"; value: T } | { status: "unavailable" };

/**
 * Of a page's budget, the part kept for rendering and sending the page once its
 * reads are given up: on a busy machine that takes a few hundred milliseconds.
 */
function renderAllowanceMs(budgetMs: number): number {
  return Math.min(600, budgetMs / 4);
}

/** When the page being served must have answered by (epoch ms), set per request. */
const pageDeadline = new AsyncLocalStorage<number>();

/**
 * Express middleware, first in the chain: a page's time budget counts from the
 * request's arrival, so time spent queued on a busy server is part of it.
 */
export function timeBudgetFromArrival(): RequestHandler {
  return (_req, _res, next) => pageDeadline.run(Date.now() + getEnv().UPSTREAM_TIME_BUDGET_MS, next);
}

/**
 * How a page reads upstream data (one or several cachedRead calls in `resolve`),
 * so that it answers within UPSTREAM_TIME_BUDGET_MS of the request's arrival:
 * its reads get what is left of the budget less a render allowance, else the
 * answer is "unavailable" (also when the upstream failed and nothing was ever
 * cached), so the page can say so kindly. Past the budget `resolve` is not
 * abandoned: its reads finish in the background and fill the cache, so a later
 * visitor gets the full page.
 */
export async function readWithinBudget<T>(
  what: string,
  resolve: () => Promise<T>,
  budgetMs = getEnv().UPSTREAM_TIME_BUDGET_MS,
): Promise<PageRead<T>> {
  const deadline = pageDeadline.getStore() ?? Date.now() + budgetMs;
  const waitMs = Math.max(0, deadline - Date.now() - renderAllowanceMs(budgetMs));
  const running = resolve();
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OverTimeBudget(budgetMs)), waitMs);
  });
  try {
    return { status: "ok", value: await Promise.race([running, overBudget]) };
  } catch (error) {
    // A late failure is logged by the read itself; here it must not become an unhandled rejection.
    running.catch(() => undefined);
    log("warn", `${what} unavailable`, { error: describeError(error) });
    return { status: "unavailable" };
  } finally {
    clearTimeout(timer);
  }
}

function refresh<T>(options: CachedReadOptions<T>): Promise<CacheEntry<T>> {
  const existing = inFlight.get(options.key) as Promise<CacheEntry<T>> | undefined;
  if (existing) return existing;
  const now = options.now ?? Date.now;
  const promise = (async () => {
    try {
      const value = await options.load();
      const entry: CacheEntry<T> = { value, storedAt: now() };
      setBounded(memory, options.key, entry, MAX_MEMORY_ENTRIES);
      if (shouldPersist(options, value)) storeCopy(options.key, entry);
      lastFailureAt.delete(options.key);
      recordUpstreamSuccess(options.upstream);
      for (const listener of freshCopyListeners) {
        try {
          listener(options.key);
        } catch (error) {
          log("error", "fresh-copy listener failed", { key: options.key, error: describeError(error) });
        }
      }
      return entry;
    } catch (error) {
      setBounded(lastFailureAt, options.key, now(), MAX_MEMORY_ENTRIES);
      if (options.persist !== false) markCopyUsed(options.key, now());
      recordUpstreamFailure(options.upstream, describeError(error));
      log("warn", "upstream read failed", {
        upstream: options.upstream,
        key: options.key,
        error: describeError(error),
      });
      throw error;
    } finally {
      inFlight.delete(options.key);
    }
  })();
  inFlight.set(options.key, promise);
  return promise;
}

function shouldPersist<T>(options: CachedReadOptions<T>, value: T): boolean {
  return typeof options.persist === "function" ? options.persist(value) : options.persist !== false;
}

function readDisk<T>(options: CachedReadOptions<T>): CacheEntry<T> | undefined {
  if (options.persist === false) return undefined;
  const entry = readStoredCopy<T>(options.key);
  if (entry) setBounded(memory, options.key, entry, MAX_MEMORY_ENTRIES);
  return entry;
}

/** Tests only: forget what is in memory (the disk copy stays). */
export function clearMemoryCacheForTests(): void {
  memory.clear();
  inFlight.clear();
  lastFailureAt.clear();
}
