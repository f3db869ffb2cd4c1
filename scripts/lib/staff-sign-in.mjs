// How the scripts that measure staff pages sign in (lighthouse, bench:insights, bench:publish): a person put on the
// staff list by the real `admin:invite` command against the server's data folder, signed in by posting the link's
// token as the link's page does when its button is pressed.
import { spawnSync } from "node:child_process";
import { root } from "./prepare.mjs";

/**
 * Invites `email` with `role` on the server at `baseUrl` (its data folder and build named in `env`: DATA_DIR,
 * BUILD_DIR) and signs in with the printed link: the session's cookie header.
 */
export async function signInStaff(baseUrl, { email, role, env }) {
  const invited = spawnSync(process.execPath, ["scripts/admin-invite.mjs", email, "--role", role], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, PORT: new URL(baseUrl).port, SMTP_URL: "", PUBLIC_URL: "", LOG_LEVEL: "error", ...env },
  });
  const token = invited.stdout.match(/\/admin\/verify\?token=(\S+)/)?.[1];
  if (invited.status !== 0 || !token) throw new Error(`admin:invite failed: ${invited.stderr || invited.stdout}`);
  // The link's page signs in on a button press: a post from the site's own page.
  const answer = await fetch(`${baseUrl}/admin/verify`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
    body: new URLSearchParams({ token }),
  });
  await answer.arrayBuffer();
  const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("staff-session="));
  if (answer.status !== 303 || !cookie) throw new Error(`The sign-in link did not sign in (HTTP ${answer.status})`);
  return cookie.split(";", 1)[0];
}
