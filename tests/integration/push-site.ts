import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zoneWhereItIsAfternoon } from "../support/afternoon-zone";
import { root, type SiteProcess } from "./server-process";

/**
 * For the notifications' tests against the built server (issue 44): the demo church in a zone where it
 * is the early afternoon now (so an announcement is never held by the quiet hours, whatever hour the
 * suite runs at), and a phone's posts as the App
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
