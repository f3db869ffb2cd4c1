import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { zoneWhereItIsAfternoon } from "../support/afternoon-zone";
import { root, type SiteProcess } from "./server-process";

/**
 * For the notifications' tests against the built server (issue 44): the demo church in a zone where it
 * is the early afternoon now (so an announcement is never held by the quiet hours, whatever hour the
 * suite runs at), a staff member signed in by the operator's invitation, and a phone's posts as the App
 * page's script sends them.
 */

/** A copy of the demo folder whose church lives in an Etc/GMT zone where it is now between 13:00 and 14:00. */
export function demoChurchInTheAfternoon(now = Date.now()): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "push-content-")), "church");
  cpSync(path.join(root, "content/redwood-coast"), dir, { recursive: true });
  const zone = zoneWhereItIsAfternoon(now);
  const file = path.join(dir, "church.yaml");
  writeFileSync(file, readFileSync(file, "utf8").replace(/timeZone: .+/, `timeZone: ${zone}`));
  return dir;
}

/** A staff member of `role`, signed in through `npm run admin:invite`'s link, as a cookie header. */
export async function signedInStaff(site: SiteProcess, role: string): Promise<string> {
  const invited = await promisify(execFile)(
    process.execPath,
    ["scripts/admin-invite.mjs", `${role}-push@example.org`, "--role", role],
    {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: site.dataDir, PORT: new URL(site.baseUrl).port, SMTP_URL: "", PUBLIC_URL: "" },
    },
  );
  const link = new URL(/https?:\/\/\S+\/admin\/verify\?token=\S+/.exec(invited.stdout)![0]);
  const answer = await fetch(`${site.baseUrl}/admin/verify`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl },
    body: new URLSearchParams({ token: link.searchParams.get("token")! }).toString(),
  });
  if (answer.status !== 303) throw new Error(`not signed in: ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((each) => each.split(";")[0]!)
    .join("; ");
}

/** A phone's JSON post to /push/…, as the App page's script sends it (same origin, the token in its header). */
export function postAsPhone(site: SiteProcess, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${site.baseUrl}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      origin: site.baseUrl,
      cookie: site.cookie,
      "x-xsrf-token": site.token,
      ...headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A staff form's post (plain, from the staff page), answered without following redirects. */
export function postAsStaff(site: SiteProcess, cookie: string, path: string, fields: Record<string, string>) {
  return fetch(`${site.baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl, cookie },
    body: new URLSearchParams(fields).toString(),
  });
}
