import { data, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { SignedForm } from "~/components/signed-form";
import {
  confirmationOf,
  confirmSubscriber,
  CONFIRM_PATH,
  type Confirmation,
} from "~/features/newsletter/local-list.server";
import { useT } from "~/hooks/use-t";
import { metaT, pageMeta } from "~/lib/meta";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import type { Route } from "./+types/newsletter-confirm";

/**
 * /newsletter/confirm?subscriber=…&sig=…: where the confirmation e-mail of a
 * sign-up to the site's own list leads (issue 26, double opt-in). A button
 * confirms, not the visit itself: a mail system that opens links to check
 * them must not sign anyone up. Private like /my-visit (docs/decisions/026).
 */

const PRIVATE = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
} as const;

const STATUS: Record<Confirmation, number> = { forged: 403, gone: 404, pending: 200, confirmed: 200 };

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, metaT(args)("newsletterMail.heading"), metaT(args)("newsletterMail.page.description")),
  { name: "robots", content: "noindex" },
];

export function headers() {
  return PRIVATE;
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const [subscriber, sig] = [query.get("subscriber"), query.get("sig")];
  const found = confirmationOf(subscriber, sig);
  return data({ found, subscriber: subscriber ?? "", sig: sig ?? "" }, { status: STATUS[found], headers: PRIVATE });
}

export async function action({ request }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  const [subscriber, sig] = [submission.form.get("subscriber"), submission.form.get("sig")];
  const outcome = confirmSubscriber(subscriber, sig);
  if (outcome !== "confirmed") return data(null, { status: STATUS[outcome], headers: PRIVATE });
  const back = new URLSearchParams({ subscriber: String(subscriber), sig: String(sig) });
  return redirect(`${CONFIRM_PATH}?${back}`, { status: 303, headers: PRIVATE });
}

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { found, subscriber, sig } = loaderData;
  const { t } = useT();
  return (
    <>
      <PageHeader title={t("newsletterMail.page.title")} />
      <div className="page container readable-page">
        <section aria-labelledby="confirm-heading">
          {found === "forged" ? (
            <>
              <h2 id="confirm-heading">{t("newsletterMail.page.forged.heading")}</h2>
              <p>{t("newsletterMail.page.forged.text")}</p>
            </>
          ) : found === "gone" ? (
            <>
              <h2 id="confirm-heading">{t("newsletterMail.page.gone.heading")}</h2>
              <p>{t("newsletterMail.page.gone.text")}</p>
            </>
          ) : found === "confirmed" ? (
            <>
              <h2 id="confirm-heading">{t("newsletterMail.page.confirmed.heading")}</h2>
              <p role="status">{t("newsletterMail.page.confirmed.text")}</p>
            </>
          ) : (
            <>
              <h2 id="confirm-heading">{t("newsletterMail.heading")}</h2>
              <p>{t("newsletterMail.page.pending.text")}</p>
              <SignedForm fields={{ subscriber, sig }} submit={t("newsletterMail.button")} primary />
            </>
          )}
        </section>
      </div>
    </>
  );
}
