// Issue 20: moving between pages is a full page load from the rendered-page
// cache, which Speculation Rules may have fetched while the pointer rested on
// the link (app/components/layout/speculation-rules.tsx). In Debian's
// Chromium against the server on this machine (no network throttling: the
// origin's own speed), a visitor goes round the site's pages by their links,
// and each step is timed from the click, as the page received it, to the next
// page's first contentful paint (the two pages' instants compared on the
// machine's clock). Two ways: the pointer resting
// on the link first (prefetch) and a click straight away.
/* global window */
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../lib/chromium.mjs";

export const description =
  "click to the next page's first paint, going round the site by its links (target: p95 < 200 ms)";

// Each step follows a link the page shows: the bar, the logo, the home page's cards.
const ROUND = ["/", "/watch", "/about", "/events", "/groups", "/resources", "/contact", "/visit", "/"];
const ROUNDS = 3;
const TARGET = { p95Ms: 200 };

export default async function navigation({ baseUrl }) {
  // Warm the page cache, as visitors before this one would have.
  for (const path of new Set(ROUND)) await fetch(`${baseUrl}${path}`).then((response) => response.text());
  // No internet here: third-party frames (map, players) fail at once rather than wait. Not
  // page.route, which would hold every request of the page (and the prefetches) for a round trip.
  const args = [...chromiumFlags, "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"];
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const results = [];
    for (const mode of ["hover", "click"]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.exposeBinding("benchClicked", (_source, at) => {
        lastClick = at;
      });
      await page.goto(`${baseUrl}${ROUND[0]}`);
      const steps = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const next of ROUND.slice(1)) steps.push(await step(page, next, mode));
        await page.goto(`${baseUrl}${ROUND[0]}`);
      }
      await page.close();
      // BENCH_STEPS=1: each step's time, page by page.
      if (process.env.BENCH_STEPS) {
        for (const path of new Set(ROUND.slice(1)))
          console.log(
            `  ${mode} ${path}: ${steps
              .filter((measured) => measured.path === path)
              .map((measured) => measured.paintMs)
              .join(" ")} ms`,
          );
      }
      const times = steps.map((measured) => measured.paintMs).sort((a, b) => a - b);
      const prefetched = steps.filter((measured) => measured.prefetched).length;
      const p95Ms = percentile(times, 0.95);
      results.push({
        label: `${mode === "hover" ? "pointer on the link, then click" : "click at once"} (${prefetched} of ${steps.length} prefetched)`,
        url: baseUrl,
        perSecond: "",
        p50Ms: percentile(times, 0.5),
        p95Ms,
        p99Ms: percentile(times, 0.99),
        maxMs: times.at(-1),
        failures: steps.filter((measured) => !Number.isFinite(measured.paintMs)).length,
        responseP50Ms: percentile(
          steps.map((measured) => measured.responseMs).sort((a, b) => a - b),
          0.5,
        ),
        target: TARGET,
        withinTarget: p95Ms < TARGET.p95Ms,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** When the last click reached its page (benchClicked, a binding each bench page has). */
let lastClick = Number.NaN;

/** Follows the page's own link to `next` and times it. */
async function step(page, next, mode) {
  const link = page.locator(`a[href="${next}"]:visible`).first();
  if (mode === "hover") {
    await link.hover();
    // "moderate" eagerness prefetches after the pointer has rested on a link for about 200 ms.
    await page.waitForTimeout(300);
  }
  // The click's instant on the machine's clock, as the page received it: the next page's own clock starts
  // only once its navigation has begun.
  lastClick = Number.NaN;
  await page.evaluate(() => {
    window.addEventListener("click", (event) => window.benchClicked(performance.timeOrigin + event.timeStamp), {
      capture: true,
      once: true,
    });
  });
  await Promise.all([page.waitForURL((url) => url.pathname === next, { waitUntil: "commit" }), link.click()]);
  const shown = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const navigation = performance.getEntriesByType("navigation")[0];
        new PerformanceObserver((list, observer) => {
          const paint = list.getEntriesByName("first-contentful-paint")[0];
          if (!paint) return;
          observer.disconnect();
          resolve({
            shownAt: performance.timeOrigin + paint.startTime,
            responseMs: Math.round(navigation.responseEnd),
            prefetched: navigation.deliveryType === "navigational-prefetch",
          });
        }).observe({ type: "paint", buffered: true });
      }),
  );
  return { ...shown, path: next, paintMs: Math.round(shown.shownAt - lastClick) };
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
