import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, test } from "vitest";
import { addPerson, findPersonByEmail } from "~/features/auth/people.server";
import { staffDb } from "~/features/auth/store.server";
import { runBackup } from "~/features/backups/backup.server";
import { checkLatestBackup, restoreSnapshot } from "~/features/backups/restore.server";
import { listSnapshots, resticSettings } from "~/features/backups/restic.server";
import { backupHealth } from "~/features/backups/runs.server";
import { versionOf } from "~/features/editor/content-files.server";
import { getDraft, saveDraft } from "~/features/editor/drafts.server";
import { publish } from "~/features/editor/publish.server";
import { listRevisions } from "~/features/editor/revisions.server";
import { acceptUpload } from "~/features/editor/uploads.server";
import { markGiftPaid } from "~/features/giving/gift-records.server";
import { addSubscriber, findSubscriber } from "~/features/newsletter/subscribers.server";
import { forgetPerson } from "~/features/privacy/forget.server";
import { getPlan, insertPlan, plansDb } from "~/features/visits/visit-plans.server";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { everyRow, integrityOf, liveSite, PASSWORD, resticEnv, pointAtDataDir } from "./backup-support";

/**
 * Backups off the machine (issue 40), against a local restic repository:
 * data of every kind backed up, the data folder wiped, restored, and every
 * row, file and picture found again; a backup taken while sign-ups are being
 * written restores consistent; and the privacy policy's 14 days, with the
 * clock moved by restic's --time.
 */

const KIDS = "pages/ministries/kids.yaml";
const NOW = Date.parse("2026-11-24T18:00:00Z");
const DAY = 24 * 60 * 60 * 1000;

afterAll(() => {
  closeDb();
  delete process.env.CONTENT_DIR;
  resetEnvForTests();
});

