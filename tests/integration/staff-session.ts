import type { RouteConfigEntry } from "@react-router/dev/routes";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import routes from "../../app/routes";
import type { Role } from "../../app/features/auth/roles";
import { root, type SiteProcess } from "./server-process";

/**
 * A staff member of `role` on a running site, invited by the operator's command (`admin:invite`) and signed
 * in as the invitation's link does (its page's one press, from the site's own page): the session cookie
 * header. `email` defaults to one address per role; `name`, when given, is the name they are invited with.
 */
export async function signedInStaff(
  site: SiteProcess,
  role: Role,
  email = `${role}-staff@example.org`,
  name?: string,
): Promise<string> {
  // Run asynchronously: a blocked event loop would leave fetch a kept-alive socket the server has closed.
  const invite = ["scripts/admin-invite.mjs", email, "--role", role, ...(name ? ["--name", name] : [])];
  const invited = await promisify(execFile)(process.execPath, invite, {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: site.dataDir, PORT: new URL(site.baseUrl).port, SMTP_URL: "", PUBLIC_URL: "" },
  });
  const link = new URL(/https?:\/\/\S+\/admin\/verify\?token=\S+/.exec(invited.stdout)![0]);
  const answer = await fetch(`${site.baseUrl}/admin/verify`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl },
    body: new URLSearchParams({ token: link.searchParams.get("token")! }).toString(),
  });
  await answer.arrayBuffer();
  if (answer.status !== 303) throw new Error(`signing in as ${role} answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((each) => each.split(";")[0]!)
    .join("; ");
}

/** Every staff route of app/routes.ts: its full path pattern ("admin/forms/:formId") and its module's file. */
export function staffRoutes(): { pattern: string; file: string }[] {
  const walk = (entries: RouteConfigEntry[], parent: string): { pattern: string; file: string }[] =>
    entries.flatMap((entry) => {
      const here = [parent, entry.path ?? ""].filter(Boolean).join("/");
      const own = entry.path !== undefined || entry.index ? [{ pattern: here, file: entry.file }] : [];
      return [...own, ...walk(entry.children ?? [], here)];
    });
  return walk(routes, "").filter(({ pattern }) => pattern === "admin" || pattern.startsWith("admin/"));
}
