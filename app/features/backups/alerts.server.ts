import type { ChurchContent } from "~/content/model";
import { listPeople } from "~/features/auth/people.server";
import { publicOrigin, queueMail } from "~/features/mail/mail.server";
import { defaultLanguage } from "~/i18n/content-language";
import { ensureSchema } from "~/server/db.server";
import { BACKUP_ALERT_TEMPLATE, type AlertReason, type BackupAlertProps } from "./backup-alert-email";
import { backupRunsDb, lastRun } from "./runs.server";

/**
 * The owners hear about backups twice per trouble, never more: one e-mail
 * when backups stop working (the last run failed, the last good one is more
 * than two days old, or the monthly check failed) and one when they work
 * again. The state between is one row, so a check every few minutes repeats
 * nothing. A site that never made a backup (not set up yet) sends nothing.
 */

// Issue 40: "the last good one is older than two days".
export const STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS backup_alert_state (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    failing INTEGER NOT NULL,
    since INTEGER NOT NULL
  );
`;

export function backupTrouble(now: number): AlertReason | null | "never" {
  const db = backupRunsDb();
  const last = lastRun("backup", {}, db);
  if (!last) return "never";
  if (!last.ok) return "failed";
  const good = lastRun("backup", { okOnly: true }, db);
  if (!good || now - good.finishedAt > STALE_AFTER_MS) return "stale";
  const check = lastRun("check", {}, db);
  // Until a check passes again (the monthly timer, or the operator's `npm run backup:check` once it is fixed).
  if (check && !check.ok) return "check-failed";
  return null;
}

function dateLabel(time: number, content: ChurchContent): string {
  const { tag, timeZone, clock } = content.church.locale;
  // The church's zone, whatever the server's; a full date carries its year.
  return new Intl.DateTimeFormat(tag, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone,
    hour12: clock === "12h",
  }).format(time);
}

export type AlertChange = "none" | "failing" | "working";

/** Compares the backups' state with the last one the owners were told about; queues the e-mails a change calls for. */
export function checkBackupAlerts(now: number, content: ChurchContent): AlertChange {
  const trouble = backupTrouble(now);
  if (trouble === "never") return "none";
  const db = ensureSchema("backup-alert-state", SCHEMA);
  return db
    .transaction((): AlertChange => {
      const state = db.prepare("SELECT failing, since FROM backup_alert_state WHERE id = 1").get() as
        { failing: number; since: number } | undefined;
      const wasFailing = state?.failing === 1;
      if (Boolean(trouble) === wasFailing) return "none";
      const episode = trouble ? now : (state?.since ?? now);
      db.prepare(
        "INSERT INTO backup_alert_state (id, failing, since) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET failing = excluded.failing, since = excluded.since",
      ).run(trouble ? 1 : 0, now);
      const good = lastRun("backup", { okOnly: true }, db);
      const last = lastRun("backup", {}, db);
      const language = defaultLanguage(content);
      const { name, addressLine, email } = content.church;
      const origin = publicOrigin();
      const props: BackupAlertProps = {
        sender: { name, addressLine, email, language, ...(origin ? { origin } : {}) },
        language,
        country: content.church.locale.country,
        state: trouble ? "failing" : "working",
        ...(trouble ? { reason: trouble } : {}),
        ...(good ? { lastGoodLabel: dateLabel(good.finishedAt, content) } : {}),
        ...(trouble === "failed" && last?.error ? { error: last.error.slice(0, 500) } : {}),
      };
      for (const owner of listPeople().filter((person) => person.role === "owner")) {
        queueMail(db, {
          key: `backup:${episode}:${props.state}:${owner.email}`,
          template: BACKUP_ALERT_TEMPLATE,
          to: owner.email,
          props,
          now,
        });
      }
      return props.state;
    })
    .immediate();
}

// A stale backup is noticed within this long, and a failed run within this long of the command's end.
const WATCH_EVERY_MS = 15 * 60 * 1000;
let watch: NodeJS.Timeout | undefined;

/** From the background work: the check at start-up, then every 15 minutes. The timer never keeps the process alive. */
export function startBackupWatch(content: () => ChurchContent, onError: (error: unknown) => void): void {
  if (watch) return;
  const run = () => {
    try {
      checkBackupAlerts(Date.now(), content());
    } catch (error) {
      onError(error);
    }
  };
  run();
  watch = setInterval(run, WATCH_EVERY_MS);
  watch.unref();
}

export function stopBackupWatch(): void {
  clearInterval(watch);
  watch = undefined;
}
