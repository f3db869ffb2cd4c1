import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { journeyServerEnv } from "../../scripts/lib/journey-server-env.mjs";
import { startFakePushService, type FakePushService } from "../fakes/push-service";
import { zoneWhereItIsAfternoon } from "../support/afternoon-zone";
import { copyChurchFolder } from "./demo-copy";

/**
 * A site of its own for the journey that runs notifications end to end (church-app-together.spec.ts): the
 * production build on a copy of the demo church whose zone makes it early afternoon now, since the server's
 * background sends on the real clock and an announcement waits out the quiet hours (20:00 to 08:00, church
 * time); and the suite's fake push service, which checks the VAPID signature against the site's key and
 * decrypts each notice as the phone would.
 */
export interface PushSite {
  url: string;
  dataDir: string;
  port: number;
  push: FakePushService;
  stop(): Promise<void>;
}

export async function startPushSite(): Promise<PushSite> {
  const push = await startFakePushService();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const root = mkdtempSync(path.join(tmpdir(), "church-e2e-push-"));
  const dataDir = path.join(root, "data");
  const contentDir = path.join(root, "content");
  copyChurchFolder(["content/redwood-coast"], contentDir);
  const church = path.join(contentDir, "church.yaml");
  writeFileSync(church, readFileSync(church, "utf8").replace(/timeZone: .+/, `timeZone: ${zoneWhereItIsAfternoon()}`));
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      ...journeyServerEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      CONTENT_DIR: contentDir,
      DEMO: "true",
      SITE_SECRET: "",
      SMTP_URL: "",
      PUBLIC_URL: url,
      // The copy's content warnings are the demo's, printed by the project's own server already.
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await push.close();
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    const key = await fetch(`${url}/push/key`).catch(() => undefined);
    if (key && !key.ok) {
      await stop();
      throw new Error(`GET /push/key answered ${key.status}: notifications are off on the journey's site`);
    }
    if (key) {
      // The fake refuses a notice signed with any other key than the one the site publishes.
      push.expectKey(((await key.json()) as { publicKey: string }).publicKey);
      return { url, dataDir, port, push, stop };
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error("The notifications journey's site did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
