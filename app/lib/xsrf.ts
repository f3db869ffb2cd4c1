/**
 * SPEC 7.4's names, shared by the server (app/server/xsrf.server.ts) and the
 * browser (app/elements/support/xsrf-fetch.ts).
 */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
/** A no-store answer that issues the cookie, which pages never do: a shared cache may keep them. */
export const XSRF_ENDPOINT = "/xsrf";
