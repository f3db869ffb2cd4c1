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
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { chromiumFlags, chromiumPath } from "./lib/chromium.mjs";
import { ensureBuild, ensureDependencies, root } from "./lib/prepare.mjs";
import { signInStaff } from "./lib/staff-sign-in.mjs";

ensureDependencies();
ensureBuild();
const { default: lighthouse } = await import("lighthouse");
const { computeMedianRun } = await import("lighthouse/core/lib/median-run.js");
const { parseSitemap } = await import("sitemap");
const chromeLauncher = await import("chrome-launcher");

const BUDGET = {
  performance: 100,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  // Issue 20: LCP under 1.2 s, and at most 100 ms of total blocking time (the median run's).
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0,
  // Issue 20: first-load JavaScript under 40 KB gzip on a page whose only interactive parts
  // are the drawer and the sign-up; every page loads the same one script, so every page is held to it.
  firstLoadJsGzipKb: 40,
  homeTotalKb: 600,
};
/** Issue 18: staff pages reach LCP under 2 s on Lighthouse mobile; issue 20 holds them to its TBT and performance too
 * ("the pages this wave adds, the editor's included"). They are noindex, so SEO is not scored. */
const STAFF_BUDGET = { performance: 100, accessibility: 100, "best-practices": 100, lcpMs: 2000, tbtMs: 100, cls: 0 };
const isStaffPage = (page) => page === "/admin" || page.startsWith("/admin/");
/** Where each public page's visit beacon posts (app/lib/visit-traits.ts's BEACON_PATH, issue 47). */
const BEACON_PATH = "/insights/count";
// Every page the site map lists (SPEC 2.1 and the sermon finder), with one series and one message
// standing for all of theirs: one list of the site's pages, kept in app/features/feeds/sitemap.server.ts.

// Runs per page and build (LIGHTHOUSE_RUNS, default 3); the median run is the one reported.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// LIGHTHOUSE_APPLIED=0 skips the runs with the slowdown applied (about half of the time a page takes).
const APPLIED = process.env.LIGHTHOUSE_APPLIED !== "0";
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3300);
const NOW = process.env.LIGHTHOUSE_NOW
  ? { "x-test-now": new Date(process.env.LIGHTHOUSE_NOW).toISOString() }
  : undefined;
