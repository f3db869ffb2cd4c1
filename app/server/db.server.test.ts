import Database from "better-sqlite3";
import { expect, test } from "vitest";
import { addColumnIfMissing } from "./db.server";

test("a column a later version added reaches a database made before it, once, keeping its rows", () => {
  const db = new Database(":memory:");
  db.exec("CREATE TABLE plans (id TEXT PRIMARY KEY)");
  db.prepare("INSERT INTO plans (id) VALUES ('a')").run();
  addColumnIfMissing(db, "plans", "language", "TEXT NOT NULL DEFAULT 'en'");
  addColumnIfMissing(db, "plans", "language", "TEXT NOT NULL DEFAULT 'en'");
  expect(db.prepare("SELECT id, language FROM plans").all()).toEqual([{ id: "a", language: "en" }]);
});
