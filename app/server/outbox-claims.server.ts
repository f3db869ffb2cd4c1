import type Database from "better-sqlite3";

/**
 * Which process is delivering which outbox row (outbox.server.ts): a pass claims its rows before
 * delivering them, so the site and `npm run admin:invite` beside it never deliver one row twice, and the
 * claims of a process that has ended are given back at once. The table is outbox_claims (outbox's schema).
 */

/**
 * How long a row taken for delivery is left to its taker before another pass may take it again: longer than
 * any delivery takes (an SMTP server's slowest answer), so only a process that died mid-delivery gives its
 * rows back, this long after.
 */
export const CLAIM_MS = 10 * 60 * 1000;

/**
 * Takes `rows` for this pass, in one transaction: each row's next attempt moves CLAIM_MS ahead unless another
 * process (the site, or `npm run admin:invite` beside it) or another pass took it since it was read. Without
 * this, both delivered the same row: an invitation e-mailed twice when the mail server was slow to answer.
 * The pass's outcome then sets the row's real next attempt (or marks it done).
 */
export function claim<Row extends { id: number; next_attempt_at: number }>(
  db: Database.Database,
  rows: Row[],
  now: number,
): Row[] {
  if (rows.length === 0) return rows;
  const take = db.prepare(
    `UPDATE outbox SET next_attempt_at = ?
     WHERE id = ? AND next_attempt_at = ? AND delivered_at IS NULL AND failed_at IS NULL`,
  );
  const mark = db.prepare("INSERT OR REPLACE INTO outbox_claims (id, claimant) VALUES (?, ?)");
  return db
    .transaction(() =>
      rows.filter((row) => {
        const taken = take.run(Math.max(now, Date.now()) + CLAIM_MS, row.id, row.next_attempt_at).changes === 1;
        if (taken) mark.run(row.id, CLAIMANT);
        return taken;
      }),
    )
    .immediate();
}

/** This process, as its claims name it: its pid, and when it started (a restarted container reuses its pid). */
const CLAIMANT = `${process.pid}:${Math.round(performance.timeOrigin)}`;

/** Whether the process that made a claim may still be delivering it (on this machine: the database is local). */
function stillRunning(claimant: string): boolean {
  if (claimant === CLAIMANT) return true;
  const pid = Number(claimant.split(":")[0]);
  // Our own pid with another start: the process before us in a restarted container.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Rows taken by a process that has since ended (the site killed mid-delivery, then restarted) are due again
 * at once, not CLAIM_MS later: only a live process's claim keeps a row from the others.
 */
export function releaseClaimsOfTheGone(db: Database.Database, now: number): void {
  const claimants = db.prepare("SELECT DISTINCT claimant FROM outbox_claims").pluck().all() as string[];
  const gone = claimants.filter((claimant) => !stillRunning(claimant));
  if (gone.length === 0) return;
  const free = db.prepare(
    `UPDATE outbox SET next_attempt_at = ?
     WHERE id IN (SELECT id FROM outbox_claims WHERE claimant = ?) AND delivered_at IS NULL AND failed_at IS NULL`,
  );
  const forget = db.prepare("DELETE FROM outbox_claims WHERE claimant = ?");
  db.transaction(() => {
    for (const claimant of gone) {
      free.run(now, claimant);
      forget.run(claimant);
    }
  }).immediate();
}

/** The row's outcome is written: its claim ends. */
export function unclaim(db: Database.Database, id: number): void {
  db.prepare("DELETE FROM outbox_claims WHERE id = ?").run(id);
}
