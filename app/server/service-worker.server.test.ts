import express from "express";
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from "node:fs";
import { get, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { formPagePaths } from "~/content/site";
import { ELEMENT_MANIFEST, WORKER_ENTRY } from "~/lib/element-entries";
import type { WorkerConfig } from "~/lib/worker-config";
import { getContent } from "./content.server";
import { loadServiceWorker, SERVICE_WORKER_PATH, serviceWorkerScript, workerConfig } from "./service-worker.server";

/**
 * /sw.js (issue 44, docs/decisions/070): the built worker after one line telling it the church's languages,
 * offline pages and the allow-list of pages a copy may be kept of; a new build is a new release.
 */

const ALL_ON = { vimeo: "demo", planningCenter: "demo", mailchimp: "off" } as const;

test("the worker may keep the demo church's public pages and sermons, never a form page or the giving form", () => {
  const content = getContent();
  const config = workerConfig(content, ALL_ON, "r1");
  expect(config.pages).toEqual(expect.arrayContaining(["/", "/visit", "/about", "/events", "/watch", "/app"]));
  expect(formPagePaths(content).length).toBeGreaterThan(0);
  for (const form of [...formPagePaths(content), "/give"]) expect(config.pages).not.toContain(form);
  expect(config.pagePrefixes).toEqual(["/series/", "/message/"]);
  expect(config.languages).toEqual([
    {
      prefix: "",
      tag: "en-US",
      offline: "/offline",
      savedCopy: "Saved copy from %DATE%: you are offline, so this page may have changed since.",
    },
    {
      prefix: "/es",
      tag: "es-US",
      offline: "/es/offline",
      savedCopy:
        "Copia guardada el %DATE%: no tiene conexión, así que esta página puede haber cambiado desde entonces.",
    },
  ]);
  expect(config).toMatchObject({ church: content.church.name, timeZone: "America/Los_Angeles", hourCycle: "h12" });
});

test("without its services, the sermon and event pages are not on the list", () => {
  const config = workerConfig(getContent(), { vimeo: "off", planningCenter: "off", mailchimp: "off" }, "r1");
  expect(config.pages).not.toContain("/watch");
  expect(config.pagePrefixes).toEqual([]);
});

let server: Server;
let origin = "";
let clientDir = "";

/** A build's client folder as Vite leaves it: the manifest, the worker, and a hashed file. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "church-worker-"));
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  mkdirSync(path.dirname(path.join(dir, ELEMENT_MANIFEST)), { recursive: true });
  writeFileSync(path.join(dir, ELEMENT_MANIFEST), JSON.stringify({ [WORKER_ENTRY]: { file: "assets/worker-a1.js" } }));
  writeFileSync(path.join(dir, "assets", "worker-a1.js"), "(function(){/* the worker */})();");
  writeFileSync(path.join(dir, "assets", "site-a1.css"), "body{}");
  return dir;
}

beforeAll(async () => {
  clientDir = fakeBuild();
  const app = express();
  app.get(SERVICE_WORKER_PATH, serviceWorkerScript());
  app.use((_req, res) => void res.status(404).end());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  loadServiceWorker(undefined);
  await new Promise((resolve) => server.close(resolve));
});

async function served(): Promise<{ response: Response; config: WorkerConfig; code: string }> {
  const response = await fetch(`${origin}/sw.js`);
  const [first, ...rest] = (await response.text()).split("\n");
  const config = JSON.parse(/^self\.SITE_WORKER=(.*);$/.exec(first ?? "")?.[1] ?? "null") as WorkerConfig;
  return { response, config, code: rest.join("\n") };
}

test("/sw.js is the built worker after its configuration, never cached without asking, and 304 when unchanged", async () => {
  loadServiceWorker(clientDir);
  const { response, config, code } = await served();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-cache");
  expect(code).toBe("(function(){/* the worker */})();");
  expect(config.languages.map((language) => language.offline)).toEqual(["/offline", "/es/offline"]);
  // As a browser checks the worker (fetch() would add "Cache-Control: no-cache" to a conditional request).
  const status = await new Promise<number | undefined>((resolve, reject) =>
    get(`${origin}/sw.js`, { headers: { "If-None-Match": response.headers.get("etag")! } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode);
    }).on("error", reject),
  );
  expect(status).toBe(304);
});

test("a new build is a new release: the worker's file changes, so the browser installs it and old caches go", async () => {
  loadServiceWorker(clientDir);
  const before = (await served()).config.release;
  renameSync(path.join(clientDir, "assets", "site-a1.css"), path.join(clientDir, "assets", "site-b2.css"));
  loadServiceWorker(clientDir);
  const after = (await served()).config.release;
  expect(after).not.toBe(before);
  expect(after).toMatch(/^[0-9a-f]{16}$/);
});

test("in development, with no build, there is no worker", async () => {
  loadServiceWorker(undefined);
  expect((await fetch(`${origin}/sw.js`)).status).toBe(404);
});