const sites = [{ label: "", baseUrl: `http://127.0.0.1:${port}`, ...startServer(port, path.join(root, "build")) }];
if (process.env.LIGHTHOUSE_COMPARE_BUILD) {
  const comparePort = Number(process.env.LIGHTHOUSE_COMPARE_PORT ?? port + 1);
  const buildDir = runnable(path.resolve(process.env.LIGHTHOUSE_COMPARE_BUILD));
  // An older build may not read today's content folder: LIGHTHOUSE_COMPARE_CONTENT_DIR gives it its own
  // (a copy of the demo church as that build knew it; DEMO=1 keeps its services on demo content).
  const compareContent = process.env.LIGHTHOUSE_COMPARE_CONTENT_DIR;
  sites.unshift({
    label: "before",
    baseUrl: `http://127.0.0.1:${comparePort}`,
    ...startServer(
      comparePort,
      buildDir,
      compareContent ? { CONTENT_DIR: path.resolve(compareContent), DEMO: "1" } : {},
    ),
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

mkdirSync(path.join(root, "reports", "lighthouse"), { recursive: true });
const rows = [];
let failed = false;
try {
  for (const page of pages) {
    for (const site of sites) {
      const row = await measure(site, page);
      rows.push(row);
      const counts = site.label !== "before";
      if (counts) failed ||= !row.withinBudget;
      console.log(
        `${row.withinBudget ? "✓" : "✗"} ${site.label.padEnd(site.label ? 7 : 0)}${page.padEnd(34)} perf ${row.performance} a11y ${row.accessibility}` +
          ` bp ${row["best-practices"]} seo ${row.seo ?? "-"}${row.noindexOnPurpose ? " (noindex on purpose)" : ""} CLS ${row.cls} FCP ${row.fcpMs} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms` +
          (RUNS > 1 ? ` (runs: ${row.tbtMsOfRuns.join("/")}; perf ${row.performanceOfRuns.join("/")})` : "") +
          (row.tbtAppliedMs !== null
            ? `, applied ${row.tbtAppliedMs} ms (runs: ${row.tbtAppliedMsOfRuns.join("/")})`
            : "") +
          ` script before interactive ${row.scriptingMs} ms` +
          (isStaffPage(page) ? "" : row.beacon ? " beacon sent" : " no beacon") +
          ` first-load JS ${row.firstLoadJsGzipKb} KB gzip (${row.jsKb} KB as sent), total ${row.totalKb} KB` +
          (row.problems.length ? `  ← ${row.problems.join(", ")}; failing audits: ${row.failing.join(", ")}` : ""),
      );
      if (row.tbtMs > BUDGET.tbtMs || row.tbtAppliedMs > BUDGET.tbtMs) {
        for (const task of row.longTasks)
          console.log(`      long task ${task.durationMs} ms at ${task.startMs} ms: ${task.source}`);
      }
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

/**
 * A build kept on its own (no node_modules beside it, as a copy of an older
 * build often is) cannot load its packages: run a copy of it beside this
 * checkout's node_modules instead. A copy, not a link: Node resolves a
 * module's packages from its real path.
 */
function runnable(buildDir) {
  if (existsSync(path.join(buildDir, "..", "node_modules"))) return buildDir;
  const staged = mkdtempSync(path.join(tmpdir(), "church-lh-build-"));
  cpSync(buildDir, path.join(staged, "build"), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(staged, "node_modules"), "dir");
  return path.join(staged, "build");
}

function startServer(serverPort, buildDir, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-lh-"));
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(NOW ? { ALLOW_TEST_CLOCK: "true" } : {}),
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return { server, dataDir, buildDir, port: serverPort };
}

/**
 * A staff session on `site` (made once): an owner set up by the real
 * `admin:invite` command against the site's data, signed in by posting the
 * printed link's token as the verify page's button would.
 */
async function staffCookie(site) {
  site.staffCookie ??= await signInStaff(site.baseUrl, {
    email: "lighthouse@example.org",
    role: "owner",
    env: { BUILD_DIR: site.buildDir, DATA_DIR: site.dataDir },
  });
  return site.staffCookie;
}

async function measure(site, page) {
  const url = `${site.baseUrl}${page}`;
  const staff = isStaffPage(page);
  const cookie = staff && !page.startsWith("/admin/sign-in") ? { Cookie: await staffCookie(site) } : undefined;
  const headers = cookie || NOW ? { ...cookie, ...NOW } : undefined;
  // Warm the server's caches once, as a visitor after the first would find them.
  await fetch(url, { headers }).then((response) => response.text());
  // Lighthouse's own advice on variability: several runs, keep the median one
  // (its computeMedianRun: the run nearest the median FCP and TTI).
  const results = [];
  for (let run = 0; run < RUNS; run += 1) results.push(await runLighthouse(url, headers, staff));
  const valid = results.filter((candidate) => !candidate.lhr.runtimeError);
  const median = valid.length > 0 ? computeMedianRun(valid.map((candidate) => candidate.lhr)) : null;
  const result = valid.find((candidate) => candidate.lhr === median) ?? results[0];
  const tbtOfRuns = valid.map((candidate) => Math.round(candidate.lhr.audits["total-blocking-time"].numericValue));
  const performanceOfRuns = valid.map((candidate) =>
    Math.round((candidate.lhr.categories.performance.score ?? 0) * 100),
  );
  // Total blocking time with the slowdown applied, beside the simulated one (docs/decisions/030): Chromium runs
  // the page's main thread 4x slower and the network at Lighthouse's slow 4G, and the tasks are timed as they ran.
  const applied = [];
  if (!staff && APPLIED) {
    for (let run = 0; run < RUNS; run += 1) {
      const candidate = await runLighthouse(url, headers, staff, "devtools");
      if (!candidate.lhr.runtimeError)
        applied.push(Math.round(candidate.lhr.audits["total-blocking-time"].numericValue));
    }
  }
  const name = `${site.label ? `${site.label}-` : ""}${page.replace(/\W+/g, "_")}`;
  writeFileSync(path.join(root, "reports", "lighthouse", `${name}.json`), result.report);
  const { categories, audits, runtimeError } = result.lhr;
  const resources = audits["resource-summary"]?.details?.items ?? [];
  const bytesOf = (type) => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const requests = audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === "Script");
  const row = {
    build: site.label || undefined,
    page,
    performance:
      performanceOfRuns.length > 0
        ? medianOf(performanceOfRuns)
        : Math.round((categories.performance.score ?? 0) * 100),
    performanceOfRuns,
    accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
    "best-practices": Math.round((categories["best-practices"].score ?? 0) * 100),
    seo: categories.seo ? Math.round((categories.seo.score ?? 0) * 100) : null,
    cls: Number((audits["cumulative-layout-shift"].numericValue ?? Number.NaN).toFixed(3)),
    fcpMs: Math.round(audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(audits["largest-contentful-paint"].numericValue),
    // Issue 20's figures are medians of the runs: the runs' own median TBT and performance, not those of the
    // one run Lighthouse's computeMedianRun picks (the run nearest the median FCP and TTI, whose TBT can be
    // any of the three).
    tbtMs: tbtOfRuns.length > 0 ? medianOf(tbtOfRuns) : Math.round(audits["total-blocking-time"].numericValue),
    tbtMsOfRuns: tbtOfRuns,
    tbtAppliedMs: applied.length > 0 ? medianOf(applied) : null,
    tbtAppliedMsOfRuns: applied,
    lcpElement: audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.selector,
    // The scripts as this server sent them to Chromium (brotli), which is what a phone downloads.
    // Issue 47: the page ran its visit beacon in this run (it posts once the page is shown), so its score is the
    // score with the beacon. Every public page carries it while the church counts (church.yaml's insights.count,
    // on in the demo church); a staff page never does.
    beacon: requests.some((item) => new URL(item.url).pathname === BEACON_PATH),
    jsKb: Math.round(bytesOf("script") / 102.4) / 10,
    totalKb: Math.round(bytesOf("total") / 102.4) / 10,
    // Every script the page loaded on its own (before any click), as gzip would send it.
    firstLoadJsGzipKb: await gzipKb(scripts.map((item) => item.url)),
    // The script the page ran while loading (Lighthouse's bootup-time: evaluation and
    // compilation, under its 4x CPU slowdown), and the main thread's script evaluation.
    scriptingMs: Math.round(
      (audits["bootup-time"]?.details?.items ?? []).reduce(
        (sum, item) => sum + (item.scripting ?? 0) + (item.scriptParseCompile ?? 0),
        0,
      ),
    ),
    scriptEvaluationMs: Math.round(
      (audits["mainthread-work-breakdown"]?.details?.items ?? []).find((item) => item.group === "scriptEvaluation")
        ?.duration ?? 0,
    ),
    // The main thread's tasks over 50 ms, with the script each is attributed to.
    longTasks: (audits["long-tasks"]?.details?.items ?? []).map((task) => ({
      durationMs: Math.round(task.duration),
      startMs: Math.round(task.startTime),
      source: typeof task.url === "string" ? task.url : "unattributable",
    })),
    failing: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
      .map((audit) => audit.id),
  };
  const problems = runtimeError ? [runtimeError.code] : [];
  const budget = staff ? STAFF_BUDGET : BUDGET;
  // A page the site keeps out of search engines on purpose (a visitor's own plan-a-visit form: noindex, and
  // not in the site map) has no search score to hold. A site-map page that says noindex still fails.
  row.noindexOnPurpose = audits["is-crawlable"]?.score === 0 && !(await sitemapPaths(site)).includes(page);
  for (const key of ["performance", "accessibility", "best-practices", "seo"])
    if (key in budget && row[key] < budget[key] && !(key === "seo" && row.noindexOnPurpose))
      problems.push(`${key} ${row[key]}`);
  if (!(row.lcpMs < budget.lcpMs)) problems.push(`LCP ${row.lcpMs} ms`);
  if (!(row.tbtMs <= budget.tbtMs)) problems.push(`TBT ${row.tbtMs} ms`);
  if (!(row.cls <= budget.cls)) problems.push(`CLS ${row.cls}`);
  if (!staff && !(row.firstLoadJsGzipKb < BUDGET.firstLoadJsGzipKb))
    problems.push(`first-load JS ${row.firstLoadJsGzipKb} KB gzip`);
  if (page === "/" && row.totalKb > BUDGET.homeTotalKb) problems.push(`total ${row.totalKb} KB`);
  // Issue 47: "public pages stay Lighthouse 100 with the beacon": a public page measured without it proves nothing.
  if (!staff && !row.beacon) problems.push("no visit beacon sent");
  row.problems = problems;
  row.withinBudget = problems.length === 0;
  return row;
}

/** One Lighthouse run; a loaded machine now and then loses the trace's start (NO_NAVSTART): measure again. */
async function runLighthouse(url, extraHeaders, staff, throttlingMethod = "simulate") {
  let result;
  for (let attempt = 0; attempt < 3 && (!result || result.lhr.runtimeError); attempt += 1) {
    result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      extraHeaders,
      throttlingMethod,
      onlyCategories:
        throttlingMethod === "devtools"
          ? ["performance"]
          : ["performance", "accessibility", "best-practices", ...(staff ? [] : ["seo"])],
    });
  }
  return result;
}

/** The median of some numbers (the lower middle one of an even count). */
function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Before and after, page by page: the figures issue 20 asks for, in one table. */
function printSideBySide(rows) {
  const of = (build, page) => rows.find((row) => row.build === build && row.page === page);
  const cell = (row) =>
    row
      ? `${String(row.performance).padStart(3)} ${String(row.tbtMs).padStart(5)} ${String(row.tbtAppliedMs ?? "-").padStart(5)} ${String(row.lcpMs).padStart(5)} ${String(row.scriptingMs).padStart(5)} ${row.firstLoadJsGzipKb.toFixed(1).padStart(6)}`
      : "  (not measured)                    ";
  console.log(`\n${"".padEnd(34)} ${"before".padEnd(35)}   after`);
  console.log(`${"page".padEnd(34)} perf   TBT  TBT*   LCP  script  JS KB   perf   TBT  TBT*   LCP  script  JS KB`);
  for (const page of [...new Set(rows.map((row) => row.page))]) {
    console.log(`${page.padEnd(34)} ${cell(of("before", page))}   ${cell(of("after", page))}`);
  }
  console.log(
    "(TBT simulated, TBT* with the slowdown applied, LCP and script before interactive in ms; first-load JS in KB gzip)",
  );
}

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

/** The scripts' sizes as the server sends them gzipped (each address once). */
async function gzipKb(urls) {
  let bytes = 0;
  for (const url of new Set(urls)) {
    const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    bytes += Number(response.headers.get("content-length") ?? 0) || (await response.arrayBuffer()).byteLength;
  }
  return Math.round(bytes / 102.4) / 10;
}

/** The paths a site's sitemap.xml lists (read once per site). */
async function sitemapPaths(site) {
  site.sitemapPaths ??= fetch(`${site.baseUrl}/sitemap.xml`)
    .then((response) => (response.ok ? response.text() : ""))
    .then(async (xml) =>
      xml ? (await parseSitemap(Readable.from([xml]))).map((entry) => new URL(entry.url).pathname) : [],
    );
  return site.sitemapPaths;
}

async function pagesFromSitemap(site) {
  const paths = await sitemapPaths(site);
  // Every page in every language (issue 27: `/es/…`), with one series and one message in each.
  const pages = paths.filter((path) => !/^(?:\/[a-z]{2})?\/(series|message)\//.test(path));
  const firstOf = (prefix) => paths.find((path) => path.startsWith(prefix));
  const languages = [...new Set(paths.map((path) => /^\/[a-z]{2}(?=\/)/.exec(path)?.[0] ?? ""))];
  return [
    ...pages,
    ...languages.flatMap((language) => [firstOf(`${language}/series/`), firstOf(`${language}/message/`)]),
  ].filter(Boolean);
}
