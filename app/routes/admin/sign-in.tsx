import { data, redirect, useActionData, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import type { Route } from "./+types/sign-in";
import { Notice, SignInFrame } from "~/components/admin/staff-shell";
import { SIGN_IN_LIMITS } from "~/features/auth/sign-in-codes.server";
import { requestEmailSignIn, SIGN_IN_MESSAGES } from "~/features/auth/sign-in.server";
import { mailConfigured } from "~/features/auth/sign-in-mail.server";
import { signInCookie } from "~/features/auth/session-cookie.server";
import { currentStaff, safeNext } from "~/features/auth/staff.server";
import { getEnv } from "~/server/env.server";
import { readProtectedForm } from "~/server/protection.server";
import { FieldError } from "~/components/admin/text-field";

export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "Staff sign-in") }];

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  if (currentStaff(request, context.now)) throw redirect(next);
  return {
    mailOn: mailConfigured(),
    mailOff: SIGN_IN_MESSAGES.mailOff,
    minutes: SIGN_IN_LIMITS.codeTtlMs / 60_000,
    signedOut: url.searchParams.has("signed-out"),
    next,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readProtectedForm(request);
  if (!submitted.ok)
    return data({ email: "", message: submitted.refusal.message }, { status: submitted.refusal.status });
  const email = submitted.form.get("email");
  const asked = await requestEmailSignIn({
    email,
    client: context.clientAddress ?? "unknown",
    now: context.now,
    // Links in e-mails name only the configured address, never a Host a request claimed.
    linkOrigin: getEnv().PUBLIC_URL ? new URL(getEnv().PUBLIC_URL!).origin : undefined,
  });
  if (!asked.ok) {
    const headers: HeadersInit = asked.retryAfterSeconds ? { "Retry-After": String(asked.retryAfterSeconds) } : {};
    return data(
      { email: typeof email === "string" ? email : "", message: asked.message },
      { status: asked.retryAfterSeconds ? 429 : 400, headers },
    );
  }
  const next = safeNext(submitted.form.get("next"));
  return redirect(`/admin/sign-in/code${next === "/admin" ? "" : `?next=${encodeURIComponent(next)}`}`, {
    status: 303,
    headers: { "Set-Cookie": signInCookie(request, asked.attemptToken, SIGN_IN_LIMITS.codeTtlMs / 1000) },
  });
}

export default function SignIn() {
  const { mailOn, mailOff, minutes, signedOut, next } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <SignInFrame>
      <h1>Staff sign-in</h1>
      {signedOut && (
        <Notice tone="success">
          <p>You are signed out.</p>
        </Notice>
      )}
      <section className="card" aria-labelledby="email-heading">
        <h2 id="email-heading">With a code by e-mail</h2>
        {mailOn ? (
          <form method="post">
            <input type="hidden" name="next" value={next} />
            <div className="field">
              <label htmlFor="email">E-mail address</label>
              <p className="field__hint" id="email-hint">
                We e-mail you a code that works for {minutes} minutes, in this browser.
              </p>
              <input
                id="email"
                name="email"
                type="email"
                autoComplete="username"
                required
                defaultValue={answer?.email}
                aria-invalid={answer?.message ? true : undefined}
                aria-describedby={answer?.message ? "email-hint email-error" : "email-hint"}
              />
              <FieldError id="email-error" message={answer?.message} />
            </div>
            <button type="submit" className="button">
              E-mail me a code
            </button>
          </form>
        ) : (
          <p>{mailOff}</p>
        )}
      </section>
      {/* After the e-mail card: it appears once the script has come, and below the card it pushes nothing aside. */}
      <section className="card" aria-labelledby="passkey-heading" hidden data-needs-script>
        <passkey-sign-in data-next={next}>
          <h2 id="passkey-heading">With a passkey</h2>
          <p>Use the fingerprint, face or PIN of a device where you added a passkey.</p>
          <button type="button" className="button">
            Sign in with a passkey
          </button>
          <p className="field__error" role="alert" data-message></p>
        </passkey-sign-in>
      </section>
    </SignInFrame>
  );
}
