import type Database from "better-sqlite3";

/**
 * Group commit: submissions that arrive together are written in one SQLite
 * transaction, so one fsync (synchronous=FULL) covers all of them instead of
 * one fsync each. Each piece of work runs in its own savepoint, so one
 * failing (a duplicate) does not undo the others, and every caller's promise
 * settles only after the shared commit is on disk: "received" still means
 * durably stored.
 */

interface Pending<T> {
  work: () => T;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

export type GroupCommit = <T>(work: () => T) => Promise<T>;

export function createGroupCommit(getDatabase: () => Database.Database): GroupCommit {
  let queue: Pending<unknown>[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const batch = queue;
    queue = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      const db = getDatabase();
      db.transaction(() => {
        for (const item of batch) {
          try {
            // A nested better-sqlite3 transaction is a savepoint.
            outcomes.push({ ok: true, value: db.transaction(item.work).immediate() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      }).immediate();
    } catch (error) {
      // The commit itself failed: nothing in the batch is stored.
      for (const item of batch) item.reject(error);
      return;
    }
    batch.forEach((item, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  }

  return <T>(work: () => T) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve, reject } as Pending<unknown>);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
