import { data, Link, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { SignUpForm } from "~/components/sign-ups/sign-up-form";
import { signUpEvent } from "~/features/signups/sign-up-page.server";
import { submitSignUp } from "~/features/signups/sign-up-submission.server";
import { HOLD_MINUTES } from "~/features/signups/hold-times";
import { countStep, pageItCameFrom } from "~/features/insights/count-step.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { pageMeta } from "~/lib/meta";
import type { MessageKey } from "~/messages";
import { NO_STORE, NO_STORE_FOR_ANYONE } from "~/server/document-cache.server";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import pageStyles from "~/styles/pages/plan-visit.css?url";
import { siteOrigin } from "~/server/text-response.server";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/event-sign-up";

/**
 * /events/:id/sign-up (issue 28): an event's sign-up form, for events that
 * take sign-ups on this site. Places left change with every sign-up, so the
 * page is never kept by a cache. A post that signs up comes back here with
 * what happened (?result=…); one with problems shows the form as typed.
 */

const RESULTS: Record<string, MessageKey> = {
  held: "signUps.result.held",
  "held-no-mail": "signUps.result.heldNoMail",
  waitlisted: "signUps.result.waitlisted",
  confirmed: "signUps.result.confirmed",
  "payment-unavailable": "signUps.result.paymentUnavailable",
};

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, args.data?.title, args.data?.description ?? ""),
  { name: "robots", content: "noindex" },
];

// Its own script: the shell's elements and <sign-up-people> (app/elements/sign-up.ts, issue 38).
export const handle: RouteHandle = { elements: "signUp" };

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

function languageOf(context: Route.LoaderArgs["context"]) {
  return context.language ?? defaultLanguage(context.content);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = languageOf(context);
  const found = await signUpEvent(params.id, context.now, language, context.content);
  if (!found) throw data(null, { status: 404, headers: NO_STORE });
  const { t } = translator(language, context.content.church.locale.country);
  const query = new URL(request.url).searchParams;
  const result = query.get("result");
  // The place in line the sign-up took (?line=, from the post's redirect); 0 says none.
  const line = /^[1-9]\d{0,5}$/.test(query.get("line") ?? "") ? Number(query.get("line")) : 0;
  return data(
    {
      page: found.page,
      result: result && result in RESULTS ? RESULTS[result]! : null,
      resultValues: { line, minutes: HOLD_MINUTES },
      title: t("signUps.page.title", { event: found.page.name }),
      description: t("signUps.page.description", { event: found.page.name, church: context.content.church.name }),
      officeEmail: context.content.church.email,
    },
    // The places left, fresh for everyone asking now: a rush at opening time shares each render.
    { headers: NO_STORE_FOR_ANYONE },
  );
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  const outcome = await submitSignUp(submission.form, {
    eventId: params.id,
    now: context.now,
    language: languageOf(context),
    clientAddress: context.clientAddress,
    content: context.content,
    origin: siteOrigin(request),
  });
  if (!outcome) throw data(null, { status: 404, headers: NO_STORE });
  if (outcome.ok) countStep("sign-up", { now: context.now, from: pageItCameFrom(request), detail: params.id });
  // A priced sign-up pays at Stripe's Checkout (the demo church's own checkout page in demo mode).
  if (outcome.ok && outcome.result === "checkout") return redirect(outcome.url, { status: 303, headers: NO_STORE });
  if (outcome.ok) {
    const line = outcome.result === "waitlisted" ? `&line=${outcome.placeInLine}` : "";
    return redirect(`/events/${params.id}/sign-up?result=${outcome.result}${line}`, { status: 303, headers: NO_STORE });
  }
  return data(
    { page: outcome.page, values: outcome.values, errors: outcome.errors, refusal: outcome.refusal ?? null },
    { status: 400, headers: NO_STORE },
  );
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function EventSignUp({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const page = actionData?.page ?? loaderData.page;
  const single = page.dates.length === 1 ? page.dates[0]! : null;
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="page container readable-page">
        {loaderData.result ? (
          <p className="form-message" role="status">
            {t(loaderData.result, loaderData.resultValues)}
          </p>
        ) : null}
        {single ? (
          <p>
            <strong>{t("signUps.page.when")}:</strong> {single.label}
            {page.location ? ` · ${page.location}` : ""}
            {single.full ? <strong> · {t("signUps.page.full")}</strong> : null}
            {!single.full && single.placesLeft !== null ? (
              <strong> · {t("signUps.page.placesLeft", { count: single.placesLeft })}</strong>
            ) : null}
          </p>
        ) : null}
        {page.descriptionLines.map((line, index) => (
          <p key={index}>{line}</p>
        ))}
        {page.open ? (
          <section aria-labelledby="sign-up-heading">
            <h2 id="sign-up-heading">{t("signUps.form.submit")}</h2>
            <SignUpForm
              page={page}
              values={actionData?.values}
              errors={actionData?.errors}
              refusal={actionData?.refusal ?? undefined}
            />
          </section>
        ) : page.paymentsUnavailable ? (
          <p className="notice">
            {loaderData.officeEmail
              ? t("signUps.page.paymentsUnavailable", { email: loaderData.officeEmail })
              : t("signUps.page.paymentsUnavailableNoEmail")}
          </p>
        ) : (
          <p>{t("signUps.page.closed")}</p>
        )}
        <p>
          <Link to="/events">{t("signUps.page.back")}</Link>
        </p>
      </div>
    </>
  );
}
