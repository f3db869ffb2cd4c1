import Database from "better-sqlite3";
import { expect, test } from "vitest";
import { createGroupCommit } from "./group-commit.server";

test("work sent together is committed together, and one failure undoes only itself", async () => {
  const db = new Database(":memory:");
  db.exec("CREATE TABLE signups (email TEXT PRIMARY KEY)");
  let commits = 0;
  const commit = createGroupCommit(() => {
    commits += 1;
    return db;
  });
  const insert = (email: string) => () => db.prepare("INSERT INTO signups (email) VALUES (?)").run(email).changes;
  const outcomes = await Promise.allSettled([
    commit(insert("a@example.org")),
    commit(insert("a@example.org")),
    commit(insert("b@example.org")),
  ]);
  expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(commits).toBe(1);
  expect(db.prepare("SELECT email FROM signups ORDER BY email").all()).toEqual([
    { email: "a@example.org" },
    { email: "b@example.org" },
  ]);
});

test("when the commit itself fails, every caller hears it", async () => {
  const commit = createGroupCommit(() => {
    throw new Error("disk full");
  });
  await expect(commit(() => 1)).rejects.toThrow("disk full");
});
