import type { Route } from "./+types/live-chat";
import { toResponse } from "~/features/live-chat/chat-answers.server";
import { viewerAction } from "~/features/live-chat/viewer-actions.server";
import { readProtectedForm } from "~/server/protection.server";

/**
 * The live chat's posts from viewers (issue 45): a message, a line of a private prayer conversation, its
 * end and the person's answer. Posted by the chat's script (app/elements/live-chat) with the XSRF header,
 * which the write guard checks; JSON out, never stored by a cache. Its stream is server.ts's
 * (GET /live-chat/stream, app/features/live-chat/chat-stream.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readProtectedForm(request);
  if (!submitted.ok)
    return Response.json(
      { ok: false, problem: "invalid", message: submitted.refusal.message },
      { status: submitted.refusal.status, headers: { "Cache-Control": "no-store" } },
    );
  const answer = await viewerAction({
    content: context.content,
    posted: submitted.form,
    cookieHeader: request.headers.get("cookie"),
    https: new URL(request.url).protocol === "https:",
    address: context.clientAddress,
    now: context.now,
  });
  return toResponse(answer);
}
