import Database from "better-sqlite3";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll } from "vitest";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startFakeMailchimp, type FakeMailchimp } from "../fakes/mailchimp-server";
import { seedPictures, sharePictures } from "./picture-cache";

/**
 * The real built server as a child process, for the durability proofs:
 * started, killed (SIGKILL, no goodbye) and restarted on the same DATA_DIR.
 */

export const root = fileURLToPath(new URL("../..", import.meta.url));
const buildDir = process.env.BUILD_DIR ?? "build";

/** Builds once if the build directory has no server bundle yet. */
export function ensureBuilt(): void {
  if (existsSync(path.join(root, buildDir, "server", "index.js"))) return;
  const result = spawnSync("npx", ["react-router", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (result.status !== 0) throw new Error("The build failed");
}

export { freePort };

/** The operator's token of every site these tests start: /healthz's detail needs it (issue 25). */
export const ADMIN_TOKEN = "integration-operator-token-0123456789";
export const asOperator = { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } };

export interface SiteProcess {
  baseUrl: string;
  dataDir: string;
  child: ChildProcess;
  /** The visitor's XSRF cookie header and token. */
  cookie: string;
  token: string;
}

export async function startSite(
  options: {
    dataDir?: string;
    port?: number;
    env?: Record<string, string>;
    /** Collects the server's stderr (its warnings and errors, one JSON line each) here instead of passing it on. */
    errorLog?: string[];
  } = {},
): Promise<SiteProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "church-integration-"));
  // A fresh data folder starts with the pictures this run's servers made already (./picture-cache.ts).
  if (!options.dataDir) seedPictures(dataDir);
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      VIMEO_TOKEN: "",
      PCO_APP_ID: "",
      PCO_SECRET: "",
      MAILCHIMP_API_KEY: "",
      MAILCHIMP_LIST_ID: "",
      RATE_LIMIT_PER_MINUTE: "100000",
      ADMIN_TOKEN,
      ...options.env,
    },
    stdio: ["ignore", "ignore", options.errorLog ? "pipe" : "inherit"],
  });
  child.stderr?.on("data", (chunk: Buffer) => options.errorLog?.push(chunk.toString("utf8")));
  const baseUrl = `http://127.0.0.1:${port}`;
  // Up to 30 s: a start takes a second or two, but far longer on a machine busy with other work.
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) return { baseUrl, dataDir, child, ...(await visitorSession(baseUrl)) };
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not start");
}

/**
 * What a visitor's browser holds before its first write: the XSRF cookie header and its token. Pages set no
 * cookie (a CDN may keep them); the site's script gets it from /xsrf, an answer no cache stores (decision 016).
 */
export async function visitorSession(
  baseUrl: string,
  get: (url: string) => Promise<{ headers: { get(name: string): string | null }; text(): Promise<string> }> = fetch,
): Promise<{ cookie: string; token: string }> {
  const page = await get(`${baseUrl}/xsrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get("set-cookie") ?? "")?.[1] ?? "";
  await page.text();
  return { cookie: `XSRF-TOKEN=${token}`, token };
}

/** A form posted to `site` as a browser without JavaScript sends it (the visitor's session, same origin); not followed. */
export function postAsBrowser(
  site: SiteProcess,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${site.baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: site.baseUrl,
      cookie: site.cookie,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The newsletter addresses stored in a site's database. */
export function storedAddresses(dataDir: string): Set<string> {
  const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
  try {
    return new Set(
      (db.prepare("SELECT email_address FROM subscribers").all() as { email_address: string }[]).map(
        (row) => row.email_address,
      ),
    );
  } finally {
    db.close();
  }
}

export async function killHard(site: SiteProcess): Promise<void> {
  if (site.child.exitCode !== null || site.child.signalCode !== null) return;
  const exited = new Promise((resolve) => site.child.once("exit", resolve));
  site.child.kill("SIGKILL");
  await exited;
  sharePictures(site.dataDir);
}

export async function stopGently(site: SiteProcess): Promise<void> {
  if (site.child.exitCode !== null || site.child.signalCode !== null) return;
  const exited = new Promise((resolve) => site.child.once("exit", resolve));
  site.child.kill("SIGTERM");
  await exited;
  sharePictures(site.dataDir);
}

/** A sign-up as the form's script sends it (SPEC 7.4: the cookie's token in X-XSRF-TOKEN; a JSON answer). */
export function signUp(
  site: SiteProcess,
  email: string,
  init: { token?: string | null; contentType?: string; body?: string } = {},
) {
  const token = init.token === undefined ? site.token : init.token;
  const body = init.body ?? new URLSearchParams({ email }).toString();
  return fetch(`${site.baseUrl}/newsletter`, {
    method: "POST",
    headers: {
      "content-type": init.contentType ?? "application/x-www-form-urlencoded",
      accept: "application/json",
      cookie: site.cookie,
      ...(token ? { "x-xsrf-token": token } : {}),
    },
    body,
  });
}

/** Polls until `condition` holds (a background delivery, a file written), or fails after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * For a test file that runs built sites against the fake Mailchimp: builds
 * once, starts the fake, and kills every site listed in `running` at the end.
 */
export function withBuiltSiteAndFakeMailchimp() {
  const setup = {
    mailchimp: undefined as unknown as FakeMailchimp,
    running: [] as SiteProcess[],
    /** The settings that point a site at the fake. */
    env: (): Record<string, string> => ({
      MAILCHIMP_API_KEY: setup.mailchimp.apiKey,
      MAILCHIMP_LIST_ID: setup.mailchimp.listId,
      MAILCHIMP_API_URL: setup.mailchimp.url,
    }),
  };
  beforeAll(async () => {
    ensureBuilt();
    setup.mailchimp = await startFakeMailchimp();
  }, 120_000);
  afterAll(async () => {
    for (const site of setup.running) await killHard(site);
    await setup.mailchimp?.close();
  });
  return setup;
}
