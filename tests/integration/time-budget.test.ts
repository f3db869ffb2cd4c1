import { afterEach, expect, test } from "vitest";
import { FIXTURE_EVENT_NAMES, startFakePlanningCenter, type FakePlanningCenter } from "../fakes/planning-center-server";
import { startFakeVimeo, type FakeVimeo } from "../fakes/vimeo-server";
import { ensureBuilt, startSite, stopGently, type SiteProcess } from "./server-process";

/**
 * Issue 11, item 1: a page whose upstream is slow or down and has nothing
 * cached answers within its time budget with its kind "unavailable right now"
 * section, as a 200 that no cache keeps; the upstream call carries on and
 * fills the cache, so a later visitor gets the full page. Run against the
 * built server and local fakes of Vimeo and Planning Center.
 */

// The fixtures' events are dated June 2025: the server's clock is set just before them.
const TEST_NOW = "2025-06-02T17:00:00Z";
// How late the slow upstreams answer, and the room a render gets past the budget on a heavily loaded machine
// (issue 29: the suite passes beside another CPU-bound process). The point is that no page waits for the
// upstream: every budget plus the slack stays well under the upstream's delay, so a page that waited fails.
const UPSTREAM_DELAY_MS = 8000;
const RENDER_SLACK_MS = 4000;

interface UpstreamPage {
  path: string;
  /** What the page shows while its upstream is unavailable (the kind section). */
  kind: RegExp;
  /** What only the full page shows. */
  complete: RegExp;
}

const pages: UpstreamPage[] = [
  { path: "/watch", kind: /Sermons are unavailable right now/, complete: /class="latest-sermon-name"/ },
  { path: "/series/renovated-lives", kind: /Sermons are unavailable right now/, complete: /Sermons in This Series/ },
  {
    path: "/message/renovated-lives-tearing-down",
    kind: /Sermons are unavailable right now/,
    complete: /In This Series/,
  },
  // The live stream itself needs no upstream; the current series' picture does.
  { path: "/watch/live", kind: /Live Stream/, complete: /alt="Current series: Renovated Lives"/ },
  // The church's own events (content/redwood-coast/events) show either way: only Planning Center's say it is complete.
  {
    path: "/events",
    kind: /We couldn&#x27;t load the calendar just now/,
    complete: new RegExp(FIXTURE_EVENT_NAMES[0]!),
  },
];

let site: SiteProcess | undefined;
let vimeo: FakeVimeo | undefined;
let planningCenter: FakePlanningCenter | undefined;

afterEach(async () => {
  if (site) await stopGently(site);
  await vimeo?.close();
  await planningCenter?.close();
  site = vimeo = planningCenter = undefined;
});

/** The fakes are set up (slow, down) before the site starts: its start-up warm-ups read them at once. */
async function startAgainstFakes(
  setUp: (fakes: { vimeo: FakeVimeo; planningCenter: FakePlanningCenter }) => void,
  env: Record<string, string> = {},
): Promise<SiteProcess> {
  ensureBuilt();
  vimeo = await startFakeVimeo();
  planningCenter = await startFakePlanningCenter();
  setUp({ vimeo, planningCenter });
  return startSite({
    env: {
      ALLOW_TEST_CLOCK: "true",
      VIMEO_TOKEN: vimeo.token,
      VIMEO_API_URL: vimeo.url,
      PCO_APP_ID: planningCenter.appId,
      PCO_SECRET: planningCenter.secret,
      PCO_API_URL: planningCenter.url,
      ...env,
    },
  });
}

async function visit(path: string) {
  const started = performance.now();
  const response = await fetch(`${site!.baseUrl}${path}`, { headers: { "x-test-now": TEST_NOW } });
  const body = await response.text();
  return {
    path,
    status: response.status,
    cacheControl: response.headers.get("cache-control") ?? "",
    body,
    ms: performance.now() - started,
  };
}

/** Asks again until the full page shows (the background calls have finished) or the time is up. */
async function visitUntilComplete(page: UpstreamPage, withinMs: number) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await visit(page.path);
    if (page.complete.test(answer.body) || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function expectKindAnswer(page: UpstreamPage, answer: Awaited<ReturnType<typeof visit>>, budgetMs: number) {
  expect(answer.status, page.path).toBe(200);
  expect(answer.body, page.path).toMatch(page.kind);
  expect(answer.body, page.path).not.toMatch(page.complete);
  expect(answer.cacheControl, page.path).toContain("no-store");
  expect(answer.ms, page.path).toBeLessThan(budgetMs + RENDER_SLACK_MS);
}

test("at the default budget (3 s), with both upstreams answering after 8 s, every page answers kindly in time, then in full", async () => {
  site = await startAgainstFakes((fakes) => {
    fakes.vimeo.delayMs = UPSTREAM_DELAY_MS;
    fakes.planningCenter.delayMs = UPSTREAM_DELAY_MS;
  });

  const first = await Promise.all(pages.map((page) => visit(page.path)));
  pages.forEach((page, index) => expectKindAnswer(page, first[index]!, 3000));

  // The message page reads three times in a row from an 8 s Vimeo (search, its series, their sermons).
  const later = await Promise.all(pages.map((page) => visitUntilComplete(page, 45_000)));
  pages.forEach((page, index) => {
    const answer = later[index]!;
    expect(answer.status, page.path).toBe(200);
    expect(answer.body, page.path).toMatch(page.complete);
    expect(answer.body, page.path).not.toMatch(/unavailable right now|couldn&#x27;t load the calendar/);
  });
}, 90_000);

test("with a small budget, a down upstream answers kindly within it, and a visit after it recovers is complete", async () => {
  site = await startAgainstFakes(
    (fakes) => {
      fakes.vimeo.outage = 500;
      fakes.planningCenter.behaviour = "server-error";
      fakes.vimeo.delayMs = UPSTREAM_DELAY_MS;
      fakes.planningCenter.delayMs = UPSTREAM_DELAY_MS;
    },
    { UPSTREAM_TIME_BUDGET_MS: "300" },
  );

  for (const page of pages) expectKindAnswer(page, await visit(page.path), 300);
  // Visited again during the outage: still kind, still not kept by the rendered-page cache.
  for (const page of pages) expectKindAnswer(page, await visit(page.path), 300);

  vimeo!.outage = null;
  planningCenter!.behaviour = "ok";
  vimeo!.delayMs = 0;
  planningCenter!.delayMs = 0;
  for (const page of pages) {
    const answer = await visitUntilComplete(page, 45_000);
    expect(answer.body, page.path).toMatch(page.complete);
  }
}, 120_000);
