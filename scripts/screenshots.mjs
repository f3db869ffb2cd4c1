/* global window, document -- the functions given to page.evaluate run in the browser. */
// `npm run screenshots [-- --out DIR]`: the pictures of the README and the staff guide, made from the built
// demo church (npm run build first) in Debian's Chromium, on a fixed clock, at a phone's width and a
// desktop's. Starts the site on a free port with a data folder of its own, signs in as an owner through the
// real `admin:invite` command for the staff pages, and writes docs/images/<name>-<width>.jpg (or into
// --out). Exits 1, naming the picture, when its page does not answer 200 or is not the page it was.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { chromiumFlags, chromiumPath } from "./lib/chromium.mjs";
import { freePort } from "./lib/free-port.mjs";
import { journeyServerEnv } from "./lib/journey-server-env.mjs";
import { CLOCK, PICTURES, WIDTHS, pictureFile } from "./lib/screenshot-list.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
// --list: another module's PICTURES instead of the docs' (the test that proves a page that is gone fails).
const { values } = parseArgs({ options: { out: { type: "string" }, list: { type: "string" } } });
const pictures = values.list ? (await import(pathToFileURL(path.resolve(values.list)).href)).PICTURES : PICTURES;
const out = path.resolve(root, values.out ?? "docs/images");
mkdirSync(out, { recursive: true });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "church-screenshots-"));
/** The demo church as the journeys run it: its own content, no credentials, the test clock allowed. */
const siteEnv = {
  ...process.env,
  ...journeyServerEnv(),
  NODE_ENV: "production",
  PORT: String(port),
  DATA_DIR: dataDir,
  CONTENT_DIR: "content/redwood-coast",
  // Sign-in offers its e-mailed code only with a mail server: a port where nobody listens stands for one
  // (no e-mail is sent while the pictures are taken).
  SMTP_URL: "smtp://127.0.0.1:9",
  PUBLIC_URL: "",
  SITE_SECRET: "",
};

const site = spawn(process.execPath, ["scripts/serve.mjs"], {
  cwd: root,
  env: siteEnv,
  stdio: ["ignore", "ignore", "inherit"],
});
let browser;
let failed = false;
try {
  await waitForSite();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  for (const [width, viewport] of Object.entries(WIDTHS)) {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce", deviceScaleFactor: 1 });
    await context.setExtraHTTPHeaders({ "x-test-now": CLOCK });
    const page = await context.newPage();
    let signedIn = false;
    for (const picture of pictures) {
      if (picture.staff && !signedIn) {
        await signIn(page, `pictures-${width}@example.org`);
        signedIn = true;
      }
      const problem = await take(page, picture, pictureFile(out, picture.name, width));
      if (problem) {
        failed = true;
        console.error(`✗ ${picture.name} (${width}): ${problem}`);
      } else {
        console.log(`✓ ${path.relative(root, pictureFile(out, picture.name, width))}`);
      }
    }
    await context.close();
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser?.close();
  site.kill("SIGTERM");
  await new Promise((resolve) => (site.exitCode !== null ? resolve() : site.once("exit", resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

async function waitForSite() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (site.exitCode !== null) throw new Error(`The site exited with ${site.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The site did not start within 60 s");
}

/** An owner's one-time link from `admin:invite`, opened and signed in: one person a width, so a draft one saves is not the other's. */
async function signIn(page, email) {
  const link = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["scripts/admin-invite.mjs", email, "--role", "owner", "--name", "Ann Lee"], {
      cwd: root,
      env: { ...siteEnv, SMTP_URL: "" },
    });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("close", (status) => {
      const found = stdout.match(/https?:\/\/\S+\/admin\/verify\?token=\S+/)?.[0];
      if (status === 0 && found) resolve(new URL(found));
      else reject(new Error(`admin:invite printed no link (exit ${status})`));
    });
  });
  await page.goto(`${base}${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  // A first sign-in lands on Security (to add a passkey), a later one on the dashboard.
  await page.waitForURL((url) => url.pathname !== "/admin/verify", { timeout: 15_000 });
}

/** One picture: the page must answer 200 and show its heading; then every picture in it loaded, then the shot. */
async function take(page, picture, file) {
  const response = await page.goto(`${base}${picture.path}`, { waitUntil: "load" });
  if (!response || response.status() !== 200) return `${picture.path} answered ${response?.status() ?? "nothing"}`;
  // A page that is gone may be redirected elsewhere (an old address the church sends to its home page).
  const first = response.request().redirectedFrom();
  if (first)
    return `${picture.path} answered ${(await first.response())?.status() ?? "a redirect"} to ${new URL(page.url()).pathname}`;
  const heading = page.getByRole("heading", picture.ready).first();
  try {
    await heading.waitFor({ state: "visible", timeout: 10_000 });
  } catch {
    return `${picture.path} shows no heading ${String(picture.ready.name ?? `of level ${picture.ready.level}`)}`;
  }
  if (picture.show) {
    const shown = page.getByRole("heading", { name: picture.show }).first();
    try {
      await shown.waitFor({ state: "visible", timeout: 10_000 });
    } catch {
      return `${picture.path} shows no heading "${picture.show}"`;
    }
    await shown.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 16));
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((image) => !image.complete && image.loading !== "lazy");
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((done) => {
            image.addEventListener("load", done, { once: true });
            image.addEventListener("error", done, { once: true });
          }),
      ),
    );
  });
  await page.screenshot({ path: file, type: "jpeg", quality: 70 });
  return null;
}
