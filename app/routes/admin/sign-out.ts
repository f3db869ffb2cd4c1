import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { recordAudit } from "~/features/auth/audit-log.server";
import { clearSessionCookie } from "~/features/auth/session-cookie.server";
import { endSession } from "~/features/auth/sessions.server";
import { currentStaff } from "~/features/auth/staff.server";
import { readProtectedForm } from "~/server/protection.server";

/** Signing out is a post (a link or a prefetch never signs anyone out); the session ends in the database. */
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) return new Response(submitted.refusal.message, { status: submitted.refusal.status });
  const staff = currentStaff(request, context.now);
  if (staff) {
    endSession(staff.session.idHash);
    recordAudit({ at: context.now, action: "sign-out", actor: { id: staff.person.id, email: staff.person.email } });
  }
  return redirect("/admin/sign-in?signed-out", { status: 303, headers: { "Set-Cookie": clearSessionCookie(request) } });
}
