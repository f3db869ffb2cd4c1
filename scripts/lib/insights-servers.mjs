// The built servers `npm run bench:insights` measures (issue 47): started on a port of the bench's with a data
// folder and settings of its own, and an owner signed in as an invitation's link does.
import { spawn } from "node:child_process";
import { root } from "./prepare.mjs";
import { signInStaff } from "./staff-sign-in.mjs";

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
export function signInOwner(serverPort, data) {
  return signInStaff(`http://127.0.0.1:${serverPort}`, {
    email: "bench-owner@example.org",
    role: "owner",
    env: { DATA_DIR: data },
  });
}
