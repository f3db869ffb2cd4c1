import { data, Form, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { demoStripe } from "~/features/giving/demo.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { formatMoney } from "~/lib/give-form";
import { privatePageMeta } from "~/lib/meta";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import { siteOrigin } from "~/server/text-response.server";
import giveStyles from "~/styles/give.css?url";
import type { Route } from "./+types/give.demo-checkout";

/**
 * The demo's stand-in for Stripe's hosted Checkout page (decision 035): it
 * shows what the session asks for, and "Pay" completes it in the built-in
 * imitation of Stripe, whose signed webhook records the gift, then goes on to
 * the thank-you page as Stripe would. No card is asked for; no money moves.
 */

const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, args.data?.title ?? "");
export const links = () => [{ rel: "stylesheet", href: giveStyles }];
export const headers = () => PRIVATE;

function sessionOf(id: string | null) {
  const fake = demoStripe();
  const session = id ? fake?.get(id) : undefined;
  const facts = id ? fake?.facts(id) : undefined;
  return fake && session && facts && session.status === "open" ? { fake, session, facts } : null;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const language = context.language ?? defaultLanguage(context.content);
  const { t, tag } = translator(language, context.content.church.locale.country);
  const found = sessionOf(new URL(request.url).searchParams.get("session"));
  if (!found) return data({ title: t("giving.demo.title"), view: null }, { status: 404, headers: PRIVATE });
  const { session, facts } = found;
  const amount = formatMoney(facts.amount, facts.currency, tag);
  const church = context.content.church.name;
  const frequency = facts.recurring
    ? t(
        facts.recurring.interval === "month"
          ? "giving.thanks.frequency.month"
          : facts.recurring.intervalCount === 2
            ? "giving.thanks.frequency.2weeks"
            : "giving.thanks.frequency.week",
      )
    : "";
  return data(
    {
      title: t("giving.demo.title"),
      view: {
        id: session.id,
        pay: t("giving.demo.pay", { amount }),
        // A paid registration (issue 28) goes through the same stand-in: its fee, not a gift to the church.
        registration: facts.metadata.purpose === "registration",
        what:
          facts.metadata.purpose === "registration"
            ? t("giving.demo.registration", { amount, what: facts.name })
            : facts.recurring
              ? t("giving.demo.recurring", { amount, frequency, church, date: facts.metadata.start_date ?? "" })
              : t("giving.demo.amount", { amount, church }),
        email: t("giving.demo.email", { email: facts.email }),
        cancelUrl: facts.cancelUrl,
      },
    },
    { headers: PRIVATE },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  const found = sessionOf(String(submission.form.get("session") ?? ""));
  if (!found) throw redirect("/give", 303);
  if (submission.form.get("choice") === "decline") return data({ declined: true }, { status: 402, headers: PRIVATE });
  const next = await found.fake.pay(found.session.id);
  // On this site (the address Checkout returns to is the language's own, `/es/give/thanks`): absolute, so that
  // React Router does not put the page's basename before it again.
  const { pathname, search } = new URL(next);
  return redirect(new URL(`${pathname}${search}`, siteOrigin(request)).href, { status: 303, headers: PRIVATE });
}

export default function DemoCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const view = loaderData.view;
  return (
    <>
      <PageHeader title={t("giving.demo.heading")} />
      <div className="page container page-stack give">
        <p className="give-notice">{t("giving.demo.explain")}</p>
        {view ? (
          <>
            <p className="lede">{view.what}</p>
            <p>{view.email}</p>
            {actionData?.declined ? (
              <p className="field-error" role="alert">
                {t("giving.demo.declined")}
              </p>
            ) : null}
            <Form method="post" className="give-form">
              <input type="hidden" name="session" value={view.id} />
              <button type="submit" name="choice" value="pay" className="button button-primary">
                {view.pay}
              </button>
              <button type="submit" name="choice" value="decline" className="button button-outline">
                {t("giving.demo.decline")}
              </button>
            </Form>
            <p>
              <a href={view.cancelUrl}>
                {t(view.registration ? "giving.demo.backToRegistration" : "giving.demo.back")}
              </a>
            </p>
          </>
        ) : (
          <p>{t("giving.demo.gone")}</p>
        )}
      </div>
    </>
  );
}
