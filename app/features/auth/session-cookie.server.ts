import { parse, serialize } from "cookie";
import { STAFF_AREA } from "~/server/protected-paths.server";

/**
 * The staff session cookie: HttpOnly, SameSite=Strict, and Path=/admin, so a
 * browser never sends it with a public page, which stays the same for every
 * visitor and for a CDN (docs/decisions/016). Behind HTTPS it is Secure and
 * carries the `__Secure-` prefix, which browsers only accept from a secure
 * origin. (`__Host-` would need Path=/.)
 *
 * The sign-in cookie ties a code typed on /admin/sign-in/code to the browser
 * that asked for it, for ten minutes.
 */
const SESSION_NAME = { https: "__Secure-staff-session", http: "staff-session" } as const;
const SIGN_IN_NAME = { https: "__Secure-staff-sign-in", http: "staff-sign-in" } as const;
const SIGN_IN_PATH = `${STAFF_AREA}/sign-in`;

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function read(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  return header ? parse(header)[name] : undefined;
}

function attributes(request: Request, path: string) {
  const https = isHttps(request);
  return { path, httpOnly: true, sameSite: "strict", secure: https } as const;
}

export function readSessionToken(request: Request): string | undefined {
  return read(request, SESSION_NAME[isHttps(request) ? "https" : "http"]);
}

/** Whether a Cookie header carries a staff session cookie, valid or not (issue 47: Insights counts no staff browser). */
export function carriesSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  const cookies = parse(cookieHeader);
  return cookies[SESSION_NAME.https] !== undefined || cookies[SESSION_NAME.http] !== undefined;
}

export function sessionCookie(request: Request, token: string, maxAgeSeconds: number): string {
  const name = SESSION_NAME[isHttps(request) ? "https" : "http"];
  return serialize(name, token, { ...attributes(request, STAFF_AREA), maxAge: maxAgeSeconds });
}

export function clearSessionCookie(request: Request): string {
  const name = SESSION_NAME[isHttps(request) ? "https" : "http"];
  return serialize(name, "", { ...attributes(request, STAFF_AREA), maxAge: 0 });
}

export function readSignInToken(request: Request): string | undefined {
  return read(request, SIGN_IN_NAME[isHttps(request) ? "https" : "http"]);
}

export function signInCookie(request: Request, token: string, maxAgeSeconds: number): string {
  const name = SIGN_IN_NAME[isHttps(request) ? "https" : "http"];
  return serialize(name, token, { ...attributes(request, SIGN_IN_PATH), maxAge: maxAgeSeconds });
}

export function clearSignInCookie(request: Request): string {
  const name = SIGN_IN_NAME[isHttps(request) ? "https" : "http"];
  return serialize(name, "", { ...attributes(request, SIGN_IN_PATH), maxAge: 0 });
}
