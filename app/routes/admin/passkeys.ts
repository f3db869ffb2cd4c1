import type { Route } from "./+types/passkeys";
import { addPasskey, registrationOptions } from "~/features/auth/passkeys.server";
import { requireStaff } from "~/features/auth/staff.server";
import { readProtectedForm } from "~/server/protection.server";

/**
 * The passkey script's two steps of adding a passkey (app/elements/admin/
 * passkey-register.ts): the options with a fresh challenge, then the
 * browser's answer. JSON in, JSON out; the script sends the XSRF header.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { person } = requireStaff(request, context.now);
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
