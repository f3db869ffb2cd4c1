import { withXsrfHeader } from "./xsrf-fetch";

/**
 * Posts a form in the background, with the same fields and to the same
 * address as the browser would without JavaScript, and asks for the
 * endpoint's JSON answer (the form endpoints answer a plain post with a
 * redirect instead; app/server/form-answer.server.ts). The write carries the
 * XSRF header of SPEC 7.4.
 *
 * Resolves to the parsed answer, or null when none came (the network failed,
 * or something other than the endpoint answered): the caller then says the
 * form could not be sent, and the visitor's text stays in the form.
 */
export async function postForm(form: HTMLFormElement): Promise<unknown> {
  const fields = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
  // A form may name an address of its own for this post (/plan-visit.json: /plan-visit answers a plain
  // post with a page). getAttribute: a field named "action" would shadow the form's own property.
  const address = form.dataset.backgroundAction ?? form.getAttribute("action") ?? window.location.pathname;
  return postFields(address, fields);
}

/**
 * Posts `fields` to `address` as a form would, with the XSRF header of SPEC 7.4, asking for JSON: the
 * parsed answer, or null when none came (the network failed, or something other than the endpoint answered).
 */
export async function postFields(address: string, fields: Record<string, string> | URLSearchParams): Promise<unknown> {
  const send = withXsrfHeader(window.fetch.bind(window), () => document.cookie, window.location.origin);
  try {
    const response = await send(address, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    });
    if (!/\bjson\b/.test(response.headers.get("content-type") ?? "")) return null;
    return await response.json();
  } catch {
    return null;
  }
}
