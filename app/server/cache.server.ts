import type { UpstreamName } from "./env.server";
import { ensureSchema } from "./db.server";
import { describeError, log } from "./logger.server";
import { recordUpstreamFailure, recordUpstreamSuccess } from "./upstream-status.server";

/**
 * The one cache for upstream reads. Each entry lives in memory and, as the last
 * good copy, in SQLite, so a restart or an outage still has content to serve.
 *
 * - fresh (per the caller's rule: same clock hour, same day…): served as is;
 * - stale: served at once while one background refresh runs
 *   (stale-while-revalidate), and kept for as long as the upstream fails;
 * - missing: the caller waits for the upstream; concurrent callers share one call.
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
  /** Keep the last good copy on disk (default true). */
  persist?: boolean;
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

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS cache_entries (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    stored_at INTEGER NOT NULL
  );
`;

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

function refresh<T>(options: CachedReadOptions<T>): Promise<CacheEntry<T>> {
  const existing = inFlight.get(options.key) as Promise<CacheEntry<T>> | undefined;
  if (existing) return existing;
  const promise = (async () => {
    try {
      const value = await options.load();
      const entry: CacheEntry<T> = { value, storedAt: (options.now ?? Date.now)() };
      remember(options.key, entry);
      if (options.persist !== false) writeDisk(options.key, entry);
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
      lastFailureAt.set(options.key, (options.now ?? Date.now)());
      recordUpstreamFailure(options.upstream, describeError(error));
      log("warn", "upstream read failed", { upstream: options.upstream, key: options.key, error: describeError(error) });
      throw error;
    } finally {
      inFlight.delete(options.key);
    }
  })();
  inFlight.set(options.key, promise);
  return promise;
}

function remember(key: string, entry: CacheEntry<unknown>): void {
  memory.delete(key);
  memory.set(key, entry);
  if (memory.size > MAX_MEMORY_ENTRIES) {
    const oldest = memory.keys().next().value;
    if (oldest !== undefined) memory.delete(oldest);
  }
}

function readDisk<T>(options: CachedReadOptions<T>): CacheEntry<T> | undefined {
  if (options.persist === false) return undefined;
  try {
    const row = ensureSchema("cache", SCHEMA)
      .prepare("SELECT value, stored_at FROM cache_entries WHERE key = ?")
      .get(options.key) as { value: string; stored_at: number } | undefined;
    if (!row) return undefined;
    const entry: CacheEntry<T> = { value: JSON.parse(row.value) as T, storedAt: row.stored_at };
    remember(options.key, entry);
    return entry;
  } catch (error) {
    log("warn", "cache read from disk failed", { key: options.key, error: describeError(error) });
    return undefined;
  }
}

function writeDisk(key: string, entry: CacheEntry<unknown>): void {
  try {
    ensureSchema("cache", SCHEMA)
      .prepare(
        `INSERT INTO cache_entries (key, value, stored_at) VALUES (?, ?, ?)
         ON CONFLICT(key) DO UPDATE SET value = excluded.value, stored_at = excluded.stored_at`,
      )
      .run(key, JSON.stringify(entry.value), entry.storedAt);
  } catch (error) {
    // A full disk must not take a page down: the memory copy still serves.
    log("warn", "cache write to disk failed", { key, error: describeError(error) });
  }
}

/** Tests only: forget what is in memory (the disk copy stays). */
export function clearMemoryCacheForTests(): void {
  memory.clear();
  inFlight.clear();
  lastFailureAt.clear();
}
