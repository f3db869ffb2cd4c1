// `npm run bench:backups`: issue 40's budgets, measured, not asserted (timings vary with the machine):
// a backup of the demo church with 10,000 gift records and 1,000 pictures to a local restic repository
// (its size and time, then a second night's, which sends only what changed), and a restore's time
// into a fresh data folder, checks included.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

const live = mkdtempSync(path.join(tmpdir(), "backup-bench-live-"));
cpSync("content/redwood-coast", path.join(live, "content"), { recursive: true });
process.env.DATA_DIR = live;
process.env.CONTENT_DIR = path.join(live, "content");
process.env.LOG_LEVEL = "error";
const repository = path.join(mkdtempSync(path.join(tmpdir(), "backup-bench-repo-")), "repository");
const env = {
  ...process.env,
  RESTIC_REPOSITORY: repository,
  RESTIC_PASSWORD: "bench password, not a secret",
  RESTIC_CACHE_DIR: mkdtempSync(path.join(tmpdir(), "backup-bench-cache-")),
};

const { givingDb } = await import("~/features/giving/gifts.server");
const { insertPendingGift } = await import("~/features/giving/gift-records.server");
const { runBackup } = await import("~/features/backups/backup.server");
const { restoreSnapshot } = await import("~/features/backups/restore.server");
const { closeDb, getDb } = await import("~/server/db.server");
const { resetEnvForTests } = await import("~/server/env.server");

const GIFTS = 10_000;
const PICTURES = 1_000;
const db = givingDb();
const now = Date.now();
db.transaction(() => {
  for (let index = 0; index < GIFTS; index += 1)
    insertPendingGift(
      {
        id: `gift-${index}`,
        donorEmail: `donor${index % 700}@example.org`,
        donorName: `Donor ${index % 700}`,
        fundId: ["general", "missions", "building"][index % 3],
        amountCents: 1000 + ((index * 37) % 50_000),
        feeCents: 59,
        currency: "usd",
        frequency: index % 4 === 0 ? "month" : "once",
        recurringId: null,
        note: index % 10 === 0 ? "In memory of a friend" : null,
        language: "en",
        liveMode: true,
        createdAt: now - index * 3_600_000,
      },
      db,
    );
})();

// Pictures as the site makes them (WebP, 960 px wide, about 65 kB: a photo's grain, not a flat drawing),
// each one different (no two deduplicate).
const base = await sharp(readFileSync("content/redwood-coast/images/hero/coast-sunrise.webp"))
  .resize({ width: 960, height: 640, fit: "cover" })
  .toBuffer();
const grain = await sharp({
  create: { width: 960, height: 640, channels: 3, noise: { type: "gaussian", mean: 128, sigma: 20 } },
})
  .png()
  .toBuffer();
const textured = await sharp(base)
  .composite([{ input: grain, blend: "soft-light" }])
  .png()
  .toBuffer();
mkdirSync(path.join(live, "media"), { recursive: true });
for (let index = 0; index < PICTURES; index += 1) {
  const picture = await sharp(textured)
    .modulate({ hue: index % 360, brightness: 0.8 + Math.floor(index / 360) / 10 })
    .webp({ quality: 82 })
    .toBuffer();
  writeFileSync(path.join(live, "media", `${String(index).padStart(16, "0")}-960.webp`), picture);
}
// The gifts out of the write-ahead log into site.db, so its size below is the database's.
getDb().pragma("wal_checkpoint(TRUNCATE)");
const du = (dir) => execFileSync("du", ["-sb", dir], { encoding: "utf8" }).split("\t")[0];
const mb = (bytes) => `${(Number(bytes) / 1e6).toFixed(1)} MB`;
console.log(
  `Data folder: ${mb(du(live))}: site.db ${mb(du(path.join(live, "site.db")))} (${GIFTS} gift records), ` +
    `${PICTURES} pictures ${mb(du(path.join(live, "media")))}, the demo content folder ${mb(du(path.join(live, "content")))}`,
);

for (const night of ["first", "second"]) {
  const started = performance.now();
  const outcome = await runBackup({ env });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  console.log(
    `Backup (${night} night): ${((performance.now() - started) / 1000).toFixed(1)} s; snapshot ${mb(outcome.sizeBytes)}, ` +
      `${mb(outcome.addedBytes)} added; repository ${mb(du(repository))}`,
  );
}

closeDb();
const fresh = mkdtempSync(path.join(tmpdir(), "backup-bench-fresh-"));
process.env.DATA_DIR = fresh;
process.env.CONTENT_DIR = path.join(fresh, "content");
resetEnvForTests();
const started = performance.now();
const restored = await restoreSnapshot({ env });
if (!restored.ok) throw new Error(JSON.stringify(restored));
console.log(
  `Restore into a fresh data folder, checks included: ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
