import { data, redirect, useActionData, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import type { Route } from "./+types/sign-in-code";
import { Notice, SignInFrame } from "~/components/admin/staff-shell";
import { CODE_DIGITS } from "~/features/auth/secrets.server";
import { SESSION_LIMITS } from "~/features/auth/sessions.server";
import { SIGN_IN_LIMITS } from "~/features/auth/sign-in-codes.server";
import { signInWithCode } from "~/features/auth/sign-in.server";
import {
  clearSignInCookie,
  readSessionToken,
  readSignInToken,
  sessionCookie,
} from "~/features/auth/session-cookie.server";
import { currentStaff, safeNext } from "~/features/auth/staff.server";
import { readProtectedForm } from "~/server/protection.server";
import { FieldError } from "~/components/admin/text-field";

export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "Enter your code") }];

export function loader({ request, context }: Route.LoaderArgs) {
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  if (currentStaff(request, context.now)) throw redirect(next);
  return {
    asked: Boolean(readSignInToken(request)),
    next,
    digits: CODE_DIGITS,
    minutes: SIGN_IN_LIMITS.codeTtlMs / 60_000,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) return data({ message: submitted.refusal.message }, { status: submitted.refusal.status });
  const outcome = signInWithCode({
    attemptToken: readSignInToken(request),
    code: submitted.form.get("code"),
    client: context.clientAddress ?? "unknown",
    now: context.now,
    previousSession: readSessionToken(request),
  });
  if (!outcome.ok) {
    const headers: HeadersInit = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
    return data({ message: outcome.message }, { status: outcome.retryAfterSeconds ? 429 : 400, headers });
  }
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(request, outcome.token, SESSION_LIMITS.absoluteMs / 1000));
  headers.append("Set-Cookie", clearSignInCookie(request));
  return redirect(safeNext(submitted.form.get("next")), { status: 303, headers });
}

export default function SignInCode() {
  const { asked, next, digits, minutes } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <SignInFrame>
      <h1>Enter your code</h1>
      {asked ? (
        <div className="card">
          <Notice>
            <p>
              If that address is on the staff list, we have e-mailed it a {digits}-digit code. It works once, for{" "}
              {minutes} minutes, in this browser.
            </p>
          </Notice>
          <form method="post">
            <input type="hidden" name="next" value={next} />
            <div className="field">
              <label htmlFor="code">Code</label>
              <input
                id="code"
                name="code"
                type="text"
                className="code-input"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern={`\\s*(\\d\\s*){${digits}}`}
                maxLength={digits + 8}
                required
                aria-invalid={answer?.message ? true : undefined}
                aria-describedby={answer?.message ? "code-error" : undefined}
              />
              <FieldError id="code-error" message={answer?.message} />
            </div>
            <button type="submit" className="button">
              Sign in
            </button>
          </form>
        </div>
      ) : (
        <div className="card">
          <p>This browser has not asked for a code yet, or its request has expired.</p>
        </div>
      )}
      <p>
        <a href="/admin/sign-in">Ask for a new code</a>
      </p>
    </SignInFrame>
  );
}
