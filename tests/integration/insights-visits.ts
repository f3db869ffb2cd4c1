import { expect } from "vitest";
import type { SiteProcess } from "./server-process";

/**
 * The people of tests/integration/insights-week.test.ts's scripted week (issue 47), and how each visits: a
 * page as a browser opens it (their address through Caddy's X-Forwarded-For, their User-Agent, the site's clock
 * moved with X-Test-Now), then the page's beacon as it runs, unless JavaScript is off or a CDN served the page.
 */

export const PEOPLE = {
  ana: {
    address: "198.51.100.20",
    agent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  },
  ben: {
    address: "198.51.100.21",
    agent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  },
  cara: {
    address: "198.51.100.22",
    agent:
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
  },
  staff: {
    address: "198.51.100.30",
    agent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  },
  robot: { address: "66.249.66.1", agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  careful: {
    address: "198.51.100.40",
    agent: "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0",
  },
  forger: {
    address: "198.51.100.50",
    agent: "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0",
  },
};
export type Person = keyof typeof PEOPLE;

export function headersOf(who: Person, when: string, extra: Record<string, string> = {}): Record<string, string> {
  return { "user-agent": PEOPLE[who].agent, "x-forwarded-for": PEOPLE[who].address, "x-test-now": when, ...extra };
}

/** How each person visits `site`. */
export function visitsTo(site: SiteProcess) {
  return { opens, beacon };

  /** A page as a browser opens it, then the page's beacon as it runs (unless JavaScript is off). */
  async function opens(who: Person, page: string, when: string, extra: Record<string, string> = {}, script = true) {
    const answer = await fetch(`${site.baseUrl}${page}`, { headers: headersOf(who, when, extra) });
    await answer.text();
    expect(answer.status, page).toBe(200);
    // The privacy page's promise: counting sets no cookie in a visitor's browser.
    expect(answer.headers.get("set-cookie"), page).toBeNull();
    // The browser sends its cookies and its privacy signals with the beacon too; not the page's Referer.
    const carried = Object.fromEntries(
      Object.entries(extra).filter(([name]) => ["cookie", "dnt", "sec-gpc"].includes(name)),
    );
    if (script) await beacon(who, page.split("?")[0]!, when, {}, carried);
  }

  async function beacon(who: Person, page: string, when: string, fields: Record<string, unknown> = {}, carried = {}) {
    const answer = await fetch(`${site.baseUrl}/insights/count`, {
      method: "POST",
      headers: {
        ...headersOf(who, when),
        origin: site.baseUrl,
        "content-type": "text/plain;charset=UTF-8",
        ...carried,
      },
      body: JSON.stringify({ k: "v", p: page, w: who === "ana" ? 1280 : 390, ...fields }),
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("set-cookie")).toBeNull();
  }
}
