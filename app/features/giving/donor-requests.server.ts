import { linkedMailOrigin, queueMail } from "~/features/mail/mail.server";
import type { Language } from "~/i18n/languages";
import { likelyStatementYear } from "~/lib/statement-year";
import { getDb } from "~/server/db.server";
import { normaliseEmail } from "~/server/email-address.server";
import type { DonorContent } from "./donor-content";
import { donorSender } from "./donor-content";
import { donorFor, donorUrl, type LinkPlace } from "./donor-links.server";
import { GIVING_MAIL_PREFIX, MANAGE_PATH, statementPath, statementPdfPath } from "./donor-mail.server";
import { GIVING_NOTICE_TEMPLATE, type DonorNoticeProps } from "./emails/donor-notice-email";
import { giftsByEmail, recurringByEmail } from "./gifts.server";
import { churchYear } from "./statements.server";

/**
 * "Manage my giving" and "Year-end statement" (issue 30, items 4 and 5): a
 * donor types the address they give with and gets a signed link there. An
 * address we have no gift from gets the same answer and no e-mail (no oracle:
 * the page never says whether someone gives). Asking again within ten minutes
 * sends nothing more, so the form cannot fill someone's inbox.
 */

export type DonorRequestKind = "manage" | "statement";

/** The years a statement may be asked for: this one and the six before it (gift records are kept seven years). */
export function statementYearsOffered(now: number, timeZone: string): number[] {
  const year = churchYear(now, timeZone);
  return Array.from({ length: 7 }, (_, index) => year - index);
}

export type DonorRequestOutcome =
  | { ok: true; email: string }
  | { ok: false; fieldErrors: { email?: "missing" | "invalid"; year?: "invalid" } }
  | { ok: false; noMail: true };

const WINDOW_MS = 10 * 60 * 1000;

export function requestDonorLink(
  kind: DonorRequestKind,
  form: FormData,
  context: { content: DonorContent; language: Language; now: number },
): DonorRequestOutcome {
  const { content, language, now } = context;
  const checked = normaliseEmail(form.get("email"));
  const year = Number(form.get("year"));
  const yearOk = kind === "manage" || statementYearsOffered(now, content.timeZone).includes(year);
  if (!checked.ok || !yearOk) {
    return {
      ok: false,
      fieldErrors: {
        ...(checked.ok ? {} : { email: checked.problem === "missing" ? "missing" : "invalid" }),
        ...(yearOk ? {} : { year: "invalid" }),
      },
    };
  }
  const origin = linkedMailOrigin();
  if (!origin) return { ok: false, noMail: true };
  const email = checked.address;
  if (giftsByEmail(email).length === 0 && recurringByEmail(email).length === 0) return { ok: true, email };
  const db = getDb();
  db.transaction(() => {
    const donor = donorFor(db, email, language, now);
    const place: LinkPlace = { origin, language, defaultLanguage: content.defaultLanguage, now };
    const window = Math.floor(now / WINDOW_MS);
    const base = { sender: donorSender(content, language, origin), language, country: content.country };
    const props: DonorNoticeProps =
      kind === "manage"
        ? { ...base, kind: "manage-link", url: donorUrl(donor.id, MANAGE_PATH, place) }
        : {
            ...base,
            kind: "statement-link",
            year,
            url: donorUrl(donor.id, statementPath(year), place),
            pdfUrl: donorUrl(donor.id, statementPdfPath(year), place),
          };
    queueMail(db, {
      key: `${GIVING_MAIL_PREFIX}${kind}:${donor.id}:${kind === "statement" ? `${year}:` : ""}${window}`,
      template: GIVING_NOTICE_TEMPLATE,
      to: email,
      props,
      now,
      replyTo: content.church.email,
    });
  }).immediate();
  return { ok: true, email };
}

/** What a request page's loader gives its form: the years offered, and whether it has just been sent. */
export function donorRequestPage(
  kind: DonorRequestKind,
  request: Request,
  context: { content: DonorContent; now: number },
) {
  const query = new URL(request.url).searchParams;
  return {
    kind,
    sent: query.get("sent") === "1",
    years: kind === "statement" ? statementYearsOffered(context.now, context.content.timeZone) : [],
    likelyYear: likelyStatementYear(context.now, context.content.timeZone),
  };
}
