import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Role } from "../../app/features/auth/roles";
import { root, type SiteProcess } from "./server-process";

/**
 * A staff member of `role`, put on the staff list by the operator's own `admin:invite` command against the
 * site's data and signed in through the link it prints, as the invitation's one press does: their cookie header.
 */
export async function signInStaff(site: SiteProcess, email: string, role: Role): Promise<string> {
  // Run asynchronously: a blocked event loop would leave fetch a kept-alive socket the server has closed.
  const invited = await promisify(execFile)(process.execPath, ["scripts/admin-invite.mjs", email, "--role", role], {
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
  if (answer.status !== 303) throw new Error(`${role}: signing in answered ${answer.status}`);
  return answer.headers
    .getSetCookie()
    .map((each) => each.split(";")[0]!)
    .join("; ");
}
