import type { Route } from "./+types/passkeys";
import { addPasskey, registrationOptions } from "~/features/auth/passkeys.server";
import { currentStaff } from "~/features/auth/staff.server";
import { readProtectedForm } from "~/server/protection.server";

/**
 * The passkey script's two steps of adding a passkey (app/elements/admin/
 * passkey-register.ts): the options with a fresh challenge, then the
 * browser's answer. JSON in, JSON out; the script sends the XSRF header.
 */
const SESSION_ENDED = "Your session has ended. Reload the page to sign in again.";
export async function action({ request, context }: Route.ActionArgs) {
  // A script's request: a session that ended gets an answer the element can show, not the sign-in page.
  const staff = currentStaff(request, context.now);
  if (!staff) return Response.json({ ok: false, message: SESSION_ENDED }, { status: 401 });
  const { person } = staff;
  const submitted = await readProtectedForm(request);
  if (!submitted.ok)
    return Response.json({ ok: false, message: submitted.refusal.message }, { status: submitted.refusal.status });
  const form = submitted.form;
  if (form.get("intent") === "options") {
    return Response.json({ ok: true, options: await registrationOptions(person, request, context.now) });
  }
  if (form.get("intent") !== "add")
    return Response.json({ ok: false, message: "That request could not be read." }, { status: 400 });
  const added = await addPasskey({
    person,
    request,
    response: form.get("response"),
    name: form.get("name"),
    now: context.now,
  });
  return Response.json(added, { status: added.ok ? 200 : 400 });
}
