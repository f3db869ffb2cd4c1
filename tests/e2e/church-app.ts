import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { Browser, BrowserContext, BrowserContextOptions, Page, TestInfo } from "@playwright/test";

/**
 * What the journeys of the church as an app (issue 44) share. A page whose
 * service worker registers gets a browser context of its own, closed after
 * the journey: a worker kept in the reused context would answer the next
 * journey's pages.
 */

/** A new context with the project's address, width and touch, and `options` beside them. */
export async function workerContext(
  browser: Browser,
  testInfo: TestInfo,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const { baseURL, viewport, hasTouch } = testInfo.project.use;
  return browser.newContext({ baseURL, viewport, hasTouch, ...options });
}

/** Waits until the site's worker controls the page (the /app page registers it once loaded). */
export async function controlledBy(page: Page): Promise<string> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

const base64url = (bytes: Buffer) => bytes.toString("base64url");

/** A P-256 public key as the Push API writes one (65 bytes, uncompressed), base64url. */
function p256PublicKey(): string {
  const { publicKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const jwk = publicKey.export({ format: "jwk" });
  return base64url(
    Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, "base64url"), Buffer.from(jwk.y!, "base64url")]),
  );
}

export interface PushSubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A subscription as a browser's push service would give it: real keys, an endpoint of a push service. */
export function newSubscription(): PushSubscriptionJson {
  return {
    endpoint: `https://push.example/send/${base64url(randomBytes(12))}`,
    expirationTime: null,
    keys: { p256dh: p256PublicKey(), auth: base64url(randomBytes(16)) },
  };
}

/**
 * Headless Chromium has no push service to subscribe with here (no network to one): the page's PushManager
 * answers with `subscription` instead, kept in the page's storage as a browser keeps it, and records what it
 * was asked (the VAPID key, userVisibleOnly) and each unsubscribe. Everything else (the worker, the
 * permission, the posts to the site) is the browser's own.
 */
export async function stubPushService(context: BrowserContext, subscription: PushSubscriptionJson): Promise<void> {
  await context.addInitScript((json) => {
    const key = "stub-push-subscription";
    const record = (name: string, value: unknown) =>
      sessionStorage.setItem(name, JSON.stringify([...JSON.parse(sessionStorage.getItem(name) ?? "[]"), value]));
    const current = () =>
      localStorage.getItem(key) === null
        ? null
        : {
            endpoint: json.endpoint,
            toJSON: () => json,
            unsubscribe: async () => {
              localStorage.removeItem(key);
              record("stub-unsubscribed", true);
              return true;
            },
          };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const bytes = options?.applicationServerKey as Uint8Array;
      record("stub-subscribed", { userVisibleOnly: options?.userVisibleOnly, key: Array.from(bytes) });
      localStorage.setItem(key, "1");
      return current() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      return current() as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** What the page's stub was asked: each subscribe's options, each unsubscribe. */
export async function stubCalls(
  page: Page,
): Promise<{ subscribed: { userVisibleOnly: boolean; key: number[] }[]; unsubscribed: number }> {
  return page.evaluate(() => ({
    subscribed: JSON.parse(sessionStorage.getItem("stub-subscribed") ?? "[]"),
    unsubscribed: JSON.parse(sessionStorage.getItem("stub-unsubscribed") ?? "[]").length,
  }));
}

export interface SitePush {
  publicKey: string;
  /** Each post to the site's push endpoints: its path, JSON body and the headers that matter. */
  posts: { path: string; body: Record<string, unknown>; xsrf: string | undefined; type: string | undefined }[];
}

/**
 * The site's push endpoints as the contract between the page and the server
 * (docs/decisions/070, /work's PUSH-CONTRACT-NOTES): answered here, in the
 * contract's shapes, so these journeys prove what the page sends and shows;
 * the server's side is proved by its own tests.
 */
export async function contractEndpoints(page: Page, events: { name: string; date: string }[] = []): Promise<SitePush> {
  const publicKey = p256PublicKey();
  const site: SitePush = { publicKey, posts: [] };
  const stored = new Map<string, { topics: string[]; language: string }>();
  await page.route("**/push/key", (route) =>
    route.fulfill({ json: { publicKey }, headers: { "Cache-Control": "no-store" } }),
  );
  await page.route(/\/push\/subscriptions(\/state|\/remove)?$/, async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname;
    const body = request.postDataJSON() as Record<string, unknown>;
    const headers = request.headers();
    site.posts.push({ path, body, xsrf: headers["x-xsrf-token"], type: headers["content-type"] });
    if (path === "/push/subscriptions") {
      const subscription = body.subscription as PushSubscriptionJson;
      const topics = body.topics as string[];
      stored.set(subscription.endpoint, { topics, language: String(body.language) });
      return route.fulfill({ json: { topics, registrations: body.registration ? 1 : 0 } });
    }
    const known = stored.get(String(body.endpoint));
    if (path.endsWith("/remove")) {
      stored.delete(String(body.endpoint));
      return route.fulfill({ json: { removed: known !== undefined } });
    }
    return known
      ? route.fulfill({ json: { ...known, events } })
      : route.fulfill({ status: 404, json: { error: "unknown" } });
  });
  return site;
}
