import { data } from "react-router";
import { backPath, type ProtectedForm } from "./protected-form.server";

/**
 * One answer, two shapes (content negotiation for the form endpoints): a
 * script (a page's element asking for JSON) gets JSON data with the status; a plain form post (no JavaScript)
 * gets a 303 back to the page it came from, with the outcome in the query
 * string (`?newsletter=received#newsletter-heading`) for that page to show.
 */

export interface FormAnswer<Body> {
  body: Body;
  status: number;
  /** The query flag a plain post is sent back with. */
  flag: { name: string; value: string };
  anchor: string;
  retryAfter?: number;
}

export function answerForm<Body>(request: Request, mode: "fetch" | "document", answer: FormAnswer<Body>) {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (answer.retryAfter) headers["Retry-After"] = String(answer.retryAfter);
  if (mode === "fetch") return data(answer.body, { status: answer.status, headers });

  const back = new URL(backPath(request, [answer.flag.name]), "http://site.invalid");
  back.searchParams.set(answer.flag.name, answer.flag.value);
  return new Response(null, {
    status: 303,
    headers: { ...headers, Location: `${back.pathname}${back.search}#${answer.anchor}` },
  });
}

/**
 * A refused plain form post (wrong token, honeypot): a fixed plain-text page
 * with the refusal's status. Nothing the visitor sent is echoed.
 */
export function refusedDocument(refused: Extract<ProtectedForm, { ok: false }>): Response {
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  if (refused.refusal.retryAfter) headers["Retry-After"] = String(refused.refusal.retryAfter);
  return new Response(refused.refusal.message, { status: refused.refusal.status, headers });
}
