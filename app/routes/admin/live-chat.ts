import type { Route } from "./+types/live-chat";
import { requireStaff, currentStaff } from "~/features/auth/staff.server";
import { toResponse } from "~/features/live-chat/chat-answers.server";
import { hostAction } from "~/features/live-chat/host-actions.server";
import { HOST_PERMISSION, hostName } from "~/features/live-chat/hosts.server";
import { readProtectedForm } from "~/server/protection.server";

/**
 * A host's side of the live chat (issue 45), from the live page itself: the chat's script asks here
 * whether the person is a host (their staff session cookie goes only to /admin), then posts the host's
 * actions here with the XSRF header. Anyone else is answered "not a host" (204) or refused (403) before
 * the body is read. The host's stream: GET /admin/live-chat/stream (server.ts).
 */
const NO_STORE = { "Cache-Control": "no-store" };

export function loader({ request, context }: Route.LoaderArgs) {
  const staff = currentStaff(request, context.now);
  if (!staff?.permissions[HOST_PERMISSION]) return new Response(null, { status: 204, headers: NO_STORE });
  return Response.json({ host: true, name: hostName(staff) }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now, HOST_PERMISSION);
  const submitted = await readProtectedForm(request);
  if (!submitted.ok)
    return Response.json(
      { ok: false, problem: "invalid", message: submitted.refusal.message },
      { status: submitted.refusal.status, headers: NO_STORE },
    );
  return toResponse(await hostAction({ content: context.content, staff, posted: submitted.form, now: context.now }));
}
