import { recordAudit, type AuditActor } from "~/features/auth/audit-log.server";
import { linkedMailOrigin, queueMail } from "~/features/mail/mail.server";
import { getDb } from "~/server/db.server";
import { donorSender, languageOf, type DonorContent } from "./donor-content";
import { donorFor, donorUrl } from "./donor-links.server";
import { GIVING_MAIL_PREFIX, statementPath, statementPdfPath } from "./donor-mail.server";
import { GIVING_NOTICE_TEMPLATE, type DonorNoticeProps } from "./emails/donor-notice-email";
import { donorsOfYear } from "./statements.server";

/**
 * The treasurer's January step (issue 30, item 4): every donor of a year gets
 * one e-mail with the signed link to their statement, through the outbox, in
 * the language of their last gift. Each donor's message has a key of its own
 * for the year, so pressing the button twice sends nobody a second one.
 */

export type AnnualOutcome = { ok: true; donors: number } | { ok: false; problem: "no-mail" };

export function sendAnnualStatements(
  year: number,
  context: { content: DonorContent; now: number; actor: AuditActor },
): AnnualOutcome {
  const { content, now } = context;
  const origin = linkedMailOrigin();
  if (!origin) return { ok: false, problem: "no-mail" };
  const db = getDb();
  const donors = donorsOfYear(year, content.timeZone);
  db.transaction(() => {
    for (const { email, language: stored } of donors) {
      const language = languageOf(stored, content);
      const donor = donorFor(db, email, language, now);
      const place = { origin, language, defaultLanguage: content.defaultLanguage, now };
      const props: DonorNoticeProps = {
        kind: "annual-statement",
        sender: donorSender(content, language, origin),
        language,
        country: content.country,
        year,
        url: donorUrl(donor.id, statementPath(year), place),
        pdfUrl: donorUrl(donor.id, statementPdfPath(year), place),
      };
      queueMail(db, {
        key: `${GIVING_MAIL_PREFIX}annual:${year}:${donor.id}`,
        template: GIVING_NOTICE_TEMPLATE,
        to: email,
        props,
        now,
        replyTo: content.church.email,
      });
    }
    recordAudit({
      at: now,
      action: "giving-statements-sent",
      actor: context.actor,
      detail: `${year}: ${donors.length} donors`,
    });
  }).immediate();
  return { ok: true, donors: donors.length };
}
