import { test } from "@playwright/test";
import Database from "better-sqlite3";
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { journeyServerEnv } from "../../scripts/lib/journey-server-env.mjs";
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripeServer } from "../fakes/stripe-server";

/**
 * A site of its own for the journeys that watch Stripe's side (give-stripe.spec.ts): the
 * production build (scripts/serve.mjs) with a Stripe test key, its client pointed by
 * STRIPE_API_URL at the fake Stripe served over HTTP (tests/fakes/stripe-server.ts), whose
 * events, signed with the library's generateTestHeaderString, it posts to the site's
 * POST /give/webhook. Its e-mails go to the journeys' SMTP server (tests/e2e/mail-server.ts).
 */

export interface StripeSite {
  url: string;
  stripe: FakeStripeServer;
  dataDir: string;
  /** The site's database, read as the server keeps it. */
  query<T>(sql: string, ...values: unknown[]): T[];
  stop(): Promise<void>;
}

export async function startStripeSite(): Promise<StripeSite> {
  const stripe = await startFakeStripe();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-e2e-stripe-"));
  const child: ChildProcess = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: {
      ...process.env,
      ...journeyServerEnv(),
      PORT: String(port),
      DATA_DIR: dataDir,
      CONTENT_DIR: process.env.E2E_CONTENT_DIR,
      DEMO: "true",
      SITE_SECRET: "",
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      PUBLIC_URL: url,
      MAIL_FROM: "website@redwoodcoast.example",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  stripe.deliverTo(`${url}/give/webhook`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      await stripe.close();
      throw new Error("The Stripe journeys' site did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stripe,
    dataDir,
    query<T>(sql: string, ...values: unknown[]): T[] {
      const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
      try {
        db.pragma("busy_timeout = 5000");
        return db.prepare(sql).all(...values) as T[];
      } finally {
        db.close();
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      await stripe.close();
    },
  };
}

/**
 * One site and one fake Stripe for the spec file that calls this at its top level, started before its
 * first journey and stopped after its last; its journeys run in order, in one worker.
 */
export function stripeSiteForThisFile(): StripeSite {
  const site = {} as StripeSite;
  test.describe.configure({ mode: "default", timeout: 90_000 });
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    Object.assign(site, await startStripeSite());
  });
  test.afterAll(async () => {
    await site.stop?.();
  });
  return site;
}
