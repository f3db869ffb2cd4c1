import { useId } from "react";
import { ClosedNotice } from "~/components/closed-notice";
import { data, redirect } from "react-router";
import { CancelVisit, HeldVisit, visitFields } from "~/components/held-visit";
import { SignedForm } from "~/components/signed-form";
import { PageHeader } from "~/components/page-header";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import { visitContentOf } from "~/features/visits/visit-content";
import { manageAction, manageView, VIEW_STATUS, type ManageView } from "~/features/visits/manage.server";
import { useT } from "~/hooks/use-t";
import { contextTranslator } from "~/i18n/context";
import type { Translate } from "~/i18n/translate";
import { metaT, pageMeta } from "~/lib/meta";
import { visitMessages } from "~/lib/visit-form";
import pageStyles from "~/styles/pages/plan-visit.css?url";
import type { Route } from "./+types/my-visit";

/**
 * /my-visit?visit=…&sig=…: where a visit's e-mails lead, to change the date
 * or cancel without signing in (docs/decisions/026-signed-visit-links-issue-19.md).
 * The answer is the visitor's own: never kept by a cache, never indexed, and
 * the address (which holds the signature) is not sent on to other sites.
 */

const PRIVATE = {
  "Cache-Control": "no-store",
  // Never the address (which holds the signature) to another site; "no-referrer" would also blank the
  // Origin of the page's own posts, which the write guard must see.
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, metaT(args)("visit.manage.title"), metaT(args)("visit.manage.description")),
  { name: "robots", content: "noindex" },
];

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export function headers() {
  return PRIVATE;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const view = manageView(query.get("visit"), query.get("sig"), {
    content: visitContentOf(context.content),
    now: context.now,
    language: context.language,
  });
  const done = query.get("done");
  return data(
    {
      view,
      done: done === "changed" || done === "cancelled" || done === "unchanged" || done === "confirmed" ? done : null,
    },
    { status: VIEW_STATUS[view.kind], headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  const form = submission.form;
  const messages = visitMessages(contextTranslator(context).t);
  const outcome = await manageAction(form, {
    content: visitContentOf(context.content),
    now: context.now,
    language: context.language,
    messages,
  });
  if (outcome.kind === "forged") return data({ problem: null }, { status: 403, headers: PRIVATE });
  // The page shows the plan as it now is (changed, cancelled, or why it could not be).
  const back = new URLSearchParams({ visit: String(form.get("visit")), sig: String(form.get("sig")) });
  if (outcome.kind === "done") back.set("done", outcome.what);
  if (outcome.kind === "problem") return data({ problem: outcome.message }, { status: 400, headers: PRIVATE });
  return redirect(`/my-visit?${back}`, { status: 303, headers: PRIVATE });
}

const DONE_MESSAGES = {
  changed: (view: Extract<ManageView, { kind: "open" }>, t: Translate) =>
    t("visit.manage.changed", { service: view.serviceLabel }) + (view.emails ? t("visit.manage.changedEmailed") : ""),
  unchanged: (_view: unknown, t: Translate) => t("visit.manage.unchanged"),
  confirmed: (view: Extract<ManageView, { kind: "open" }>, t: Translate) =>
    t("visit.manage.confirmed") + (view.emails ? t("visit.manage.confirmedEmailed") : ""),
};

export default function MyVisit({ loaderData, actionData }: Route.ComponentProps) {
  const { view, done } = loaderData;
  const { t } = useT();
  return (
    <>
      <PageHeader title={t("visit.manage.title")} />
      <div className="page container readable-page my-visit">
        <Body view={view} done={done} problem={actionData?.problem ?? null} />
      </div>
    </>
  );
}

function Body({ view, done, problem }: { view: ManageView; done: string | null; problem: string | null }) {
  const selectId = useId();
  const { t } = useT();
  switch (view.kind) {
    case "forged":
      return <Closed heading={t("visit.manage.forged.heading")}>{t("visit.manage.forged.text")}</Closed>;
    case "gone":
      return <Closed heading={t("visit.manage.gone.heading")}>{t("visit.manage.gone.text")}</Closed>;
    case "cancelled":
      return (
        <Closed heading={t("visit.manage.cancelled.heading")} status={done === "cancelled"}>
          {t("visit.manage.cancelled.text", { service: view.serviceLabel })}
          {done === "cancelled" ? t("visit.manage.cancelled.emailed") : ""}
          {t("visit.manage.cancelled.welcome")}
        </Closed>
      );
    case "past":
      return (
        <Closed heading={t("visit.manage.past.heading")}>
          {t("visit.manage.past.text", { service: view.serviceLabel })}
        </Closed>
      );
    case "held":
      return <HeldVisit view={view} problem={problem} />;
  }
  return (
    <>
      {done === "changed" || done === "unchanged" || done === "confirmed" ? (
        <p className="notice" role="status">
          {DONE_MESSAGES[done](view, t)}
        </p>
      ) : null}
      <section aria-labelledby={`${selectId}-plan`}>
        <h2 id={`${selectId}-plan`}>{t("visit.manage.plan", { name: view.name })}</h2>
        <p>
          {view.serviceName}, {view.serviceLabel}
          <br />
          {view.party}
        </p>
      </section>
      <section aria-labelledby={`${selectId}-change`}>
        <h2 id={`${selectId}-change`}>{t("visit.manage.change.heading")}</h2>
        <SignedForm
          fields={visitFields(view, "change")}
          submit={t("visit.manage.change.submit")}
          primary
          className="visit-change-form"
        >
          <div className="field">
            <label htmlFor={selectId}>{t("visit.form.service")}</label>
            <select
              id={selectId}
              name="service"
              defaultValue={view.serviceId}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${selectId}-error` : undefined}
            >
              {view.options.map((option) => (
                <option
                  key={option.value}
                  value={option.value}
                  disabled={option.full && option.value !== view.serviceId}
                >
                  {option.full ? t("visit.form.full", { label: option.label }) : option.label}
                </option>
              ))}
            </select>
            {problem ? (
              <p className="field-error" id={`${selectId}-error`}>
                {problem}
              </p>
            ) : null}
          </div>
        </SignedForm>
      </section>
      <CancelVisit id={selectId} view={view} />
    </>
  );
}

function Closed(props: { heading: string; status?: boolean; children: React.ReactNode }) {
  const { t } = useT();
  return <ClosedNotice id="my-visit-closed" next={{ to: "/visit", label: t("visit.manage.planNew") }} {...props} />;
}