async function makeDataOfEveryKind(live: string): Promise<{ planId: string; personId: string; upload: string }> {
  expect(await addSubscriber("reader@example.org", { source: "form", now: NOW })).toMatchObject({ ok: true });
  markGiftPaid(
    {
      id: "gift-roof-1",
      donorEmail: "donor@example.org",
      donorName: "Dana Donor",
      fundId: "general",
      amountCents: 5000,
      feeCents: 175,
      currency: "usd",
      frequency: "once",
      recurringId: null,
      note: "For the roof",
      language: "en",
      liveMode: false,
      createdAt: NOW,
    },
    { sessionId: "cs_test_roof" },
    NOW,
    NOW,
  );
  insertPlan(plansDb(), {
    id: "plan-1",
    name: "Vera Visitor",
    email: "vera@example.org",
    phone: null,
    adults: 2,
    childrenAges: [4],
    serviceId: "sunday-0930",
    serviceName: "Sunday worship",
    serviceLabel: "Sunday, November 29, 2026, 9:30 AM",
    serviceStart: NOW + 5 * DAY,
    serviceEnd: NOW + 5 * DAY + 90 * 60 * 1000,
    status: "planned",
    sequence: 0,
    reminder: "scheduled",
    reminderAt: NOW + 4 * DAY,
    fromPage: "/visit",
    language: "en",
    confirmation: null,
    holdExpiresAt: null,
    clientKey: null,
    createdAt: NOW,
    updatedAt: NOW,
  });
  const added = addPerson({
    email: "pastor@example.org",
    name: "Pat Pastor",
    role: "owner",
    actor: "command line",
    now: NOW,
  });
  expect(added).toMatchObject({ ok: true });
  const personId = findPersonByEmail("pastor@example.org")!.id;
  staffDb()
    .prepare(
      "INSERT INTO staff_passkeys (id, person_id, name, public_key, counter, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .run("credential-1", personId, "Pat's laptop", Buffer.from([1, 2, 3, 4, 5]), 7, NOW);

  // A revision (a publish) and a draft of the same page.
  const before = readFileSync(path.join(live, "content", KIDS), "utf8");
  const published = before.replace("tagline: Partnering with parents", "tagline: Walking with parents");
  const actor = { id: personId, email: "pastor@example.org" };
  expect(
    await publish({ actor, file: KIDS, text: published, baseVersion: versionOf(before), action: "publish", now: NOW }),
  ).toMatchObject({ ok: true });
  saveDraft({
    personId,
    file: KIDS,
    baseVersion: versionOf(published),
    baseText: published,
    text: published.replace("Walking with parents", "Walking beside parents"),
    now: NOW,
  });

  // An uploaded picture (into the content folder) and a picture made from the content (DATA_DIR/media).
  const photo = readFileSync("content/redwood-coast/images/staff/riley-chen.webp");
  const upload = await acceptUpload({ bytes: photo, alt: "Riley at the harbour", actor, now: NOW });
  if (!upload.ok) throw new Error(upload.message);
  mkdirSync(path.join(live, "media"), { recursive: true });
  writeFileSync(path.join(live, "media", "0123456789abcdef-640.webp"), photo);
  writeFileSync(path.join(live, "site-secret"), "s".repeat(44));
  return { planId: "plan-1", personId, upload: upload.file };
}

test("data of every kind, backed up, wiped and restored into a fresh data folder, is all there and intact", async () => {
  const live = await liveSite("backup-live");
  const env = resticEnv(mkdtempSync(path.join(tmpdir(), "restic-local-")) + "/repository");
  const made = await makeDataOfEveryKind(live);
  const rowsBefore = everyRow(path.join(live, "site.db"), { except: ["backup_runs"] });
  const uploadBefore = readFileSync(path.join(live, "content", made.upload));

  const backup = await runBackup({ env });
  expect(backup).toMatchObject({ ok: true, initialised: true });
  if (!backup.ok) return;
  expect(backup.sizeBytes).toBeGreaterThan(100_000);
  expect(existsSync(path.join(live, "backup-staging"))).toBe(false);
  // /healthz's detail.
  expect(backupHealth()).toMatchObject({
    lastBackup: { ok: true, sizeBytes: backup.sizeBytes, snapshotId: backup.snapshotId },
    lastCheck: null,
  });
  // The monthly check passes, and is recorded.
  expect(await checkLatestBackup({ env })).toMatchObject({ ok: true });
  expect(backupHealth().lastCheck).toMatchObject({ ok: true });

  // The server dies with its disk.
  closeDb();
  rmSync(live, { recursive: true, force: true });

  const fresh = mkdtempSync(path.join(tmpdir(), "backup-fresh-"));
  await pointAtDataDir(fresh, { load: false });
  const restored = await restoreSnapshot({ env });
  expect(restored).toMatchObject({ ok: true, dataDir: fresh, contentDir: path.join(fresh, "content") });
  expect(integrityOf(path.join(fresh, "site.db"))).toBe("ok");
  expect(everyRow(path.join(fresh, "site.db"), { except: ["backup_runs"] })).toEqual(rowsBefore);

  // Found again through the site's own stores.
  await pointAtDataDir(fresh);
  expect(findSubscriber("reader@example.org")).toMatchObject({ email_address: "reader@example.org" });
  expect(getPlan(made.planId)).toMatchObject({ name: "Vera Visitor", childrenAges: [4] });
  expect(findPersonByEmail("pastor@example.org")).toMatchObject({ role: "owner" });
  expect(staffDb().prepare("SELECT counter FROM staff_passkeys WHERE person_id = ?").get(made.personId)).toEqual({
    counter: 7,
  });
  expect(getDb().prepare("SELECT status, note, amount_cents FROM gifts WHERE id = 'gift-roof-1'").get()).toEqual({
    status: "paid",
    note: "For the roof",
    amount_cents: 5000,
  });
  expect(getDraft(made.personId, KIDS)?.text).toContain("Walking beside parents");
  expect(listRevisions({ file: KIDS })).toEqual([
    expect.objectContaining({ afterText: expect.stringContaining("Walking with parents") }),
  ]);
  expect(readFileSync(path.join(fresh, "content", made.upload))).toEqual(uploadBefore);
  expect(readFileSync(path.join(fresh, "media", "0123456789abcdef-640.webp"))).toEqual(
    readFileSync("content/redwood-coast/images/staff/riley-chen.webp"),
  );
  expect(readFileSync(path.join(fresh, "site-secret"), "utf8")).toBe("s".repeat(44));

  // A second restore refuses the data folder now in use, unless told to replace it.
  closeDb();
  expect(await restoreSnapshot({ env })).toMatchObject({ ok: false, problem: "not-empty", folder: fresh });
  expect(
    await restoreSnapshot({ env, snapshot: restored.ok ? restored.snapshot.short_id : "", force: true }),
  ).toMatchObject({
    ok: true,
  });
  expect(everyRow(path.join(fresh, "site.db"), { except: ["backup_runs"] })).toEqual(rowsBefore);
}, 120_000);

test("a backup taken while 200 sign-ups are being written restores consistent", async () => {
  await liveSite("backup-busy");
  const env = resticEnv(mkdtempSync(path.join(tmpdir(), "restic-busy-")) + "/repository");
  const addresses = Array.from({ length: 200 }, (_, index) => `burst-${String(index).padStart(3, "0")}@example.org`);
  let written = 0;
  const writing = (async () => {
    for (const address of addresses) {
      expect(await addSubscriber(address, { source: "form" })).toMatchObject({ ok: true });
      written += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  // The backup starts once the writing has.
  while (written < 5) await new Promise((resolve) => setTimeout(resolve, 1));
  const backup = await runBackup({ env });
  await writing;
  expect(backup).toMatchObject({ ok: true });
  const inSnapshot = backup.ok ? backup.manifest.tables.subscribers! : -1;
  expect(inSnapshot).toBeGreaterThanOrEqual(5);

  const fresh = mkdtempSync(path.join(tmpdir(), "backup-busy-fresh-"));
  await pointAtDataDir(fresh, { load: false });
  expect(await restoreSnapshot({ env })).toMatchObject({ ok: true });
  expect(integrityOf(path.join(fresh, "site.db"))).toBe("ok");
  const db = new Database(path.join(fresh, "site.db"), { readonly: true });
  const kept = (
    db.prepare("SELECT email_address FROM subscribers ORDER BY email_address").all() as { email_address: string }[]
  ).map((row) => row.email_address);
  db.close();
  // One moment of the database: exactly the sign-ups committed before it, in the order they were written.
  expect(kept).toEqual(addresses.slice(0, kept.length));
  expect(kept).toHaveLength(inSnapshot);
}, 120_000);

test("snapshots are kept 14 days: with the clock moved, what was forgotten leaves the backups", async () => {
  await liveSite("backup-retention");
  const repository = mkdtempSync(path.join(tmpdir(), "restic-retention-")) + "/repository";
  const env = resticEnv(repository);
  // Three weeks ago to yesterday: restic measures the 14 days back from the latest snapshot, never one ahead of the clock.
  const start = Date.now() - 21 * DAY;
  expect(await addSubscriber("gone@example.org", { source: "form", now: start })).toMatchObject({ ok: true });
  const days = [0, 5, 8, 12, 20];
  for (const day of days) {
    // `npm run data:forget` on day 6, after the day-5 backup.
    if (day === 8) expect(forgetPerson("gone@example.org", start + 6 * DAY)).toMatchObject({ ok: true, signups: 1 });
    const time = new Date(start + day * DAY);
    expect(await runBackup({ env, time, now: time.getTime() })).toMatchObject({ ok: true });
  }
  const settings = resticSettings(env);
  if (!settings.configured) throw new Error("restic is not configured");
  const kept = await listSnapshots(settings);
  // Day 20's pruning: days 8, 12 and 20 are within 14 days; days 0 and 5 are gone.
  expect(kept.map((snapshot) => Math.round((Date.parse(snapshot.time) - start) / DAY))).toEqual([8, 12, 20]);
  for (const snapshot of kept) {
    const copy = path.join(mkdtempSync(path.join(tmpdir(), "restic-dump-")), "site.db");
    const bytes = execFileSync("restic", ["dump", snapshot.id, `${snapshot.paths[0]}/site.db`], {
      env: { ...env, RESTIC_PASSWORD: PASSWORD },
      maxBuffer: 64 * 1024 * 1024,
    });
    writeFileSync(copy, bytes);
    const db = new Database(copy, { readonly: true });
    expect(db.prepare("SELECT COUNT(*) AS n FROM subscribers WHERE email_address = 'gone@example.org'").get()).toEqual({
      n: 0,
    });
    db.close();
  }
}, 180_000);
