import type { ChurchContent } from "~/content/model";
import { linkedMailOrigin, queueMail } from "~/features/mail/mail.server";
import { defaultLanguage } from "~/i18n/content-language";
import { saidYes } from "~/lib/prayer-rules";
import { PRAYER_REQUESTER_TEMPLATE, type RequesterMailProps } from "./emails/prayer-emails";
import type { PrayerFormWith } from "./prayer-forms";
import { prayerSender } from "./prayer-mail.server";
import { getRequest, prayerDb, type PrayerRequest } from "./prayer-store.server";
import { wallRemovalLink, wantsWall } from "./wall-links.server";

/**
 * "Mark prayed" (issue 35): a member of the team records that a request was
 * prayed for, once; when the requester asked to be told (the form's
 * prayedNoticeField) and left an e-mail, their notice is queued in the same
 * transaction, in the language they asked in, once whoever presses again.
 */
export type MarkOutcome = { kind: "marked"; noticeQueued: boolean } | { kind: "already" } | { kind: "gone" };

export const prayedNoticeKey = (submissionId: string) => `prayer:${submissionId}:prayed`;

function wantsNotice(request: PrayerRequest, form: PrayerFormWith): boolean {
  const field = form.prayer.prayedNoticeField;
  return field !== undefined && saidYes(request.answers[field]) && Boolean(request.email);
}

export function markPrayed(
  submissionId: string,
  form: PrayerFormWith,
  context: { content: ChurchContent; personId: string; now: number },
): MarkOutcome {
  const db = prayerDb();
  return db
    .transaction((): MarkOutcome => {
      const request = getRequest(submissionId, db);
      if (!request || request.formId !== form.id) return { kind: "gone" };
      const inserted = db
        .prepare("INSERT OR IGNORE INTO prayer_marks (submission_id, prayed_at, prayed_by) VALUES (?, ?, ?)")
        .run(submissionId, context.now, context.personId).changes;
      if (inserted === 0) return { kind: "already" };
      const origin = linkedMailOrigin();
      if (!wantsNotice(request, form) || !origin) return { kind: "marked", noticeQueued: false };
      const props: RequesterMailProps = {
        sender: prayerSender(context.content, request.language),
        language: request.language,
        country: context.content.church.locale.country,
        formTitle: form.title,
        kind: "prayed",
        ...(wantsWall(request, form) && request.wallRemovedAt === null
          ? { removeUrl: wallRemovalLink(origin, request.id, request.language, defaultLanguage(context.content)) }
          : {}),
      };
      const queued = queueMail(db, {
        key: prayedNoticeKey(request.id),
        template: PRAYER_REQUESTER_TEMPLATE,
        to: request.email!,
        props,
        now: context.now,
        replyTo: context.content.church.email,
      });
      return { kind: "marked", noticeQueued: queued };
    })
    .immediate();
}
