import type { Route } from "./+types/markdown-preview";
import { currentStaff } from "~/features/auth/staff.server";
import { churchPlaceholders, markdownToHtml } from "~/lib/markdown";
import { readProtectedForm } from "~/server/protection.server";

/**
 * The editor's live Markdown preview (issue 18): the Markdown a person is
 * typing, rendered by the function the public pages use (markdown-it with raw
 * HTML off, javascript: links dropped) with the church's placeholders filled
 * as a page fills them. One renderer, on the server: the browser gets HTML it
 * did not make. Posted by app/elements/admin/markdown-preview.ts with the XSRF
 * header; it changes nothing, so it does not spend the client's write limit
 * (protection.server.ts), but it passes the same origin and token checks, and
 * answers only a signed-in person who may draft. JSON out, never stored.
 */
const NO_STORE = { "Cache-Control": "no-store" };
const SESSION_ENDED = "Your session has ended: reload the page to sign in again.";

function answer(body: { ok: true; html: string } | { ok: false; message: string }, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  // The session first: without one, the body is never read.
  const staff = currentStaff(request, context.now);
  if (!staff) return answer({ ok: false, message: SESSION_ENDED }, 401);
  if (!staff.permissions["content.draft"])
    return answer({ ok: false, message: "Your role does not edit content." }, 403);
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) return answer({ ok: false, message: submitted.refusal.message }, submitted.refusal.status);
  const text = submitted.form.get("text");
  if (typeof text !== "string") return answer({ ok: false, message: "There is no text to preview." }, 400);
  return answer({ ok: true, html: markdownToHtml(text, churchPlaceholders(context.content)) });
}
