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
 * A refused plain form post (wrong token, honeypot, a limit): thrown with the refusal's status, so the page
 * that says so is the site's own kind one (routes/public-frame.tsx's error boundary), in the page's
 * language. Nothing the visitor sent is echoed. Thrown rather than returned: a page's component expects
 * its own data, and a refusal returned in its place failed to render (a 500, issue 38).
 */
export function refusedDocument(refused: Extract<ProtectedForm, { ok: false }>): never {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (refused.refusal.retryAfter) headers["Retry-After"] = String(refused.refusal.retryAfter);
  throw data({ reason: refused.reason }, { status: refused.refusal.status, headers });
}
