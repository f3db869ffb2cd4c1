import type { WorkerConfig } from "~/lib/worker-config";
import type { RequestFacts } from "./rules";

/**
 * What the worker's tests share: the Cache API in memory (Node has none), answers as a same-origin fetch gives
 * them, and a configuration like the one the server writes for the demo church.
 */

export const ORIGIN = "https://church.example";

const urlOf = (key: Request | string) => new URL(typeof key === "string" ? key : key.url, ORIGIN).href;

/** A Cache as the standard keeps it: a put removes the same URL's entry and appends, so keys() runs oldest first. */
class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(key: Request | string, response: Response): Promise<void> {
    this.entries.delete(urlOf(key));
    this.entries.set(urlOf(key), response);
  }
  async match(key: Request | string): Promise<Response | undefined> {
    return this.entries.get(urlOf(key))?.clone();
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: Request | string): Promise<boolean> {
    return this.entries.delete(urlOf(key));
  }
}

export class MemoryCaches {
  readonly named = new Map<string, MemoryCache>();
  async open(name: string): Promise<Cache> {
    if (!this.named.has(name)) this.named.set(name, new MemoryCache());
    return this.named.get(name)! as unknown as Cache;
  }
  async keys(): Promise<string[]> {
    return [...this.named.keys()];
  }
  async delete(name: string): Promise<boolean> {
    return this.named.delete(name);
  }
  async has(name: string): Promise<boolean> {
    return this.named.has(name);
  }
  /** The URLs kept in a cache, oldest first. */
  urls(name: string): string[] {
    return [...(this.named.get(name)?.entries.keys() ?? [])].map((url) => url.replace(ORIGIN, ""));
  }
}

/** An answer as fetch() gives it for this site: type "basic", which a Response made in a test is not. */
export function siteAnswer(body: string, headers: Record<string, string>, status = 200): Response {
  const response = new Response(body, { status, headers });
  Object.defineProperty(response, "type", { value: "basic" });
  return response;
}

export const PUBLIC_PAGE = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
};
export const PRIVATE_PAGE = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" };

/** A request as the browser makes it; Node's Request cannot say "navigate", so the facts are written out. */
export function navigation(path: string, headers: Record<string, string> = {}): RequestFacts & Request {
  return { url: `${ORIGIN}${path}`, method: "GET", mode: "navigate", headers: new Headers(headers) } as RequestFacts &
    Request;
}

export function fileRequest(path: string, method = "GET"): RequestFacts & Request {
  return { url: `${ORIGIN}${path}`, method, mode: "cors", headers: new Headers() } as RequestFacts & Request;
}

/** As app/server/service-worker.server.ts writes it for the demo church (its pages, two languages). */
export function demoConfig(release = "r1"): WorkerConfig {
  return {
    release,
    church: "Redwood Coast Church",
    timeZone: "America/Los_Angeles",
    hourCycle: "h12",
    languages: [
      { prefix: "", tag: "en-US", offline: "/offline", savedCopy: "Saved copy from %DATE%: you are offline." },
      { prefix: "/es", tag: "es-US", offline: "/es/offline", savedCopy: "Copia guardada el %DATE%: sin conexión." },
    ],
    pages: ["/", "/about", "/visit", "/groups", "/events", "/watch", "/app"],
    pagePrefixes: ["/series/", "/message/"],
    assetPrefixes: ["/assets/", "/media/", "/brand/"],
  };
}
