import { data, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import {
  confirmationOf,
  confirmSubscriber,
  CONFIRM_PATH,
  type Confirmation,
} from "~/features/newsletter/local-list.server";
import { pageMeta } from "~/lib/meta";
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
  ...pageMeta(args, "Confirm your sign-up", "Confirm your sign-up to our e-mail list."),
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
  return (
    <>
      <PageHeader title="Our e-mail list" />
      <div className="page container readable-page">
        <section aria-labelledby="confirm-heading">
          {found === "forged" ? (
            <>
              <h2 id="confirm-heading">This link does not work</h2>
              <p>
                We could not recognise this link, so nothing was changed. Please use the link in the e-mail we sent you.
              </p>
            </>
          ) : found === "gone" ? (
            <>
              <h2 id="confirm-heading">This address is no longer on our list</h2>
              <p>
                It may have been removed at your request. Nothing was changed; you are welcome to sign up again below.
              </p>
            </>
          ) : found === "confirmed" ? (
            <>
              <h2 id="confirm-heading">You are on the list</h2>
              <p role="status">
                Thank you: your sign-up is confirmed, and our news and updates will come to you by e-mail.
              </p>
            </>
          ) : (
            <>
              <h2 id="confirm-heading">Confirm your sign-up</h2>
              <p>Press the button to receive our news and updates by e-mail.</p>
              <form method="post">
                <input type="hidden" name="subscriber" value={subscriber} />
                <input type="hidden" name="sig" value={sig} />
                <button type="submit" className="button button-gold">
                  Confirm my sign-up
                </button>
              </form>
            </>
          )}
        </section>
      </div>
    </>
  );
}
