import type { IncomingMessage } from "node:http";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { writeCounts } from "./counter.server";
import { countServedPages } from "./served-pages.server";
import { daySaltsForTests, visitorOf } from "./visitor-day.server";

/**
 * Issue 47: the day's secret, the visitors' codes made with it and their addresses never reach the disk.
 * Two days of visits are counted and written; then every file of the data folder (the database, its
 * write-ahead log) and every value of every table is searched for them, in every spelling.
 */

const ADDRESSES = ["203.0.113.77", "2001:db8::4242"];
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/131.0 Disk/7731";
const DAYS = ["2032-06-06", "2032-06-07"];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

test("the day's secret, the visitor's code and address are never on disk, in any file or any table", () => {
  closeDb();
  const dataDir = mkdtempSync(path.join(tmpdir(), "insights-disk-"));
  process.env.DATA_DIR = dataDir;
  process.env.ALLOW_TEST_CLOCK = "true";
  resetEnvForTests();
  const served = countServedPages(() => true);
  const secrets: Buffer[] = [];
  const codes: string[] = [];
  for (const day of DAYS) {
    for (const address of ADDRESSES) {
      const req = {
        method: "GET",
        url: "/about",
        headers: {
          "user-agent": AGENT,
          host: "church.example",
          "x-test-now": `${day}T19:00:00Z`,
          "x-forwarded-for": address,
        },
        socket: { remoteAddress: "127.0.0.1" },
      } as unknown as IncomingMessage;
      served(req, 200, "text/html");
      codes.push(visitorOf(day, address, AGENT));
    }
    secrets.push(...daySaltsForTests());
    writeCounts();
  }
  // Two days, two secrets (the first day's went when the second began), four codes, none alike.
  expect(new Set(secrets.map((secret) => secret.toString("hex"))).size).toBe(2);
  expect(new Set(codes).size).toBe(4);

  const db = getDb();
  const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[];
  const values = tables.flatMap(({ name }) =>
    (db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[]).flatMap((row) =>
      Object.values(row).map(String),
    ),
  );
  expect(values.length).toBeGreaterThan(0);
  const files = filesUnder(dataDir);
  expect(files.some((file) => file.endsWith("site.db"))).toBe(true);
  const disk = files.map((file) => readFileSync(file));
  closeDb();
  disk.push(...filesUnder(dataDir).map((file) => readFileSync(file)));

  const needles = [
    ...secrets.flatMap((secret) => [
      secret,
      ...["hex", "base64", "base64url"].map((form) => secret.toString(form as BufferEncoding)),
    ]),
    ...codes,
    ...ADDRESSES,
    AGENT,
  ];
  for (const needle of needles) {
    const text = typeof needle === "string" ? needle : needle.toString("hex");
    for (const bytes of disk) expect(bytes.includes(needle), `on disk: ${text}`).toBe(false);
    for (const value of values)
      expect(value.includes(typeof needle === "string" ? needle : "\u0000never"), text).toBe(false);
  }
});
