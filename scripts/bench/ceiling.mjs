// Issue 12: the cached document path near the ceiling. Each page, with a warm
// cache and a browser's Accept-Encoding, is measured side by side with a bare
// Node server (scripts/lib/bare-server.mjs) sending the same bytes, in one run:
// the page should reach 50 % of the bare server's requests per second, with p95
// under 20 ms at 50 connections.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { request } from "undici";

export const description =
  "cached pages next to a bare Node server sending the same bytes (target: 50 % of it, p95 < 20 ms)";

const ROUTES = ["/", "/events"];
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };
/** Headers the bare server repeats; the rest (CSP, cookies) are the site's own work. */
const KEPT = ["content-type", "content-encoding", "cache-control", "vary"];
const TARGET = { share: 0.5, p95Ms: 20 };

export default async function ceiling({ baseUrl, runLoad }) {
  const results = [];
  for (const route of ROUTES) {
    const url = `${baseUrl}${route}`;
    const makeRequest = () => ({ headers: BROWSER });
    const first = await request(url, { headers: BROWSER });
    const body = Buffer.from(await first.body.arrayBuffer());
    if (first.statusCode !== 200) throw new Error(`${route} answered ${first.statusCode}`);
    const headers = Object.fromEntries(
      KEPT.filter((name) => first.headers[name]).map((name) => [name, first.headers[name]]),
    );

    await runLoad({ url, connections: 10, durationMs: 1500, makeRequest }); // warm-up
    const site = await runLoad({ url, connections: 50, durationMs: 8000, makeRequest });

    const bare = await startBare(body, headers);
    try {
      const bareUrl = `http://127.0.0.1:${bare.port}${route}`;
      await runLoad({ url: bareUrl, connections: 10, durationMs: 1500, makeRequest });
      const ceilingRun = await runLoad({ url: bareUrl, connections: 50, durationMs: 8000, makeRequest });
      const share = Math.round((site.perSecond / ceilingRun.perSecond) * 100) / 100;
      results.push({
        label: `${route} (cached, ${headers["content-encoding"] ?? "identity"}, ${body.length} B)`,
        ...site,
        shareOfBare: share,
        target: TARGET,
        withinTarget: share >= TARGET.share && site.p95Ms < TARGET.p95Ms,
      });
      results.push({ label: `${route} bare Node, same bytes`, ...ceilingRun });
    } finally {
      bare.child.kill("SIGTERM");
    }
  }
  return results;
}

async function startBare(body, headers) {
  const dir = mkdtempSync(path.join(tmpdir(), "church-bare-"));
  const file = path.join(dir, "body");
  writeFileSync(file, body);
  const script = fileURLToPath(new URL("../lib/bare-server.mjs", import.meta.url));
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, BARE_BODY: file, BARE_HEADERS: JSON.stringify(headers) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = await once(lines, "line");
  lines.close();
  return { child, port: Number(line) };
}
