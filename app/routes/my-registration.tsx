import { useId } from "react";
import { ClosedNotice } from "~/components/closed-notice";
import { data, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { SignedForm } from "~/components/signed-form";
import { translator } from "~/i18n/translate";
import { useT } from "~/hooks/use-t";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import {
  cancelByLink,
  genuineRegistrationLink,
  manageContextOf,
  PRIVATE,
  registrationView,
  VIEW_STATUS,
  type RegistrationView,
} from "~/features/signups/manage-registration.server";
import { settleReturn, startCheckout } from "~/features/signups/paid-registrations.server";
import { publicOrigin } from "~/features/signups/registration-mail.server";
import { privatePageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/plan-visit.css?url";
import type { Route } from "./+types/my-registration";

/**
 * /my-registration?registration=…&sig=…: where a registration's e-mails lead,
 * to see it and cancel it without signing in (issue 28). The answer is the
 * person's own: never kept by a cache, never indexed, and the address (which
 * holds the signature) is not sent on to other sites.
 */

export const meta = (args: Route.MetaArgs) => {
  const { t } = translator(args.data?.language ?? "en");
  return privatePageMeta(args, t("signUpsManage.title"), t("signUpsManage.description"));
};

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export const headers = () => PRIVATE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const manage = manageContextOf(context);
  // Back from Checkout: Stripe is asked now, so the page can say it is paid before the webhook comes.
  const session = query.get("session");
  const registration = query.get("registration");
  if (session && registration && genuineRegistrationLink(registration, query.get("sig"))) {
    await settleReturn(registration, session, context.content, context.now);
  }
  const view = registrationView(query.get("registration"), query.get("sig"), manage);
  const done = query.get("done");
  return data(
    {
      view,
      language: manage.language,
      done: done === "cancelled" || done === "claimed" || done === "paid" || done === "unpaid" ? done : null,
    },
    { status: VIEW_STATUS[view.kind], headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  const form = submission.form;
  if (form.get("intent") === "pay" && genuineRegistrationLink(form.get("registration"), form.get("sig"))) {
    // Back to Stripe's Checkout page: the places held again for 15 minutes, if they still are.
    const origin = publicOrigin() ?? new URL(request.url).origin;
    const checkout = await startCheckout(String(form.get("registration")), {
      content: context.content,
      now: context.now,
      origin,
    });
    if (checkout.ok) return redirect(checkout.url, { status: 303, headers: PRIVATE });
  }
  const outcome =
    form.get("intent") === "pay" ? { kind: "refused" as const } : cancelByLink(form, manageContextOf(context));
  if (outcome.kind === "forged") return data({ refused: true }, { status: 403, headers: PRIVATE });
  const back = new URLSearchParams({ registration: String(form.get("registration")), sig: String(form.get("sig")) });
  if (outcome.kind === "done") back.set("done", "cancelled");
  return redirect(`/my-registration?${back}`, { status: 303, headers: PRIVATE });
}

export default function MyRegistration({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t("signUpsManage.title")} />
      <div className="page container readable-page my-visit">
        <Body view={loaderData.view} done={loaderData.done} />
      </div>
    </>
  );
}

function Body({ view, done }: { view: RegistrationView; done: string | null }) {
  const { t } = useT();
  const id = useId();
  switch (view.kind) {
    case "forged":
      return <Closed heading={t("signUpsManage.forged.heading")}>{t("signUpsManage.forged.text")}</Closed>;
    case "gone":
      return <Closed heading={t("signUpsManage.gone.heading")}>{t("signUpsManage.gone.text")}</Closed>;
    case "past":
      return (
        <Closed heading={t("signUpsManage.past.heading")}>{t("signUpsManage.past.text", { event: view.event })}</Closed>
      );
    case "cancelled":
      return (
        <Closed heading={t("signUpsManage.cancelled.heading")} status={done === "cancelled"}>
          {t("signUpsManage.cancelled.text", { event: view.event })}
          {done === "cancelled" ? ` ${t("signUpsManage.cancelled.emailed")}` : ""}
        </Closed>
      );
  }
  const status =
    view.status === "confirmed"
      ? t("signUpsManage.status.confirmed")
      : view.status === "waitlisted"
        ? t("signUpsManage.status.waitlisted", { line: view.placeInLine })
        : t(`signUpsManage.status.${view.status}`, { until: view.until ?? "" });
  return (
    <>
      {/* Back from Checkout: paid only once the store says so (the webhook or Stripe asked on the way back). */}
      {done === "claimed" || (done === "paid" && view.status === "confirmed") ? (
        <p className="notice" role="status">
          {t(done === "claimed" ? "signUpsManage.claim.claimed" : "signUpsManage.paid.done")}
        </p>
      ) : null}
      {done === "unpaid" && view.status === "pending_payment" ? (
        <p className="notice" role="status">
          {t("signUpsManage.paid.cancelledCheckout", { until: view.until ?? "" })}
        </p>
      ) : null}
      <section aria-labelledby={`${id}-registration`}>
        <h2 id={`${id}-registration`}>{t("signUpsManage.open.heading", { name: view.name })}</h2>
        <p>
          <strong>{view.event}</strong>
          <br />
          {status}
        </p>
        <dl className="registration-facts">
          <dt>{t("signUpsManage.label.when")}</dt>
          <dd>{view.when}</dd>
          {view.where ? (
            <>
              <dt>{t("signUpsManage.label.where")}</dt>
              <dd>{view.where}</dd>
            </>
          ) : null}
          <dt>{t("signUpsManage.label.who")}</dt>
          <dd>{view.who.join("; ")}</dd>
        </dl>
        {view.answers.length > 0 ? (
          <>
            <h3>{t("signUpsManage.label.answers")}</h3>
            <dl className="registration-facts">
              {view.answers.map((answer) => (
                <div key={answer.question}>
                  <dt>{answer.question}</dt>
                  <dd>
                    {typeof answer.answer === "boolean"
                      ? t(answer.answer ? "signUpsMail.answer.yes" : "signUpsMail.answer.no")
                      : answer.answer}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </section>
      {view.status === "pending_payment" ? (
        <SignedForm
          fields={{ registration: view.registration, sig: view.sig, intent: "pay" }}
          submit={t("signUpsManage.claim.pay")}
          primary
        />
      ) : null}
      <section aria-labelledby={`${id}-cancel`}>
        <h2 id={`${id}-cancel`}>{t("signUpsManage.cancel.heading")}</h2>
        {view.status !== "waitlisted" ? <p>{t("signUpsManage.cancel.text", { places: view.places })}</p> : null}
        <SignedForm
          fields={{ registration: view.registration, sig: view.sig }}
          submit={t(
            view.status === "waitlisted" ? "signUpsManage.cancel.waitlistButton" : "signUpsManage.cancel.button",
          )}
        />
      </section>
    </>
  );
}

function Closed(props: { heading: string; status?: boolean; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <ClosedNotice id="my-registration-closed" next={{ to: "/events", label: t("signUpsManage.events") }} {...props} />
  );
}
