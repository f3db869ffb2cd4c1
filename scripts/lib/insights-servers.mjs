// The built servers `npm run bench:insights` measures (issue 47): started on a port of the bench's with a data
// folder and settings of its own, and an owner signed in as an invitation's link does.
import { execFileSync, spawn } from "node:child_process";
import { root } from "./prepare.mjs";

/** The built server (scripts/serve.mjs) with demo upstreams and quiet logs, once it answers /healthz. */
export async function startServer(serverPort, env) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "error",
      VIMEO_TOKEN: "",
      PCO_APP_ID: "",
      PCO_SECRET: "",
      MAILCHIMP_API_KEY: "",
      STRIPE_SECRET_KEY: "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${serverPort}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not start");
}

/** An owner put on the staff list by `admin:invite` against `data`, signed in: their cookie header. */
export async function signInOwner(serverPort, data) {
  const printed = execFileSync(
    process.execPath,
    ["scripts/admin-invite.mjs", "bench-owner@example.org", "--role", "owner"],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        ...process.env,
        DATA_DIR: data,
        PORT: String(serverPort),
        SMTP_URL: "",
        PUBLIC_URL: "",
        LOG_LEVEL: "error",
      },
    },
  );
  const token = new URL(/https?:\/\/\S+\/admin\/verify\?token=\S+/.exec(printed)[0]).searchParams.get("token");
  const answer = await fetch(`http://127.0.0.1:${serverPort}/admin/verify`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://127.0.0.1:${serverPort}` },
    body: new URLSearchParams({ token }).toString(),
  });
  return answer.headers
    .getSetCookie()
    .map((each) => each.split(";")[0])
    .join("; ");
}
