import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { registerOutboxHandlers } from "~/background.server";
import { addPerson } from "~/features/auth/people.server";
import { closeSmtpTransport } from "~/features/mail/smtp.server";
import { checkBackupAlerts } from "~/features/backups/alerts.server";
import { runBackup } from "~/features/backups/backup.server";
import { restoreSnapshot } from "~/features/backups/restore.server";
import { backupHealth } from "~/features/backups/runs.server";
import { addSubscriber } from "~/features/newsletter/subscribers.server";
import { getContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { deliverDue } from "~/server/outbox.server";
import { recipients, startMailbox, type Mailbox } from "../support/smtp-mailbox";
import { startSftpServer, type SftpServer } from "../support/sftp-server";
import { everyRow, integrityOf, liveSite, PASSWORD, pointAtDataDir, resticEnv } from "./backup-support";
import { freePort, waitFor } from "./server-process";

/**
 * Backups to an SFTP account (issue 40): a private OpenSSH server on this
 * machine holds the repository. Backed up, wiped, restored; then the server
 * made unreachable, and the owners get one e-mail (through the outbox, read
 * from a real SMTP server), and one when backups work again.
 */

const DAY = 24 * 60 * 60 * 1000;
let sftp: SftpServer;
let mailbox: Mailbox;

beforeAll(async () => {
  sftp = await startSftpServer(await freePort());
  mailbox = await startMailbox();
});

afterAll(async () => {
  await sftp.stop();
  await mailbox.close();
  closeDb();
  delete process.env.CONTENT_DIR;
  delete process.env.SMTP_URL;
  resetEnvForTests();
  closeSmtpTransport();
});

const sftpEnv = () =>
  resticEnv(sftp.repository(path.join(mkdtempSync(path.join(tmpdir(), "sftp-account-")), "church")), {
    BACKUP_SFTP_COMMAND: sftp.sshCommand,
  });

test("a backup to an SFTP account restores into a fresh data folder", async () => {
  const live = await liveSite("backup-sftp-live");
  const env = sftpEnv();
  expect(await addSubscriber("sftp-reader@example.org", { source: "form" })).toMatchObject({ ok: true });
  const before = everyRow(path.join(live, "site.db"), { except: ["backup_runs"] });
  expect(await runBackup({ env })).toMatchObject({ ok: true, initialised: true });
  closeDb();
  rmSync(live, { recursive: true, force: true });

  const fresh = mkdtempSync(path.join(tmpdir(), "backup-sftp-fresh-"));
  await pointAtDataDir(fresh, { load: false });
  expect(await restoreSnapshot({ env })).toMatchObject({ ok: true });
  expect(integrityOf(path.join(fresh, "site.db"))).toBe("ok");
  expect(everyRow(path.join(fresh, "site.db"), { except: ["backup_runs"] })).toEqual(before);
  expect(readFileSync(path.join(fresh, "content", "church.yaml"), "utf8")).toBe(
    readFileSync("content/redwood-coast/church.yaml", "utf8"),
  );
}, 120_000);

test("with the repository unreachable the owners get one e-mail, and one when backups work again", async () => {
  process.env.SMTP_URL = mailbox.url;
  await liveSite("backup-alert");
  closeSmtpTransport();
  registerOutboxHandlers();
  const env = sftpEnv();
  const now = Date.now();
  for (const [email, role] of [
    ["owner-one@example.org", "owner"],
    ["owner-two@example.org", "owner"],
    ["editor@example.org", "editor"],
  ] as const)
    expect(addPerson({ email, role, actor: "command line", now })).toMatchObject({ ok: true });
  const content = getContent();
  const sent = () => mailbox.messages.filter((message) => recipients(message).some((to) => to.startsWith("owner-")));

  // Nothing to say before the first backup, nor after a good one.
  expect(checkBackupAlerts(now, content)).toBe("none");
  expect(await runBackup({ env, now })).toMatchObject({ ok: true });
  expect(checkBackupAlerts(now, content)).toBe("none");

  await sftp.stop();
  const failed = await runBackup({ env, now: now + DAY });
  expect(failed).toMatchObject({ ok: false, problem: "failed" });
  expect(JSON.stringify(failed)).not.toContain(PASSWORD);
  expect(backupHealth().lastBackup).toMatchObject({ ok: false });
  expect(checkBackupAlerts(now + DAY, content)).toBe("failing");
  await deliverDue();
  await waitFor(() => sent().length === 2, 10_000);
  const alert = await mailbox.waitFor("owner-one@example.org");
  expect(alert.subject).toBe("The website's backup needs attention");
  expect(alert.text).toContain("did not reach the backup repository");
  expect(alert.text).toMatch(/The last good backup was made \w+day, \w+ \d+, 20\d\d/);
  expect(alert.text).not.toContain(PASSWORD);
  // The next checks, and the next failed night, repeat nothing.
  expect(await runBackup({ env, now: now + 2 * DAY })).toMatchObject({ ok: false });
  expect(checkBackupAlerts(now + 2 * DAY, content)).toBe("none");
  expect(checkBackupAlerts(now + 3 * DAY, content)).toBe("none");
  await deliverDue();
  expect(sent()).toHaveLength(2);
  expect(mailbox.messages.some((message) => recipients(message).includes("editor@example.org"))).toBe(false);

  await sftp.start();
  expect(await runBackup({ env, now: now + 3 * DAY })).toMatchObject({ ok: true });
  expect(checkBackupAlerts(now + 3 * DAY, content)).toBe("working");
  await deliverDue();
  await waitFor(() => sent().length === 4, 10_000);
  expect(
    sent()
      .slice(2)
      .map((message) => message.subject),
  ).toEqual(["The website's backups work again", "The website's backups work again"]);
  expect(checkBackupAlerts(now + 3 * DAY, content)).toBe("none");

  // No backup for more than two days (the timer stopped): told once more.
  expect(checkBackupAlerts(now + 6 * DAY, content)).toBe("failing");
  await deliverDue();
  await waitFor(() => sent().length === 6, 10_000);
  expect(sent()[5]!.text).toContain("no backup for more than two days");
}, 180_000);
