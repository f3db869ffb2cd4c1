import { data, redirect } from "react-router";
import { FormView } from "~/components/forms/form-view";
import { blankFormView, returnedFormView } from "~/features/forms/form-page.server";
import { submitForm } from "~/features/forms/submit-form.server";
import { countStep, pageItCameFrom } from "~/features/insights/count-step.server";
import { copyWallLink } from "~/features/prayer/wall-links.server";
import { defaultLanguage } from "~/i18n/content-language";
import { pageMeta } from "~/lib/meta";
import { markdownToText } from "~/lib/markdown";
import type { FormPageView, FormRefusal } from "~/lib/form-view";
import { NO_STORE } from "~/server/document-cache.server";
import { describeError, log } from "~/server/logger.server";
import { readProtectedForm } from "~/server/protection.server";
import pageStyles from "~/styles/pages/form.css?url";
import type { Route } from "./+types/form";

/**
 * /forms/<id> (and /es/forms/<id>): one of the church's forms (issue 35),
 * forms/<id>.yaml in the page's language. The page carries its own one-time
 * token, so no cache keeps it. Its form posts here without JavaScript (a
 * page's form section too); the answer is this page again: thanked once the
 * submission is stored, or the answers with each problem beside its field,
 * or a refusal said in the page's language, and nothing stored.
 */

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    args.data?.view.form.title ?? "",
    args.data?.view.form.intro ? markdownToText(args.data.view.form.intro) : "",
  );

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

function formOf(context: Route.LoaderArgs["context"], id: string | undefined) {
  const form = id ? context.content.forms[id] : undefined;
  if (!form) throw data(null, { status: 404 });
  return form;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const form = formOf(context, params.id);
  // After sending: the same thank-you for everyone, so a cache may keep it. No token is made for it: a
  // render that signs one is that visitor's alone, whatever its headers say (docs/decisions/065).
  if (new URL(request.url).searchParams.get("sent") === "1")
    return data({ view: { form, token: "", dateLimits: {}, received: true } });
  const view = blankFormView(form, context.now, context.content.church.locale.timeZone);
  return data({ view }, { headers: NO_STORE });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = formOf(context, params.id);
  const timeZone = context.content.church.locale.timeZone;
  const answer = (view: FormPageView, status: number, retryAfter?: number) =>
    data({ view }, { status, headers: { ...NO_STORE, ...(retryAfter ? { "Retry-After": String(retryAfter) } : {}) } });
  const refuse = (posted: FormData | null, refusal: FormRefusal, status: number, retryAfter?: number) =>
    answer(returnedFormView(form, posted, context.now, timeZone, { refusal }), status, retryAfter);

  const submission = await readProtectedForm(request);
  if (!submission.ok) {
    const { refusal } = submission;
    if (refusal.status === 429) {
      const minutes = Math.max(1, Math.ceil((refusal.retryAfter ?? 60) / 60));
      return refuse(null, { code: "tooMany", minutes }, 429, refusal.retryAfter);
    }
    // Too large: never read, so the answers cannot come back; the page says so in its language (never a plain 413).
    if (refusal.status === 413) return refuse(null, { code: "tooLarge" }, 413);
    return refuse(null, { code: submission.reason === "honeypot" ? "honeypot" : "invalid" }, refusal.status);
  }
  const posted = submission.form;
  try {
    const outcome = await submitForm(form, posted, {
      content: context.content,
      language: context.language ?? defaultLanguage(context.content),
      now: context.now,
      clientAddress: context.clientAddress,
      // A prayer request meant for the wall: the sender's copy carries the link that takes it off.
      copyLink: copyWallLink(context.content),
    });
    if (outcome.kind === "received" && !outcome.duplicate)
      countStep("form-send", { now: context.now, from: pageItCameFrom(request), detail: form.id });
    // Stored (or stored before: the same token): the thank-you page, which no render of this post delays.
    if (outcome.kind === "received") return redirect(`/forms/${form.id}?sent=1`, { status: 303, headers: NO_STORE });
    if (outcome.kind === "problems") {
      return answer(returnedFormView(form, posted, context.now, timeZone, { problems: outcome.problems }), 400);
    }
    if (outcome.reason === "too-many") {
      const minutes = Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60));
      return refuse(posted, { code: "tooMany", minutes }, 429, outcome.retryAfterSeconds);
    }
    const code = outcome.reason === "too-fast" ? "tooFast" : outcome.reason;
    return refuse(posted, { code }, 400);
  } catch (error) {
    // Not stored (the disk, the database): said so, with the answers kept in the form to send again.
    log("error", "form submission not stored", { form: form.id, error: describeError(error) });
    return refuse(posted, { code: "unavailable" }, 503);
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData?.view ?? loaderData.view;
  return (
    <div className="page container readable-page form-page">
      <FormView view={view} headingLevel={1} />
    </div>
  );
}
