import type { Route } from "./+types/sign-in-passkey";
import { recordAudit } from "~/features/auth/audit-log.server";
import { signInOptions, verifyPasskeySignIn } from "~/features/auth/passkeys.server";
import { SESSION_LIMITS } from "~/features/auth/sessions.server";
import { SIGN_IN_MESSAGES, startSession } from "~/features/auth/sign-in.server";
import { takeSignInStep } from "~/features/auth/sign-in-limits.server";
import { readSessionToken, sessionCookie } from "~/features/auth/session-cookie.server";
import { safeNext } from "~/features/auth/staff.server";
import { readProtectedForm } from "~/server/protection.server";

/**
 * The passkey script's two steps of signing in (app/elements/admin/
 * passkey-sign-in.ts): options with a fresh challenge (no e-mail asked: the
 * passkey says whose it is), then the browser's signed answer, which starts
 * a fresh session. JSON in, JSON out; the script sends the XSRF header.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readProtectedForm(request);
  if (!submitted.ok)
    return Response.json({ ok: false, message: submitted.refusal.message }, { status: submitted.refusal.status });
  const verdict = takeSignInStep(context.clientAddress ?? "unknown", context.now);
  if (!verdict.allowed) {
    return Response.json(
      { ok: false, message: SIGN_IN_MESSAGES.tooMany(verdict.retryAfterSeconds) },
      { status: 429, headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  const form = submitted.form;
  if (form.get("intent") === "options") {
    return Response.json({ ok: true, options: await signInOptions(request, context.now) });
  }
  const verified = await verifyPasskeySignIn({ request, response: form.get("response"), now: context.now });
  if (!verified.ok) {
    const person = verified.person;
    recordAudit({
      at: context.now,
      action: "sign-in-failed",
      actor: person ? { id: person.id, email: person.email } : "unknown",
      detail: "passkey not accepted",
    });
    return Response.json({ ok: false, message: verified.message }, { status: 400 });
  }
  const session = startSession(verified.person, "passkey", context.now, readSessionToken(request));
  return Response.json(
    { ok: true, next: safeNext(form.get("next")) },
    { headers: { "Set-Cookie": sessionCookie(request, session.token, SESSION_LIMITS.absoluteMs / 1000) } },
  );
}
