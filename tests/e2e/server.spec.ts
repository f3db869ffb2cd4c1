import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { waitForElements } from "./support";

// What an operator sees of the production server. Tagged @desktop: these do not depend on the viewport.

test.describe("production server @desktop", () => {
  test("answers with security headers and a CSP naming the hashes of exactly its inline scripts, which run", async ({
    request,
    page,
  }) => {
    const response = await request.get("/about");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["strict-transport-security"]).toBeUndefined(); // plain HTTP here
    // A public page keeps its visitor's renderer (no opener isolation, docs/decisions/032); the staff area isolates itself.
    expect(headers["cross-origin-opener-policy"]).toBeUndefined();
    const staff = await request.get("/admin/sign-in");
    expect(staff.headers()["cross-origin-opener-policy"]).toBe("same-origin");

    // A hashed script is never a document: it keeps nosniff and a year's immutable
    // caching, without the document-only headers (about 700 bytes per script).
    // The page's one script, which a small inline script loads once the page has painted.
    const scriptPath = (await response.text()).match(/"(\/assets\/elements-public-[^"]+\.js)"/)?.[1];
    expect(scriptPath).toBeTruthy();
    const script = await request.get(scriptPath!, { headers: { "accept-encoding": "br" } });
    expect(script.status()).toBe(200);
    expect(script.headers()["x-content-type-options"]).toBe("nosniff");
    expect(script.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const name of ["content-security-policy", "x-frame-options", "permissions-policy", "etag"])
      expect(script.headers()[name], name).toBeUndefined();
    const allowed = new Set(
      /script-src ([^;]*)/
        .exec(csp)?.[1]
        ?.split(" ")
        .filter((source) => source.startsWith("'sha256-")),
    );
    // The browser's own parser finds the inline scripts (JSON data blocks such as JSON-LD never run).
    await page.goto("/privacy");
    const inline = await page.evaluate(
      (html) => {
        const parsed = new DOMParser().parseFromString(html, "text/html");
        const isData = (type: string) => /json$/i.test(type.trim());
        return [...parsed.querySelectorAll("script")]
          .filter((script) => !script.src && !isData(script.type))
          .map((script) => script.text);
      },
      await response.text(),
    );
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    expect(new Set(hashes)).toEqual(allowed);

    // In a browser the policy lets exactly those run, and the site's own script: its elements connect, with no violation.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/about");
    await waitForElements(page);
    expect(violations).toEqual([]);
  });

  test("two visitors receive byte-identical pages that a shared cache may keep, with no cookie", async ({
    playwright,
  }) => {
    const visitor = async (url: string, encoding: string) => {
      const context = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const response = await context.get(url, { headers: { "accept-encoding": encoding } });
      const result = { headers: response.headers(), body: await response.body() };
      await context.dispose();
      return result;
    };
    // (Not /contact: it holds the contact form, whose one-time token makes it each visitor's own: decision 051.)
    for (const url of ["/about", "/events", "/"]) {
      for (const encoding of ["br, gzip", "identity"]) {
        const first = await visitor(url, encoding);
        const second = await visitor(url, encoding);
        expect(second.headers["x-render-cache"]).toBe("hit");
        expect(second.body.equals(first.body)).toBe(true);
        expect(second.headers.etag).toBe(first.headers.etag);
        expect(second.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
        for (const answer of [first, second]) {
          expect(answer.headers["set-cookie"]).toBeUndefined();
          expect(answer.headers["cache-control"]).toMatch(
            /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
          );
          expect(answer.headers.vary).toBe("Accept-Encoding");
          expect(answer.body.toString()).not.toMatch(/\snonce="|StandIn|name="xsrf"/);
        }
      }
    }
    // A browser checking back gets a 304 for an unchanged page.
    const page = await visitor("/about", "br");
    const context = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const again = await context.get("/about", {
      headers: { "accept-encoding": "br", "if-none-match": page.headers.etag! },
    });
    expect(again.status()).toBe(304);
    // The live page ticks by the second: never kept.
    const live = await context.get("/watch/live");
    expect(live.headers()["cache-control"]).toBe("no-store");
    // A page with a form carries its own one-time token (issue 35): never shared.
    const withForm = await context.get("/contact");
    expect(withForm.headers()["cache-control"]).toBe("no-store");
    // The XSRF cookie comes only from an answer no cache keeps.
    const issued = await context.get("/xsrf");
    expect(issued.status()).toBe(204);
    expect(issued.headers()["cache-control"]).toBe("no-store");
    expect(issued.headers()["set-cookie"]).toMatch(/^XSRF-TOKEN=/);
    await context.dispose();
  });

  test("a sign-up posted from another site is refused, without JavaScript and with it", async ({
    browser,
    baseURL,
  }) => {
    // The attacker's page, from another site on this machine (localhost, not 127.0.0.1, and its own port), served
    // for real: Chromium blocks a page without an address (a routed one) from reaching a local one.
    let script = false;
    const attackerServer = createServer((_req, res) =>
      res.writeHead(200, { "content-type": "text/html" }).end(attackPage(script)),
    );
    await new Promise<void>((resolve) => attackerServer.listen(0, "127.0.0.1", resolve));
    const attacker = `http://localhost:${(attackerServer.address() as AddressInfo).port}`;
    const email = `cross-site-${Date.now()}@example.org`;
    const attackPage = (script: boolean) => `<!doctype html><html lang="en"><title>Win a prize</title>
      <form method="post" action="${baseURL}/newsletter"><input name="email" value="${email}"><button>Claim</button></form>
      ${script ? `<script>window.attack = (path, accept) => fetch("${baseURL}" + path, { method: "POST", credentials: "include", mode: "no-cors", headers: { "content-type": "application/x-www-form-urlencoded", accept }, body: "email=${encodeURIComponent(email)}" });</script>` : ""}`;

    // Without JavaScript: a plain cross-site form post, from a visitor who has the site's cookie.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    await plain.request.get(`${baseURL}/xsrf`);
    const page = await plain.newPage();
    await page.goto(`${attacker}/attack`);
    const [refused] = await Promise.all([
      page.waitForResponse(`${baseURL}/newsletter`),
      page.getByRole("button", { name: "Claim" }).click(),
    ]);
    expect(refused.status()).toBe(403);
    await expect(page.getByText("This form has expired")).toBeVisible();
    await plain.close();

    // With JavaScript: the other site's script posts as React Router's data request would, and as the page's element does.
    const scripted = await browser.newContext();
    const visitor = await scripted.newPage();
    await visitor.goto(`${baseURL}/groups`);
    await visitor.evaluate(() => fetch("/xsrf")); // the visitor holds a valid XSRF cookie
    script = true;
    await visitor.goto(`${attacker}/attack`);
    for (const [path, accept] of [
      ["/newsletter.data", "*/*"],
      ["/newsletter", "application/json"],
    ]) {
      const [answer] = await Promise.all([
        visitor.waitForResponse((response) => response.url() === `${baseURL}${path}`),
        visitor.evaluate(
          ([target, type]) =>
            (window as unknown as { attack: (p: string, a: string) => Promise<unknown> }).attack(target!, type!),
          [path, accept],
        ),
      ]);
      expect(answer.status()).toBe(403);
    }
    await scripted.close();
    attackerServer.close();

    // The address never got in: signing it up for real now is a first sign-up, not a duplicate.
    const own = await browser.newContext({ javaScriptEnabled: false });
    const ownPage = await own.newPage();
    await ownPage.goto(`${baseURL}/groups`);
    await ownPage.getByRole("textbox", { name: "Email Address" }).fill(email);
    await ownPage.getByRole("button", { name: "Submit" }).click();
    await expect(ownPage).toHaveURL(/\?newsletter=received#newsletter-heading$/);
    await own.close();
  });

  test("sends HSTS when a proxy says the request came over HTTPS", async ({ request }) => {
    const response = await request.get("/about", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toContain("max-age=");
    expect(response.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  test("caches hashed assets for a year, and compresses them", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // Any script the page names (the module preloads are held back until after first paint: DeferredScripts).
    const src = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(src).toMatch(/^\/assets\//);
    const asset = await request.get(src!, { headers: { "accept-encoding": "gzip" } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toContain("immutable");
    expect(asset.headers()["cache-control"]).toContain("max-age=31536000");
    expect(asset.headers()["content-encoding"]).toBe("gzip");
    const brotli = await request.get(src!, { headers: { "accept-encoding": "br, gzip" } });
    expect(brotli.headers()["content-encoding"]).toBe("br");
    expect(brotli.headers()["content-type"]).toContain("javascript");
    const plain = await request.get(src!, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers()["content-length"])).toBeGreaterThan(Number(asset.headers()["content-length"]));
    const missing = await request.get("/assets/no-such-file.js", { maxRedirects: 0 });
    expect(missing.status()).toBe(404);
  });

  test("/healthz reports status, version and each upstream's mode to the operator", async ({ request }) => {
    const operator = { headers: { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` } };
    const response = await request.get("/healthz", operator);
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    for (const upstream of ["vimeo", "planningCenter", "mailchimp"]) {
      expect(body.upstreams[upstream].mode).toBe("demo");
      expect(body.upstreams[upstream]).toHaveProperty("lastSuccess");
    }
    expect(body.outbox).toEqual({
      pending: expect.any(Number),
      delivered: expect.any(Number),
      failed: expect.any(Number),
    });
    // The privacy policy's one-year retention runs at start-up, then daily.
    await expect
      .poll(async () => (await (await request.get("/healthz", operator)).json()).cleanUps["visit-requests"])
      .toMatchObject({
        ok: true,
        lastRunAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        removed: { visitRequests: 0 },
      });
  });
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    env: { ...process.env, HOST: "127.0.0.1", DATA_DIR: mkdtempSync(path.join(tmpdir(), "church-srv-")), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

// A server of this journey's own, clear of the run's servers (E2E_PORT and the three after it).
const OWN_PORT = Number(process.env.E2E_PORT ?? 3100) + 9;

test.describe("operating the server @desktop", () => {
  test("says once which upstreams run on demo content, then stops cleanly on SIGTERM", async () => {
    const server = startServer({
      PORT: String(OWN_PORT),
      VIMEO_TOKEN: "",
      PCO_APP_ID: "",
      PCO_SECRET: "",
      MAILCHIMP_API_KEY: "",
      MAILCHIMP_LIST_ID: "",
    });
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain("server listening");
    const log = server.output();
    expect(log.match(/demo content/g)).toHaveLength(3);
    const page = await fetch(`http://127.0.0.1:${OWN_PORT}/about`);
    expect(page.status).toBe(200);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"message":"stopped"');
    const lines = server.output().trim().split("\n");
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  test("refuses to start with a bad setting, naming it and not its value", async () => {
    const server = startServer({ PORT: "not-a-port", MAILCHIMP_API_KEY: "s3cret-value", MAILCHIMP_LIST_ID: "list" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT");
    expect(server.output()).toContain("MAILCHIMP_API_KEY");
    expect(server.output()).not.toContain("s3cret-value");
  });
});
