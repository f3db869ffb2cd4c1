import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// What an operator sees of the production server. Tagged @desktop: these do not depend on the viewport.

test.describe("production server @desktop", () => {
  test("answers with security headers and a CSP nonce that matches its inline scripts", async ({ request }) => {
    const response = await request.get("/about");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["strict-transport-security"]).toBeUndefined(); // plain HTTP here
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await request.get("/about");
    expect(second.headers()["content-security-policy"]).not.toContain(`'nonce-${nonce}'`);
  });

  test("a rendered page is reused within the minute, with each visitor's own nonce and token", async ({ playwright }) => {
    const visitor = async () => {
      const context = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
      const response = await context.get("/contact");
      const cookie = response.headers()["set-cookie"]?.match(/XSRF-TOKEN=([^;]+)/)?.[1];
      const nonce = response.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
      const html = await response.text();
      await context.dispose();
      return { cookie, nonce, html, cache: response.headers()["x-render-cache"] };
    };
    const first = await visitor();
    const second = await visitor();
    expect(second.cache).toBe("hit");
    expect(second.cookie).toBeTruthy();
    expect(second.cookie).not.toBe(first.cookie);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.html).toContain(`name="xsrf" value="${second.cookie}"`);
    expect(second.html).not.toContain(first.cookie!);
    expect(second.html).not.toContain(first.nonce!);
    expect(second.html).not.toMatch(/StandIn/);
  });

  test("sends HSTS when a proxy says the request came over HTTPS", async ({ request }) => {
    const response = await request.get("/about", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toContain("max-age=");
    expect(response.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  test("caches hashed assets for a year, and compresses them", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const src = html.match(/<link rel="modulepreload" href="([^"]+)"/)?.[1];
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

  test("/healthz reports status, version and each upstream's mode", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.status).toBe("ok");
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    for (const upstream of ["vimeo", "planningCenter", "mailchimp"]) {
      expect(body.upstreams[upstream].mode).toBe("demo");
      expect(body.upstreams[upstream]).toHaveProperty("lastSuccess");
    }
    expect(body.outbox).toEqual({ pending: expect.any(Number), delivered: expect.any(Number), failed: expect.any(Number) });
    // The privacy policy's one-year retention runs at start-up, then daily.
    await expect
      .poll(async () => (await (await request.get("/healthz")).json()).cleanUps["visit-requests"])
      .toMatchObject({ ok: true, lastRunAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), removed: { visitRequests: 0 } });
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

test.describe("operating the server @desktop", () => {
  test("says once which upstreams run on demo content, then stops cleanly on SIGTERM", async () => {
    const server = startServer({ PORT: "3191", VIMEO_TOKEN: "", PCO_APP_ID: "", PCO_SECRET: "", MAILCHIMP_API_KEY: "", MAILCHIMP_LIST_ID: "" });
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain("server listening");
    const log = server.output();
    expect(log.match(/demo content/g)).toHaveLength(3);
    const page = await fetch("http://127.0.0.1:3191/about");
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
