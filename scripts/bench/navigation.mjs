// Issues 20 and 39: moving between pages is a full page load from the
// rendered-page cache, which the browser gets ready as soon as the visitor
// shows the intent: the reading pages prerendered, the form pages prefetched
// (app/components/layout/speculation-rules.tsx). In Debian's Chromium against
// the server on this machine (no network throttling: the origin's own speed),
// a visitor goes round the site's pages by their links, and each step is timed
// from the click, as the page received it, to the next page's paint.
//
// Three ways: the pointer resting on the link first (300 ms: "moderate"
// eagerness starts after about 200 ms), a press held as long as a finger's tap
// (100 ms: the press itself starts it), and a click with no warning at all.
//
// The paint of a prerendered page: it painted unseen, so it is shown when it is
// activated (the later of its first paint and its activation, as the web-vitals
// library counts it). Chromium is driven through its tab target
// (scripts/lib/chromium-tab.mjs): attached the way Playwright attaches, Chromium
// turns prerendering off.
import { openTab } from "../lib/chromium-tab.mjs";

export const description =
  "click to the next page's paint, going round the site by its links (target: p95 ≤ 100 ms hovered or pressed)";

// Each step follows a link the page shows: the bar, the logo, the home page's cards.
const ROUND = ["/", "/watch", "/about", "/events", "/groups", "/resources", "/contact", "/visit", "/"];
const ROUNDS = 3;
const MODES = [
  { name: "hover", label: "pointer on the link 300 ms, then click", restMs: 300, holdMs: 0, target: { p95Ms: 100 } },
  // The pointer rests on two other links of the bar on its way, as a visitor reading the menu does: what
  // prerendering costs the server beyond the pages shown.
  {
    name: "browse",
    label: "two other links rested on first, then the link",
    restMs: 300,
    holdMs: 0,
    detours: 2,
    target: null,
  },
  { name: "press", label: "pressed 100 ms (a tap)", restMs: 0, holdMs: 100, target: { p95Ms: 100 } },
  { name: "click", label: "click at once", restMs: 0, holdMs: 0, target: null },
];

export default async function navigation({ baseUrl }) {
  // Warm the page cache, as visitors before this one would have.
  for (const path of new Set(ROUND)) await fetch(`${baseUrl}${path}`).then((response) => response.text());
  const results = [];
  for (const mode of MODES) {
    // No internet here: third-party frames (map, players) fail at once rather than wait.
    const tab = await openTab({ extraArgs: ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"] });
    try {
      await tab.goto(`${baseUrl}${ROUND[0]}`);
      const steps = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        for (const next of ROUND.slice(1)) steps.push(await step(tab, next, mode));
        await tab.goto(`${baseUrl}${ROUND[0]}`);
      }
      if (process.env.BENCH_STEPS) {
        for (const path of new Set(ROUND.slice(1)))
          console.log(
            `  ${mode.name} ${path}: ${steps
              .filter((measured) => measured.path === path)
              .map((measured) => `${measured.paintMs}${measured.delivery[0]}`)
              .join(" ")} ms`,
          );
      }
      const times = steps.map((measured) => measured.paintMs).sort((a, b) => a - b);
      const count = (delivery) => steps.filter((measured) => measured.delivery === delivery).length;
      const p95Ms = percentile(times, 0.95);
      const fetchedAhead = steps.reduce((total, measured) => total + measured.documentsAhead, 0);
      results.push({
        label: `${mode.label} (${count("prerendered")} prerendered, ${count("fetched ahead")} fetched ahead, of ${steps.length})`,
        // Pages the browser asked the server for ahead of a click, for each page the visitor opened.
        documentsAheadPerPageShown: Math.round((fetchedAhead / steps.length) * 100) / 100,
        url: baseUrl,
        perSecond: "",
        p50Ms: percentile(times, 0.5),
        p95Ms,
        p99Ms: percentile(times, 0.99),
        maxMs: times.at(-1),
        failures: steps.filter((measured) => !Number.isFinite(measured.paintMs)).length,
        target: mode.target ?? undefined,
        withinTarget: mode.target ? p95Ms <= mode.target.p95Ms : undefined,
      });
    } finally {
      await tab.close();
    }
  }
  return results;
}

/** Follows the page's own link to `next` and times it. */
async function step(tab, next, mode) {
  const link = `a[href="${next}"]`;
  // The click's instant on the machine's clock, as the page received it; the next page reads it.
  await tab.evaluate(`(() => {
    sessionStorage.removeItem("benchClickedAt");
    addEventListener("click", (event) => sessionStorage.setItem("benchClickedAt", String(performance.timeOrigin + event.timeStamp)), { capture: true, once: true });
  })()`);
  const eventsBefore = tab.events.length;
  const detours = await tab.evaluate(`[...document.querySelectorAll(".nav-bar .nav-list > li > a.nav-link")]
    .map((found) => found.getAttribute("href")).filter((href) => href && href !== ${JSON.stringify(next)})`);
  for (const detour of detours.slice(0, mode.detours ?? 0)) {
    await tab.hover(`.nav-bar a[href="${detour}"]`);
    await new Promise((resolve) => setTimeout(resolve, mode.restMs));
  }
  if (mode.restMs > 0) {
    await tab.hover(link);
    await new Promise((resolve) => setTimeout(resolve, mode.restMs));
  }
  await tab.click(link, { holdMs: mode.holdMs });
  await tab.waitForPath(next);
  const shown = await tab.evaluate(`new Promise((resolve) => {
    const navigation = performance.getEntriesByType("navigation")[0];
    new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName("first-contentful-paint")[0];
      if (!paint) return;
      observer.disconnect();
      const activation = navigation.activationStart ?? 0;
      resolve({
        shownAt: performance.timeOrigin + Math.max(paint.startTime, activation),
        clickedAt: Number(sessionStorage.getItem("benchClickedAt")),
        delivery: activation > 0 ? "prerendered" : navigation.deliveryType === "navigational-prefetch" ? "fetched ahead" : "loaded",
      });
    }).observe({ type: "paint", buffered: true });
  })`);
  // Each prerender or prefetch the browser started for this step is one document the server answered.
  const started = new Set(
    tab.events
      .slice(eventsBefore)
      .filter((event) => event.method.endsWith("StatusUpdated") && event.params.status === "Running")
      .map((event) => event.params.key.url),
  );
  return {
    path: next,
    delivery: shown.delivery,
    paintMs: Math.round(shown.shownAt - shown.clickedAt),
    documentsAhead: started.size,
  };
}

function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}
