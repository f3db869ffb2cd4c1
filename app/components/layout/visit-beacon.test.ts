import { runInNewContext } from "node:vm";
import { expect, test } from "vitest";
import { BEACON_PATH } from "~/lib/visit-traits";
import { VISIT_BEACON_SCRIPT } from "./visit-beacon";

/** The visit beacon (issue 47): at most 600 bytes, run here against a stand-in of the browser's objects. */

function browser({ prerendering = false, referrer = "", search = "" } = {}) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const listeners = new Map<string, ((event: unknown) => void)[]>();
  const listen = (type: string, listener: (event: unknown) => void) =>
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const posted: string[] = [];
  const document = { prerendering, referrer, addEventListener: listen };
  const globals = {
    document,
    location: { pathname: "/message/renovated-lives", search },
    innerWidth: 390,
    navigator: { sendBeacon: (path: string, body: string) => sent.push({ path, body: JSON.parse(body) }) },
    addEventListener: listen,
    URL,
    URLSearchParams,
    JSON,
  };
  runInNewContext(VISIT_BEACON_SCRIPT, globals);
  const fire = (type: string, event: unknown = {}) => listeners.get(type)?.forEach((listener) => listener(event));
  const player = { postMessage: (message: string) => posted.push(message) };
  return { sent, posted, fire, player };
}

test("it is at most 600 bytes of script", () => {
  expect(Buffer.byteLength(VISIT_BEACON_SCRIPT)).toBeLessThanOrEqual(600);
});

test("a shown page posts its path, a campaign, the referring host and its width: no query, no referrer's page", () => {
  const page = browser({ referrer: "https://l.instagram.com/?u=secret", search: "?utm_source=instagram&sig=abc" });
  expect(page.sent).toEqual([
    {
      path: BEACON_PATH,
      body: { k: "v", p: "/message/renovated-lives", u: "instagram", r: "l.instagram.com", w: 390 },
    },
  ]);
});

test("a prerendered page posts nothing until the visitor opens it", () => {
  const page = browser({ prerendering: true });
  expect(page.sent).toEqual([]);
  page.fire("prerenderingchange");
  expect(page.sent.map((each) => each.body.k)).toEqual(["v"]);
});

test("Vimeo's player is asked for its plays, and the page's first play is posted once; other origins are ignored", () => {
  const page = browser();
  const vimeo = "https://player.vimeo.com";
  page.fire("message", { origin: vimeo, source: page.player, data: JSON.stringify({ event: "ready" }) });
  expect(page.posted).toEqual(['{"method":"addEventListener","value":"play"}']);
  page.fire("message", { origin: "https://evil.example", source: page.player, data: { event: "play" } });
  page.fire("message", { origin: vimeo, source: page.player, data: { event: "play" } });
  page.fire("message", { origin: vimeo, source: page.player, data: '{"event":"play"}' });
  page.fire("message", { origin: vimeo, source: page.player, data: "not json" });
  expect(page.sent.map((each) => each.body.k)).toEqual(["v", "p"]);
});
