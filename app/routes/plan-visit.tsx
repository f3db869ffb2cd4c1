import { data, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { PlanVisitForm } from "~/components/plan-visit-form";
import { refusedDocument } from "~/server/form-answer.server";
import { NO_STORE } from "~/server/document-cache.server";
import { readProtectedForm } from "~/server/protection.server";
import { visitContentOf } from "~/features/visits/visit-content";
import { planOptions } from "~/features/visits/plan-options.server";
import { pageToReturnTo, submitPlan } from "~/features/visits/plan-submission.server";
import { contextTranslator } from "~/i18n/context";
import { useT } from "~/hooks/use-t";
import { metaT, pageMeta } from "~/lib/meta";
import { VISIT_FLAG } from "~/lib/visit-form";
import pageStyles from "~/styles/pages/plan-visit.css?url";
import type { Route } from "./+types/plan-visit";

/**
 * /plan-visit: where the plan-a-visit form posts without JavaScript. A plan
 * stored sends the visitor back to the page they came from, which thanks
 * them (`?visit=emailed#plan-visit`); a form with problems comes back here,
 * as typed, each problem beside its field. Also the form on a page of its
 * own (`?from=/easter` for a season's services).
 */

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, metaT(args)("visit.page.title"), metaT(args)("visit.page.description")),
  { name: "robots", content: "noindex" },
];

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export function loader({ request, context }: Route.LoaderArgs) {
  const from = pageToReturnTo(new URL(request.url).searchParams.get("from"));
  return { from, options: planOptions(visitContentOf(context.content), context.now, from, context.language) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  // A plain post: the write guards answer a refusal themselves (rate limit, origin); these are a bad token or the honeypot.
  if (!submission.ok) return refusedDocument(submission);
  const content = visitContentOf(context.content);
  const { t } = contextTranslator(context);
  const { outcome, from, values, message } = await submitPlan(submission.form, {
    content,
    now: context.now,
    language: context.language,
    t,
    clientAddress: context.clientAddress,
  });
  if (outcome.ok) {
    const flag = outcome.held ? VISIT_FLAG.held : outcome.emailed ? VISIT_FLAG.emailed : VISIT_FLAG.received;
    const back = `${from}?${VISIT_FLAG.name}=${flag}#plan-visit`;
    return redirect(back, { status: 303, headers: NO_STORE });
  }
  const options = planOptions(content, context.now, from, context.language);
  return data({ values, errors: outcome.fieldErrors, message, options, from }, { status: 400, headers: NO_STORE });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function PlanVisitPage({ loaderData, actionData }: Route.ComponentProps) {
  const options = actionData?.options ?? loaderData.options;
  const from = actionData?.from ?? loaderData.from;
  const { t } = useT();
  return (
    <>
      <PageHeader title={t("visit.page.title")} tagline={t("visit.page.description")} />
      <div className="page container readable-page">
        <section id="plan-visit" aria-labelledby="plan-visit-form-heading" className="plan-visit-page">
          <h2 id="plan-visit-form-heading">{t(actionData ? "visit.page.checkHeading" : "visit.page.formHeading")}</h2>
          <PlanVisitForm
            options={options}
            from={from}
            values={actionData?.values}
            errors={actionData?.errors}
            message={actionData?.message}
          />
        </section>
        <p>
          <a href={from}>{t("visit.page.back")}</a>
        </p>
      </div>
    </>
  );
}
