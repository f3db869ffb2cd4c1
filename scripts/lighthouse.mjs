// `npm run lighthouse [path…]`: Lighthouse's mobile run (simulated slow 4G and
// a mid-range phone) against the production build, in Debian's Chromium.
// Prints each page's four scores, CLS and transfer sizes, checks them against
// the budgets of the issues, and writes reports/lighthouse.json.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild, ensureDependencies, root } from "./lib/prepare.mjs";

ensureDependencies();
ensureBuild();
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");

const BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.05, homeJsKb: 130, homeTotalKb: 600 };
const DEFAULT_PAGES = [
  "/", "/about", "/events", "/connect", "/groups", "/ministries/kids", "/ministries/youth", "/ministries/adults",
  "/ministries/worship", "/ministries/serve", "/watch", "/watch/live", "/resources", "/contact", "/give", "/baptism",
  "/visit", "/christmas", "/easter", "/privacy",
];

const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: mkdtempSync(path.join(tmpdir(), "church-lh-")), LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});
await waitFor(`${baseUrl}/healthz`);

// Pages given on the command line, or every page; a message and a series come from the live site map.
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [...DEFAULT_PAGES, ...(await firstSermonPages())];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const rows = [];
let failed = false;
try {
  for (const page of pages) {
    // Warm the server's caches once, as a visitor after the first would find them.
    await fetch(`${baseUrl}${page}`).then((response) => response.text());
    const result = await lighthouse(`${baseUrl}${page}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const { categories, audits } = result.lhr;
    const resources = audits["resource-summary"]?.details?.items ?? [];
    const bytesOf = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
    const row = {
      page,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      "best-practices": Math.round(categories["best-practices"].score * 100),
      seo: Math.round(categories.seo.score * 100),
      cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
      tbtMs: Math.round(audits["total-blocking-time"].numericValue),
      jsKb: Math.round(bytesOf("script") / 102.4) / 10,
      totalKb: Math.round(bytesOf("total") / 102.4) / 10,
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id),
    };
    row.firstLoadJsGzipKb = await firstLoadJsGzipKb(page);
    const problems = [];
    for (const key of ["performance", "accessibility", "best-practices", "seo"]) if (row[key] < BUDGET[key]) problems.push(`${key} ${row[key]}`);
    if (row.cls >= BUDGET.cls) problems.push(`CLS ${row.cls}`);
    if (page === "/" && row.firstLoadJsGzipKb > BUDGET.homeJsKb) problems.push(`first-load JS ${row.firstLoadJsGzipKb} KB gzipped`);
    if (page === "/" && row.totalKb > BUDGET.homeTotalKb) problems.push(`total ${row.totalKb} KB`);
    row.withinBudget = problems.length === 0;
    failed ||= problems.length > 0;
    rows.push(row);
    console.log(
      `${row.withinBudget ? "✓" : "✗"} ${page.padEnd(36)} perf ${row.performance} a11y ${row.accessibility} bp ${row["best-practices"]} seo ${row.seo}` +
        ` CLS ${row.cls} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms JS ${row.jsKb} KB (gzip ${row.firstLoadJsGzipKb} KB) total ${row.totalKb} KB` +
        (problems.length ? `  ← ${problems.join(", ")}; failing audits: ${row.failing.join(", ")}` : ""),
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

mkdirSync(path.join(root, "reports"), { recursive: true });
writeFileSync(path.join(root, "reports", "lighthouse.json"), `${JSON.stringify(rows, null, 2)}\n`);
console.log(`\n${rows.filter((row) => row.withinBudget).length} of ${rows.length} pages within budget (reports/lighthouse.json)`);
process.exit(failed ? 1 : 0);

async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The page's first-load JavaScript as gzip sends it: every script and module preload of its HTML. */
async function firstLoadJsGzipKb(page) {
  const html = await fetch(`${baseUrl}${page}`).then((response) => response.text());
  const sources = new Set(
    [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)].map((match) => match[1]),
  );
  let bytes = 0;
  for (const source of sources) {
    const response = await fetch(`${baseUrl}${source}`, { headers: { "accept-encoding": "gzip" } });
    bytes += Number(response.headers.get("content-length") ?? 0) || (await response.arrayBuffer()).byteLength;
  }
  return Math.round(bytes / 102.4) / 10;
}

async function firstSermonPages() {
  const html = await fetch(`${baseUrl}/watch`).then((response) => response.text());
  const series = html.match(/href="(\/series\/[^"]+)"/)?.[1];
  const seriesHtml = series ? await fetch(`${baseUrl}${series}`).then((response) => response.text()) : "";
  const message = seriesHtml.match(/href="(\/message\/[^"]+)"/)?.[1];
  return [series, message].filter(Boolean);
}
