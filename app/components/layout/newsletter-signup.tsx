import { useFetcher } from "react-router";

/**
 * SPEC 2.24: the e-mail sign-up below every page. It posts to /newsletter, a
 * plain form post without JavaScript and a fetcher with it.
 */
export function NewsletterSignup({ xsrfToken }: { xsrfToken: string }) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>();
  return (
    <section className="newsletter" aria-labelledby="newsletter-heading">
      <div className="container newsletter-inner">
        <h2 id="newsletter-heading">Join our email list</h2>
        <p>Sign up with your email address to receive news and updates</p>
        <fetcher.Form method="post" action="/newsletter" className="newsletter-form">
          <input type="hidden" name="xsrf" value={xsrfToken} />
          <label htmlFor="newsletter-email" className="visually-hidden">
            Email Address
          </label>
          <input id="newsletter-email" name="email" type="email" required placeholder="Email Address" autoComplete="email" />
          <button type="submit">Submit</button>
        </fetcher.Form>
      </div>
    </section>
  );
}
