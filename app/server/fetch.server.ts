import type { z } from "zod";
import type { UpstreamName } from "./env.server";
import { log } from "./logger.server";

/**
 * The one way the server calls an upstream API: a timeout on every call, a
 * retry for network errors and 5xx answers, 429 honoured (wait when the reset
 * is near, otherwise stop calling until it passes), a zod parse of the body,
 * and a log line that names the upstream, path and status but never a header.
 */

/** Who is called: an upstream the pages read, or the CDN the site purges (app/features/cdn). */
export type CalledService = UpstreamName | "cdn";

export class UpstreamError extends Error {
  constructor(
    readonly upstream: CalledService,
    readonly status: number | "timeout" | "network" | "shape" | "rate-limited",
    message: string,
    readonly retryAt?: number,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export interface FetchJsonOptions<Schema extends z.ZodType> {
  upstream: CalledService;
  url: string;
  schema: Schema;
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs?: number;
  /** Extra attempts after the first for network errors, timeouts and 5xx. */
  retries?: number;
  /** Longest 429 wait worth sitting through inside one call. */
  maxRateLimitWaitMs?: number;
  /** Reads a 429's reset time; defaults to Retry-After (seconds or a date). */
  rateLimitResetAt?: (response: Response, now: number) => number | undefined;
  /** Status codes that are answers, not failures (e.g. 404 for "not found"). */
  acceptStatus?: number[];
  /** "text" hands the schema the body as a string (a WebVTT file), unparsed; default "json". */
  bodyAs?: "json" | "text";
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export interface FetchJsonResult<T> {
  status: number;
  data: T;
  headers: Headers;
}

const rateLimitedUntil = new Map<CalledService, number>();

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryAfterResetAt(response: Response, now: number): number | undefined {
  const header = response.headers.get("retry-after");
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return now + seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : date;
}

export async function fetchJson<Schema extends z.ZodType>(
  options: FetchJsonOptions<Schema>,
): Promise<FetchJsonResult<z.infer<Schema>>> {
  const {
    upstream,
    url,
    schema,
    method = "GET",
    // Pages never wait for a call (their time budget, cache.server.ts), so a call may
    // take as long as a slow upstream honestly needs to fill the cache in the background.
    timeoutMs = 15_000,
    retries = 2,
    maxRateLimitWaitMs = 3000,
    rateLimitResetAt = retryAfterResetAt,
    acceptStatus = [],
    bodyAs = "json",
    fetchImpl = fetch,
    sleep = defaultSleep,
  } = options;
  const pathForLog = safePath(url);

  const blockedUntil = rateLimitedUntil.get(upstream);
  if (blockedUntil && blockedUntil > Date.now()) {
    throw new UpstreamError(
      upstream,
      "rate-limited",
      `${upstream} rate limit until ${new Date(blockedUntil).toISOString()}`,
      blockedUntil,
    );
  }

  for (let attempt = 0; ; attempt += 1) {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method,
        headers: {
          accept: "application/json",
          ...(options.body === undefined ? {} : { "content-type": "application/json" }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      const kind = timedOut ? "timeout" : "network";
      log("warn", "upstream call failed", { upstream, method, path: pathForLog, outcome: kind, attempt });
      if (attempt < retries) {
        await sleep(backoff(attempt));
        continue;
      }
      throw new UpstreamError(upstream, kind, `${upstream} ${method} ${pathForLog}: ${kind}`);
    }
    const durationMs = Math.round(performance.now() - started);
    log("debug", "upstream call", { upstream, method, path: pathForLog, status: response.status, durationMs });

    if (response.status === 429) {
      const now = Date.now();
      const resetAt = rateLimitResetAt(response, now) ?? now + 60_000;
      await response.body?.cancel();
      log("warn", "upstream rate limited", { upstream, path: pathForLog, resetAt: new Date(resetAt).toISOString() });
      if (resetAt - now <= maxRateLimitWaitMs && attempt < retries) {
        await sleep(Math.max(0, resetAt - now));
        continue;
      }
      rateLimitedUntil.set(upstream, resetAt);
      throw new UpstreamError(upstream, "rate-limited", `${upstream} rate limited`, resetAt);
    }
    if (response.status >= 500 && attempt < retries) {
      await response.body?.cancel();
      log("warn", "upstream server error", { upstream, path: pathForLog, status: response.status, attempt });
      await sleep(backoff(attempt));
      continue;
    }
    if (!response.ok && !acceptStatus.includes(response.status)) {
      await response.body?.cancel();
      log("warn", "upstream refused", { upstream, method, path: pathForLog, status: response.status });
      throw new UpstreamError(
        upstream,
        response.status,
        `${upstream} ${method} ${pathForLog}: HTTP ${response.status}`,
      );
    }

    let json: unknown = null;
    const text = await response.text();
    if (bodyAs === "text") json = text;
    else if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        throw new UpstreamError(upstream, "shape", `${upstream} ${pathForLog}: body is not JSON`);
      }
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const where = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; ");
      log("warn", "upstream answer has an unexpected shape", { upstream, path: pathForLog, where });
      throw new UpstreamError(upstream, "shape", `${upstream} ${pathForLog}: unexpected shape (${where})`);
    }
    return { status: response.status, data: parsed.data, headers: response.headers };
  }
}

function backoff(attempt: number): number {
  return 200 * 2 ** attempt;
}

/** The path of a URL without its query string, which may carry a search term or a key. */
function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "(invalid url)";
  }
}

/** Tests only. */
export function resetRateLimitsForTests(): void {
  rateLimitedUntil.clear();
}
