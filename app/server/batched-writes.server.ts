import type Database from "better-sqlite3";

/**
 * Database writes collected and committed together: at `flush()`, and at the
 * latest `everyMs` after the first unwritten one.
 *
 * Each commit costs an fsync (synchronous=FULL), which holds the one thread
 * that also answers visitors: one commit per outcome stalled the forms for
 * seconds while hundreds of e-mails went out (issue 19's budget). Writing a
 * few outcomes per commit costs one fsync for all of them. A crash before the
 * commit loses those writes: the outbox (outbox.server.ts) delivers those
 * items again, as at-least-once delivery already allows: each handler is
 * idempotent (Mailchimp's upsert) or recognisable (an e-mail's Message-ID).
 */
export function batchedWrites(db: Database.Database, everyMs: number) {
  let writes: (() => void)[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = writes;
    writes = [];
    if (batch.length > 0) db.transaction(() => batch.forEach((write) => write())).immediate();
  };
  return {
    add(write: () => void) {
      writes.push(write);
      timer ??= setTimeout(flush, everyMs);
    },
    flush,
  };
}
