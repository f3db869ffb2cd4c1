import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { request } from "undici";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ensureBuilt, killHard, root, startSite, type SiteProcess } from "./server-process";

/**
 * Issue 11: the built site runs from wherever an operator unpacks it. The
 * build is copied into a directory whose path has a dot segment and a space
 * (as ~/.sites/church site would), and every asset a page names is fetched as
 * a browser asks for it.
 */

const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
let site: SiteProcess;
let installed: string;

beforeAll(async () => {
  ensureBuilt();
  const home = mkdtempSync(path.join(tmpdir(), "church-install-"));
  installed = path.join(home, ".sites", "church site");
  mkdirSync(installed, { recursive: true });
  cpSync(path.join(root, process.env.BUILD_DIR ?? "build"), path.join(installed, "build"), { recursive: true });
  // An operator installs the dependencies beside the build.
  symlinkSync(path.join(root, "node_modules"), path.join(installed, "node_modules"), "dir");
  site = await startSite({ env: { BUILD_DIR: path.join(installed, "build") } });
}, 120_000);
afterAll(async () => {
  if (site) await killHard(site);
});

test("every asset of a page is served from a path with a dot segment and a space, compressed as the browser accepts", async () => {
  const assetsDir = path.join(installed, "build", "client", "assets");
  expect(
    readdirSync(assetsDir).some((name) => name.endsWith(".br")),
    "the build is precompressed (npm run build)",
  ).toBe(true);

  const page = await request(`${site.baseUrl}/`, { headers: { "accept-encoding": "identity" } });
  expect(page.statusCode).toBe(200);
  const html = await page.body.text();
  // Every hashed file the page names: its stylesheets and its script.
  const assets = [
    ...new Set(
      [...html.matchAll(/\/assets\/[\w.-]+\.(?:js|css|svg|woff2|png|webp|avif|jpg)/g)].map((match) => match[0]),
    ),
  ];
  expect(assets.length).toBeGreaterThan(2);

  for (const asset of assets) {
    const file = path.join(assetsDir, path.basename(asset));
    const response = await request(`${site.baseUrl}${asset}`, { headers: { "accept-encoding": BROWSER_ENCODINGS } });
    expect(response.statusCode, asset).toBe(200);
    const sent = Buffer.from(await response.body.arrayBuffer());
    const encoding = response.headers["content-encoding"];
    if (existsSync(`${file}.br`)) {
      expect(encoding, asset).toBe("br");
      expect(brotliDecompressSync(sent).equals(readFileSync(file)), asset).toBe(true);
      expect(String(response.headers["content-type"]), asset).toMatch(/^(text\/(javascript|css)|image\/svg\+xml)/);
    } else {
      expect(encoding, asset).toBeUndefined();
      expect(sent.equals(readFileSync(file)), asset).toBe(true);
    }
    expect(response.headers["cache-control"]).toContain("immutable");
  }

  // A browser that takes gzip only gets the gzip file.
  const script = assets.find((asset) => asset.endsWith(".js"))!;
  const gzip = await request(`${site.baseUrl}${script}`, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(
    gunzipSync(Buffer.from(await gzip.body.arrayBuffer())).equals(
      readFileSync(path.join(assetsDir, path.basename(script))),
    ),
  ).toBe(true);
});
