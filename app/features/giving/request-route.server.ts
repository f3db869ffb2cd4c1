import { data, redirect } from "react-router";
import type { ChurchContent } from "~/content/model";
import { defaultLanguage } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { answerAfterFloor } from "~/server/answer-floor.server";
import { NO_STORE } from "~/server/document-cache.server";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import { donorContentOf } from "./donor-content";
import { donorRequestPage, requestDonorLink, type DonorRequestKind } from "./donor-requests.server";

/**
 * The loader and action that /give/manage and /give/statement share: the
 * request form's page, and its post, answered with a redirect that thanks
 * the donor the same way for any address (issue 30: no oracle), and after
 * the same time (issue 38): a donor's address writes a link to the outbox, a
 * stranger's writes nothing, and the answer waits for DONOR_ANSWER_FLOOR_MS
 * either way, as sign-in does (features/auth/sign-in.server.ts).
 */
/** Longer than the donor's path takes on a busy day (a transaction and a queued e-mail, ~15 ms quiet). */
export const DONOR_ANSWER_FLOOR_MS = 300;

interface Args {
  request: Request;
  context: { content: ChurchContent; now: number; language?: Language };
}

/** The church's giving facts, or the page is not there (giving is `link` or `off`). */
export function donorContentOrNotFound(args: { context: { content: ChurchContent } }) {
  const content = donorContentOf(args.context.content);
  if (!content) throw data(null, { status: 404 });
  return content;
}

/** The page's words for its title and description (the meta tags), in the page's language. */
export function pageWords(args: Args) {
  return translator(
    args.context.language ?? defaultLanguage(args.context.content),
    args.context.content.church.locale.country,
  ).t;
}

export function requestPageLoader(kind: DonorRequestKind, args: Args) {
  const content = donorContentOrNotFound(args);
  const t = pageWords(args);
  const page = donorRequestPage(kind, args.request, { content, now: args.context.now });
  const meta =
    kind === "manage"
      ? { title: t("givingDonor.request.manage.title"), description: t("givingDonor.request.manage.lead") }
      : { title: t("givingDonor.request.statement.title"), description: t("givingDonor.request.statement.lead") };
  return data({ ...page, meta }, { headers: NO_STORE });
}

export async function requestPageAction(kind: DonorRequestKind, args: Args) {
  const content = donorContentOrNotFound(args);
  const started = performance.now();
  const submission = await readProtectedForm(args.request);
  if (!submission.ok) return refusedDocument(submission);
  const language = args.context.language ?? defaultLanguage(args.context.content);
  const outcome = requestDonorLink(kind, submission.form, { content, language, now: args.context.now });
  if (outcome.ok)
    return answerAfterFloor(
      started,
      DONOR_ANSWER_FLOOR_MS,
      redirect(`/give/${kind}?sent=1`, { status: 303, headers: NO_STORE }),
    );
  const values = {
    email: String(submission.form.get("email") ?? "").slice(0, 254),
    year: String(submission.form.get("year") ?? ""),
  };
  if ("noMail" in outcome) return data({ noMail: true, values, errors: {} }, { status: 503, headers: NO_STORE });
  return data({ noMail: false, values, errors: outcome.fieldErrors }, { status: 400, headers: NO_STORE });
}
