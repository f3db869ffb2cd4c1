import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher, useLocation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { NEWSLETTER_FLAG, NEWSLETTER_MESSAGES, type NewsletterAnswer } from "./newsletter-messages";

/**
 * SPEC 2.24, 5 and 8: the e-mail sign-up below every page. With JavaScript
 * it posts through a fetcher and checks the address as the visitor types;
 * without, it is a plain form post to /newsletter that comes back to this
 * page with ?newsletter=received|invalid|error, which this component reads.
 */

// A light check for the browser; the server's rule (email-address.server.ts) decides.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isPlausibleEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export function NewsletterSignup() {
  const fetcher = useFetcher<NewsletterAnswer>();
  const hydrated = useHydrated();
  const location = useLocation();
  const flagFromUrl = new URLSearchParams(location.search).get(NEWSLETTER_FLAG);

  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  // The answer currently shown; cleared as soon as the address changes (SPEC 4, 8).
  const [answer, setAnswer] = useState<NewsletterAnswer | undefined>(() => answerFromFlag(flagFromUrl));
  const inputRef = useRef<HTMLInputElement>(null);

  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) setAnswer(fetcher.data);
  }, [fetcher.state, fetcher.data]);

  const invalid = !isPlausibleEmail(email);
  const showInvalid = touched && invalid;
  const succeeded = answer?.ok === true;
  const failure = answer && !answer.ok ? answer.message : undefined;
  // The server's "invalid" answer and the live check say the same words: show them once.
  const problem = showInvalid ? NEWSLETTER_MESSAGES.invalid : failure;

  const submittedHere = fetcher.data?.ok === true;
  useEffect(() => {
    // The form (and its focused button) is gone: keep keyboard focus in the section.
    if (succeeded && submittedHere) successRef.current?.focus();
  }, [succeeded, submittedHere]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    // SPEC 5: submit does nothing while the form is invalid.
    if (invalid || fetcher.state !== "idle") {
      inputRef.current?.focus();
      return;
    }
    fetcher.submit(event.currentTarget, { method: "post", action: "/newsletter" });
  }

  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <div className="container newsletter-inner">
        <h2 id="newsletter-heading">Join our email list</h2>
        {succeeded ? (
          <div className="newsletter-success" role="status" ref={successRef} tabIndex={-1}>
            <svg className="newsletter-check" viewBox="0 0 52 52" aria-hidden="true" focusable="false">
              <circle className="newsletter-check-circle" cx="26" cy="26" r="24" fill="none" />
              <path className="newsletter-check-mark" fill="none" d="M14 27 l8 8 l16 -17" />
            </svg>
            <p>{NEWSLETTER_MESSAGES.received}</p>
          </div>
        ) : (
          <>
            <p>Sign up with your email address to receive news and updates</p>
            <fetcher.Form
              method="post"
              action="/newsletter"
              className="newsletter-form"
              noValidate={hydrated}
              onSubmit={onSubmit}
              aria-busy={fetcher.state !== "idle"}
            >
              <label htmlFor="newsletter-email" className="visually-hidden">
                Email Address
              </label>
              <input
                ref={inputRef}
                id="newsletter-email"
                name="email"
                type="email"
                required
                maxLength={254}
                placeholder="Email Address"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setAnswer(undefined);
                }}
                onBlur={() => setTouched(true)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? "newsletter-problem" : undefined}
              />
              <button type="submit">Submit</button>
            </fetcher.Form>
            <p id="newsletter-problem" className="newsletter-problem" role="alert">
              {problem}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

function answerFromFlag(flag: string | null): NewsletterAnswer | undefined {
  if (flag === "received") return { ok: true, message: NEWSLETTER_MESSAGES.received };
  if (flag === "invalid") return { ok: false, message: NEWSLETTER_MESSAGES.invalid, field: "email" };
  if (flag === "error") return { ok: false, message: NEWSLETTER_MESSAGES.failed };
  return undefined;
}
