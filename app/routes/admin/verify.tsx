import { data, redirect, useActionData, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import type { Route } from "./+types/verify";
import { Notice, SignInFrame } from "~/components/admin/staff-shell";
import { SESSION_LIMITS } from "~/features/auth/sessions.server";
import { linkIsUsable } from "~/features/auth/sign-in-codes.server";
import { signInWithLink, SIGN_IN_MESSAGES } from "~/features/auth/sign-in.server";
import { readSessionToken, sessionCookie } from "~/features/auth/session-cookie.server";
import { readProtectedForm } from "~/server/protection.server";

/**
 * The link from a sign-in e-mail or an invitation. Opening it changes
 * nothing (mail scanners open links too): the page asks for one press of a
 * button, whose post (from this site's own page) signs in.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "Sign in") }];

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const usable = linkIsUsable(token, context.now);
  return { token: usable ? token : null, badLink: SIGN_IN_MESSAGES.badLink };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) return data({ message: submitted.refusal.message }, { status: submitted.refusal.status });
  const outcome = signInWithLink({
    linkToken: submitted.form.get("token"),
    client: context.clientAddress ?? "unknown",
    now: context.now,
    previousSession: readSessionToken(request),
  });
  if (!outcome.ok) return data({ message: outcome.message }, { status: outcome.retryAfterSeconds ? 429 : 400 });
  // A first sign-in goes to Security, to add a passkey for next time.
  const firstTime = outcome.person.status === "invited";
  return redirect(firstTime ? "/admin/security?welcome" : "/admin", {
    status: 303,
    headers: { "Set-Cookie": sessionCookie(request, outcome.token, SESSION_LIMITS.absoluteMs / 1000) },
  });
}

export default function Verify() {
  const { token, badLink } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problem = answer?.message ?? (token ? undefined : badLink);
  return (
    <SignInFrame>
      <h1>Sign in to the staff area</h1>
      <div className="card">
        {problem ? (
          <>
            <Notice tone="error">
              <p>{problem}</p>
            </Notice>
            <p>
              <a href="/admin/sign-in">Go to sign-in</a>
            </p>
          </>
        ) : (
          <form method="post">
            <input type="hidden" name="token" value={token ?? ""} />
            <p>This link signs you in once, in this browser.</p>
            <button type="submit" className="button">
              Sign in
            </button>
          </form>
        )}
      </div>
    </SignInFrame>
  );
}
