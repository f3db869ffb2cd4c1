import { XSRF_COOKIE, XSRF_ENDPOINT, XSRF_HEADER } from "~/lib/xsrf";

/**
 * SPEC 7.4: every write the site's scripts send to the site itself (a form
 * posted in the background, a GraphQL mutation) copies the XSRF-TOKEN cookie
 * into an X-XSRF-TOKEN header. Pages set no cookie (a shared cache may keep
 * them), so before the first write the cookie is fetched from XSRF_ENDPOINT,
 * an answer no cache stores. Elements post through it (post-form.ts).
 */
export function withXsrfHeader(fetchImpl: typeof fetch, readCookies: () => string, origin: string): typeof fetch {
  const token = () =>
    readCookies()
      .split(";")
      .map((part) => part.trim().split("="))
      .find(([name]) => name === XSRF_COOKIE)?.[1];

  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const method = (init?.method ?? request?.method ?? "GET").toUpperCase();
    const url = new URL(request ? request.url : String(input), origin);
    if (method === "GET" || method === "HEAD" || url.origin !== origin) return fetchImpl(input, init);

    if (!token()) await fetchImpl(XSRF_ENDPOINT, { credentials: "same-origin", cache: "no-store" });
    const value = token();
    if (!value) return fetchImpl(input, init); // the server refuses it, and the form says so
    const headers = new Headers(init?.headers ?? request?.headers);
    headers.set(XSRF_HEADER, decodeURIComponent(value));
    return fetchImpl(input, { ...init, headers });
  };
}
