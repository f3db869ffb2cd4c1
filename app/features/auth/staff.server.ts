import { data, redirect } from "react-router";
import { permissionsOf, type Permission } from "./permissions.server";
import { readSession, type StaffSession } from "./sessions.server";
import { clearSessionCookie, readSessionToken } from "./session-cookie.server";

/**
 * What every staff page and action starts with: the signed-in person, or a
 * redirect to the sign-in page; and, when a permission is named, a 403 for a
 * role without it, before anything is read or changed.
 */
export interface Staff {
  session: StaffSession;
  person: StaffSession["person"];
  permissions: Record<Permission, boolean>;
}

export const NOT_ALLOWED = "Your role does not allow this. An owner can change your role in People.";

export function currentStaff(request: Request, now: number): Staff | null {
  const session = readSession(readSessionToken(request), now);
  if (!session) return null;
  return { session, person: session.person, permissions: permissionsOf(session.person.role) };
}

/** Only paths in the staff area come back after sign-in: never an address elsewhere. */
export function safeNext(raw: unknown): string {
  if (typeof raw !== "string" || !/^\/admin(?:[/?#]|$)/.test(raw) || raw.startsWith("/admin/sign-in")) return "/admin";
  return raw;
}

export function requireStaff(request: Request, now: number, permission?: Permission): Staff {
  const staff = currentStaff(request, now);
  if (!staff) {
    const url = new URL(request.url);
    const next = safeNext(`${url.pathname}${url.search}`);
    const headers = new Headers();
    // A cookie that names no good session (expired, ended by a role change) is dropped.
    if (readSessionToken(request)) headers.append("Set-Cookie", clearSessionCookie(request));
    throw redirect(next === "/admin" ? "/admin/sign-in" : `/admin/sign-in?next=${encodeURIComponent(next)}`, {
      headers,
    });
  }
  if (permission && !staff.permissions[permission]) throw data({ message: NOT_ALLOWED }, { status: 403 });
  return staff;
}
