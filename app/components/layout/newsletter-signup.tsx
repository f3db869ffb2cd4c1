import { useHref, useLocation } from "react-router";
import { useT } from "~/hooks/use-t";
import type { Translate } from "~/i18n/translate";
import { NEWSLETTER_FLAG, NEWSLETTER_MESSAGES, type NewsletterAnswer } from "./newsletter-messages";

/**
 * SPEC 2.24, 5 and 8: the e-mail sign-up below every page. As the server
 * sends it, a plain form post to /newsletter that comes back to this page
 * with ?newsletter=received|invalid|error, which this component reads.
 * <newsletter-signup> (app/elements/newsletter-signup.ts) adds the live check
 * and posts in the background; the success markup waits in a <template> for it.
 */
export function NewsletterSignup() {
  const location = useLocation();
  const { t } = useT();
  // The page's language's address (`/es/newsletter`): the sign-up keeps that language, and is written to in it.
  const action = useHref("/newsletter");
  const answer = answerFromFlag(new URLSearchParams(location.search).get(NEWSLETTER_FLAG), t);
  const problem = answer && !answer.ok ? answer.message : undefined;

  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <newsletter-signup
        className="container newsletter-inner"
        data-invalid={t(NEWSLETTER_MESSAGES.invalid)}
        data-failed={t(NEWSLETTER_MESSAGES.failed)}
      >
        <h2 id="newsletter-heading">{t("layout.newsletter.heading")}</h2>
        {answer?.ok ? (
          <Success />
        ) : (
          <>
            <p>{t("layout.newsletter.intro")}</p>
            <form method="post" action={action} className="newsletter-form">
              <label htmlFor="newsletter-email" className="visually-hidden">
                {t("layout.newsletter.email")}
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                maxLength={254}
                placeholder={t("layout.newsletter.email")}
                autoComplete="email"
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? "newsletter-problem" : undefined}
              />
              <button type="submit">{t("layout.newsletter.submit")}</button>
            </form>
            <p id="newsletter-problem" className="newsletter-problem" role="alert">
              {problem}
            </p>
            <template>
              <Success />
            </template>
          </>
        )}
      </newsletter-signup>
    </section>
  );
}

/** SPEC 2.24: the form gives way to an animated green checkmark. */
function Success() {
  const { t } = useT();
  return (
    <div className="newsletter-success" role="status" tabIndex={-1}>
      <svg className="newsletter-check" viewBox="0 0 52 52" aria-hidden="true" focusable="false">
        <circle className="newsletter-check-circle" cx="26" cy="26" r="24" fill="none" />
        <path className="newsletter-check-mark" fill="none" d="M14 27 l8 8 l16 -17" />
      </svg>
      <p>{t(NEWSLETTER_MESSAGES.received)}</p>
    </div>
  );
}

function answerFromFlag(flag: string | null, t: Translate): NewsletterAnswer | undefined {
  if (flag === "received") return { ok: true, message: t(NEWSLETTER_MESSAGES.received) };
  if (flag === "invalid") return { ok: false, message: t(NEWSLETTER_MESSAGES.invalid), field: "email" };
  if (flag === "error") return { ok: false, message: t(NEWSLETTER_MESSAGES.failed) };
  return undefined;
}
