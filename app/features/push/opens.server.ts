import type { IncomingMessage } from "node:http";
import { requestNow } from "~/server/clock.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { describeError, log } from "~/server/logger.server";
import { noticesDb } from "./notices.server";

/**
 * Opens of a notice (issue 44): a tap opens the notice's page with `?notice=<id>` in its address. The
 * server counts that page load, then writes the parameter's value over with NOTICE_SEEN before the page
 * cache looks: the page says "you opened this from a notification" (rendered from the parameter, without
 * script), and every notice's taps of a page share one cached copy, whatever the id. Nothing of the person
 * is read or kept: no cookie, no address, no pixel; a tap counts each time a page loads with it (a reload
 * counts again), only for a notice sent in the last OPEN_DAYS days, and never past the number of phones
 * it went to. Counts are written together every FLUSH_MS (a crash loses at most those seconds' taps).
 */

export const NOTICE_PARAMETER = "notice";
/** What the address carries once its open is counted: the same for every notice, so one cached page a page. */
export const NOTICE_SEEN = "1";
const OPEN_DAYS = 7;
const FLUSH_MS = 2000;
const NOTICE_ID = /^[A-Za-z0-9_-]{6,24}$/;

const counted = new Map<string, number>();
let timer: NodeJS.Timeout | undefined;

/** For the HTTP server, before the page cache: counts the open and writes NOTICE_SEEN over the id in `req.url`. */
export function takeNoticeOpen(req: IncomingMessage, now = requestNow(req)): void {
  const url = req.url;
  if (!url || !url.includes(`${NOTICE_PARAMETER}=`) || (req.method !== "GET" && req.method !== "HEAD")) return;
  const queryAt = url.indexOf("?");
  if (queryAt === -1) return;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const id = query.get(NOTICE_PARAMETER);
  if (id === NOTICE_SEEN) return;
  query.set(NOTICE_PARAMETER, NOTICE_SEEN);
  req.url = `${url.slice(0, queryAt)}?${query}`;
  // A HEAD, or a page fetched ahead of a click (Speculation Rules), is not someone opening it.
  const ahead = /prefetch|prerender/i.test(String(req.headers["sec-purpose"] ?? req.headers.purpose ?? ""));
  if (req.method !== "GET" || ahead || !id || !NOTICE_ID.test(id)) return;
  counted.set(id, (counted.get(id) ?? 0) + 1);
  timer ??= setTimeout(() => flushOpens(now), FLUSH_MS);
  timer.unref();
}

/** Writes the opens counted so far; each notice's count never passes the phones it reached. */
export function flushOpens(now = Date.now()): void {
  clearTimeout(timer);
  timer = undefined;
  if (counted.size === 0) return;
  const batch = [...counted];
  counted.clear();
  try {
    const db = noticesDb();
    const add = db.prepare(
      `UPDATE push_notices SET opened = MIN(opened + @taps,
         (SELECT COUNT(*) FROM push_deliveries WHERE notice_id = @id AND state = 'sent'))
       WHERE id = @id AND status IN ('sending', 'sent') AND send_at >= @since`,
    );
    db.transaction(() => {
      for (const [id, taps] of batch) add.run({ id, taps, since: now - OPEN_DAYS * DAY_MS });
    }).immediate();
  } catch (error) {
    log("warn", "notice opens not counted", { error: describeError(error) });
  }
}
