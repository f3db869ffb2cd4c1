import type Database from "better-sqlite3";

/**
 * The whole months a long range reads (issue 47: a year is eleven closed months and this month's days),
 * added up once and remembered until a count lands in one of those months or the nightly clean-up makes
 * them again. The counter writes into today's month, so a year's closed months are added up about once a
 * month rather than at every look at the page; the days around them are read each time. Remembered per
 * database, so a test's fresh one starts empty; the sums are exact, never an estimate.
 */

/** Writes into each month ("yyyy-MM") since the process began: any new one in a range makes its sums stale. */
const writes = new Map<string, number>();
let cleanUps = 0;
const MAX_REMEMBERED = 64;
const remembered = new WeakMap<Database.Database, Map<string, { stamp: string; rows: unknown[][] }>>();

/** Called by the counter's write with the months it added to. */
export function monthsWritten(months: Iterable<string>): void {
  for (const month of new Set(months)) writes.set(month, (writes.get(month) ?? 0) + 1);
}

/** Called by the nightly clean-up, which removes days and makes months' totals again. */
export function countsRemoved(): void {
  cleanUps += 1;
}

function stampOf(months: { from: string; to: string }): string {
  let count = 0;
  for (const [month, written] of writes) if (month >= months.from && month <= months.to) count += written;
  return `${cleanUps}:${count}`;
}

/** `read()`'s rows for `key` (which names the query, its values and its months), read again only when stale. */
export function monthRows(
  db: Database.Database,
  key: string,
  months: { from: string; to: string },
  read: () => unknown[][],
): unknown[][] {
  let held = remembered.get(db);
  if (!held) remembered.set(db, (held = new Map()));
  const stamp = stampOf(months);
  const found = held.get(key);
  if (found?.stamp === stamp) return found.rows;
  const rows = read();
  held.delete(key);
  held.set(key, { stamp, rows });
  if (held.size > MAX_REMEMBERED) held.delete(held.keys().next().value!);
  return rows;
}
