import type { ChurchContent } from "~/content/model";
import { recordAudit } from "~/features/auth/audit-log.server";
import { staffDb } from "~/features/auth/store.server";
import { linkedMailOrigin, queueMail } from "~/features/mail/mail.server";
import { defaultLanguage } from "~/i18n/content-language";
import { saidYes } from "~/lib/prayer-rules";
import { prayerListKey } from "~/lib/prayer-schedule";
import { describeError, log } from "~/server/logger.server";
import { PRAYER_LIST_TEMPLATE, type PrayerListMailProps } from "./emails/prayer-emails";
import { isPrivateForm, readersOfForm } from "~/features/forms/readers.server";
import { prayerForms } from "./prayer-forms";
import { churchDate, prayerSender } from "./prayer-mail.server";
import { prayerDb } from "./prayer-store.server";
import { requestText, weekOf, weeksRequests } from "./prayer-week.server";

/**
 * The weekly prayer list (issue 35, SPEC 2.6: "staff pray over them weekly").
 * A check every minute looks, for each prayer form, at the last time its list
 * was due (app/lib/prayer-schedule.ts, church zone); a list not yet queued for
 * that week is recorded in prayer_lists and its e-mails queued in the same
 * transaction, one to each reader of the form, so each week's list goes once
 * whatever restarts or clock changes happen. A site that was down at the hour
 * sends it when back, within LATE_MS; later than that it waits for next week's
 * list, which holds every request nobody has prayed for.
 */

export const LIST_CHECK_MS = 60_000;
export const LATE_MS = 24 * 60 * 60 * 1000;

export function listPath(formId: string): string {
  return `/admin/forms/${encodeURIComponent(formId)}/prayer-list`;
}

/** Queues the list of every prayer form whose week's list is due at `now` and not yet queued; how many lists. */
export function queueDueLists(now: number, content: ChurchContent): number {
  const origin = linkedMailOrigin();
  // Without e-mail (or the site's address for the link) nothing is recorded: the list goes once it can.
  if (!origin) return 0;
  const { timeZone } = content.church.locale;
  let queued = 0;
  for (const form of prayerForms(content)) {
    const listWeek = weekOf(form, now, timeZone);
    const { listAt } = listWeek;
    if (now - listAt >= LATE_MS) continue;
    const week = prayerListKey(listAt, timeZone);
    const db = prayerDb();
    // The activity log's table, in the same database: the list and its log entry land together.
    staffDb();
    const done = db
      .transaction(() => {
        const inserted = db
          .prepare(
            "INSERT OR IGNORE INTO prayer_lists (form_id, week, due_at, queued_at, recipients) VALUES (?, ?, ?, ?, 0)",
          )
          .run(form.id, week, listAt, now).changes;
        if (inserted === 0) return false;
        const requests = weeksRequests(form.id, listWeek, db);
        const consent = form.prayer.emailConsentField;
        const sharedRequests = consent
          ? requests.filter((request) => saidYes(request.answers[consent]) && requestText(request, form) !== "")
          : [];
        const shared = sharedRequests.map((request) => requestText(request, form));
        const language = defaultLanguage(content);
        const readers = readersOfForm(form);
        for (const reader of readers) {
          const props: PrayerListMailProps = {
            sender: prayerSender(content, language),
            language,
            country: content.church.locale.country,
            formTitle: form.title,
            week: churchDate(content, listAt, "longDate", language),
            count: requests.length,
            shared,
            listUrl: new URL(listPath(form.id), origin).href,
          };
          queueMail(db, {
            key: `prayer-list:${form.id}:${week}:${reader.id}`,
            template: PRAYER_LIST_TEMPLATE,
            to: reader.email,
            props,
            now,
          });
        }
        // Requests written into e-mails are private text shown to staff: the activity log says which, to whom.
        if (isPrivateForm(form) && sharedRequests.length > 0 && readers.length > 0)
          recordAudit(
            {
              at: now,
              action: "prayer-list-mailed",
              actor: "the site",
              subject: form.id,
              detail: `${form.title}: ${sharedRequests.length} to ${readers.map(({ email }) => email).join(", ")}: ${sharedRequests.map(({ id }) => id).join(", ")}`,
            },
            db,
          );
        db.prepare("UPDATE prayer_lists SET recipients = ? WHERE form_id = ? AND week = ?").run(
          readers.length,
          form.id,
          week,
        );
        return true;
      })
      .immediate();
    if (done) queued += 1;
  }
  return queued;
}

let timer: NodeJS.Timeout | undefined;

/** Checks now and every minute (the composition root starts it); the clock and content are read at each check. */
export function startPrayerLists(options: { now?: () => number; content: () => ChurchContent }): void {
  if (timer) return;
  const check = () => {
    try {
      const queued = queueDueLists((options.now ?? Date.now)(), options.content());
      if (queued > 0) log("info", "prayer lists queued", { queued });
    } catch (error) {
      log("error", "prayer lists failed", { error: describeError(error) });
    }
  };
  check();
  timer = setInterval(check, LIST_CHECK_MS);
  timer.unref();
}

export function stopPrayerLists(): void {
  clearInterval(timer);
  timer = undefined;
}
