import { data, Link, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { SignedForm } from "~/components/signed-form";
import { translator } from "~/i18n/translate";
import { useT } from "~/hooks/use-t";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import { claimAction, claimView } from "~/features/signups/claim-offer.server";
import { manageContextOf, PRIVATE } from "~/features/signups/manage-registration.server";
import { publicOrigin } from "~/features/signups/registration-mail.server";
import { passOnIfLapsed } from "~/features/signups/waitlist.server";
import { privatePageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/plan-visit.css?url";
import type { Route } from "./+types/my-registration-claim";

/**
 * /my-registration/claim?registration=…&exp=…&sig=…: the waitlist's offer of
 * a place (issue 28). The page shows what is held and until when; the button
 * claims it. Private like /my-registration.
 */

export const meta = (args: Route.MetaArgs) => {
  const { t } = translator(args.data?.language ?? "en");
  return privatePageMeta(args, t("signUpsManage.claim.title"), t("signUpsManage.description"));
};

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export const headers = () => PRIVATE;

export function loader({ request, context }: Route.LoaderArgs) {
  const manage = manageContextOf(context);
  // An offer that lapsed by this request's clock passes on now, not at the next minute's check.
  const id = new URL(request.url).searchParams.get("registration");
  if (id && id.length <= 64) passOnIfLapsed(id, { content: context.content, now: context.now });
  const view = claimView(new URL(request.url).searchParams, manage);
  if (view.kind === "claimed") throw redirect(view.manage, { status: 303, headers: PRIVATE });
  return data({ view, language: manage.language }, { status: view.kind === "forged" ? 403 : 200, headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  const origin = publicOrigin() ?? new URL(request.url).origin;
  const outcome = await claimAction(submission.form, { ...manageContextOf(context), origin });
  if (outcome.kind === "claimed") return redirect(outcome.manage, { status: 303, headers: PRIVATE });
  // Off to Stripe's Checkout page for a priced event (the only address outside the site it sends anyone to).
  if (outcome.kind === "pay") return redirect(outcome.url, { status: 303, headers: PRIVATE });
  const back = new URLSearchParams();
  for (const name of ["registration", "exp", "sig"]) back.set(name, String(submission.form.get(name) ?? ""));
  return redirect(`/my-registration/claim?${back}`, { status: 303, headers: PRIVATE });
}

export default function ClaimPlace({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { view } = loaderData;
  return (
    <>
      <PageHeader title={t("signUpsManage.claim.title")} />
      <div className="page container readable-page my-visit">
        {view.kind === "open" ? (
          <section aria-labelledby="claim-place">
            <h2 id="claim-place">{t("signUpsManage.claim.title")}</h2>
            <p>{view.text}</p>
            <SignedForm
              fields={{ registration: view.registration, exp: view.exp, sig: view.sig }}
              submit={t("signUpsManage.claim.button")}
              primary
            />
          </section>
        ) : (
          <section aria-labelledby="claim-closed">
            <h2 id="claim-closed">
              {t(view.kind === "forged" ? "signUpsManage.forged.heading" : "signUpsManage.claim.lapsed.heading")}
            </h2>
            <p>{t(view.kind === "forged" ? "signUpsManage.forged.text" : "signUpsManage.claim.lapsed.text")}</p>
            <p>
              <Link className="button button-gold" to="/events">
                {t("signUpsManage.events")}
              </Link>
            </p>
          </section>
        )}
      </div>
    </>
  );
}
