// `npm run lighthouse [path…]`: Lighthouse's mobile run (simulated slow 4G and
// a mid-range phone) against the production build, in Debian's Chromium.
// Prints each page's four scores, LCP, CLS, total blocking time, the script it
// ran before it was interactive and the JavaScript it loaded, checks them
// against the budgets of the issues (issue 12: performance 100, CLS 0; issue
// 20: TBT at most 100 ms, LCP under 1.2 s, first-load JS under 40 KB gzip),
// prints a page's long tasks by script when its TBT is over, and writes
// reports/lighthouse.json plus each page's whole report in reports/lighthouse/
// (what the LCP waits for: lcp-breakdown-insight, render-blocking-insight,
// network-dependency-tree-insight; the main thread: long-tasks, bootup-time).
//
// Total blocking time is measured twice: simulated (Lighthouse's default, the
// figure in its performance score) and with the slowdown applied (Chromium
// throttles the CPU 4x and the network to slow 4G while the page loads). The
// budget is held to the simulated one, as issue 20 defines it; the applied one
// shows what of it is the page's own work (docs/decisions/030).
//
// Staff pages (/admin…) have their own budget (issue 18: LCP under 2 s; no SEO
// score, they are noindex on purpose); the script signs in first, with the
// real `admin:invite` command against the server's data, for any but the
// sign-in page.
//
// Public pages are measured with the visit beacon (issue 47) as visitors get them: the demo church counts
// visits (church.yaml's insights.count, true unless set false), so every public page carries the beacon's inline
// script and sends its one POST; each page's line says "beacon sent", and a public page that sent none fails.
//
// LIGHTHOUSE_NOW=<ISO instant> measures the pages at that moment of the site's clock (the server's test
// clock, X-Test-Now, which the script then switches on): `LIGHTHOUSE_NOW=<a Sunday, 10:50 in the church's
// zone> npm run lighthouse /watch/live` measures the live page with its stream and chat open (issue 45).
//
// LIGHTHOUSE_COMPARE_BUILD=<build dir> (with LIGHTHOUSE_COMPARE_PORT) also
// serves another build, e.g. main's, and measures each page on both in turn,
// so before and after share one run and the same load on the machine; a table
// of both side by side ends the run. Only this build's figures decide the exit code.
//
// This file runs the measurement; the sites it serves are scripts/lib/lighthouse-sites.mjs, the measuring of a
// page and its budgets scripts/lib/lighthouse-measure.mjs, what it prints scripts/lib/lighthouse-report.mjs.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromiumFlags, chromiumPath } from "./lib/chromium.mjs";
import { ensureBuild, ensureDependencies, root } from "./lib/prepare.mjs";

ensureDependencies();
ensureBuild();
// Lighthouse, chrome-launcher and sitemap may have just been installed: they and the modules that use them
// are loaded only now.
const chromeLauncher = await import("chrome-launcher");
const { pagesFromSitemap, runnable, startServer, waitFor } = await import("./lib/lighthouse-sites.mjs");
const { measure } = await import("./lib/lighthouse-measure.mjs");
const { printRow, printSideBySide } = await import("./lib/lighthouse-report.mjs");

// Runs per page and build (LIGHTHOUSE_RUNS, default 3); the median run is the one reported.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// LIGHTHOUSE_APPLIED=0 skips the runs with the slowdown applied (about half of the time a page takes).
const APPLIED = process.env.LIGHTHOUSE_APPLIED !== "0";
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const NOW = process.env.LIGHTHOUSE_NOW
  ? { "x-test-now": new Date(process.env.LIGHTHOUSE_NOW).toISOString() }
  : undefined;
const testClock = Boolean(NOW);
const sites = [
  { label: "", baseUrl: `http://127.0.0.1:${port}`, ...startServer(port, path.join(root, "build"), { testClock }) },
];
if (process.env.LIGHTHOUSE_COMPARE_BUILD) {
  const comparePort = Number(process.env.LIGHTHOUSE_COMPARE_PORT ?? port + 1);
  const buildDir = runnable(path.resolve(process.env.LIGHTHOUSE_COMPARE_BUILD));
  // An older build may not read today's content folder: LIGHTHOUSE_COMPARE_CONTENT_DIR gives it its own
  // (a copy of the demo church as that build knew it; DEMO=1 keeps its services on demo content).
  const compareContent = process.env.LIGHTHOUSE_COMPARE_CONTENT_DIR;
  sites.unshift({
    label: "before",
    baseUrl: `http://127.0.0.1:${comparePort}`,
    ...startServer(comparePort, buildDir, {
      testClock,
      env: compareContent ? { CONTENT_DIR: path.resolve(compareContent), DEMO: "1" } : {},
    }),
  });
  sites[1].label = "after";
}
try {
  for (const site of sites) await waitFor(`${site.baseUrl}/healthz`);
} catch (error) {
  // One server failed to start (e.g. a compared build without node_modules beside it): stop the other too.
  for (const site of sites) site.server.kill("SIGTERM");
  throw error;
}

// This build's own list of pages (an older build compared with it may have no sitemap).
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : await pagesFromSitemap(sites.at(-1));
if (pages.length === 0) {
  for (const site of sites) site.server.kill("SIGTERM");
  console.error("No pages to measure: the sitemap listed none.");
  process.exit(1);
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless", ...chromiumFlags],
});

const measuring = { chromePort: chrome.port, runs: RUNS, measureApplied: APPLIED, now: NOW };
mkdirSync(path.join(root, "reports", "lighthouse"), { recursive: true });
const rows = [];
let failed = false;
try {
  for (const page of pages) {
    for (const site of sites) {
      const row = await measure(site, page, measuring);
      rows.push(row);
      const counts = site.label !== "before";
      if (counts) failed ||= !row.withinBudget;
      printRow(row, site, page, RUNS);
    }
  }
} finally {
  await chrome.kill();
  for (const site of sites) site.server.kill("SIGTERM");
}

writeFileSync(path.join(root, "reports", "lighthouse.json"), `${JSON.stringify(rows, null, 2)}\n`);
if (sites.length > 1) printSideBySide(rows);
const counted = rows.filter((row) => row.build !== "before");
console.log(
  `\n${counted.filter((row) => row.withinBudget).length} of ${counted.length} measurements within budget (reports/lighthouse.json)`,
);
process.exit(failed ? 1 : 0);
