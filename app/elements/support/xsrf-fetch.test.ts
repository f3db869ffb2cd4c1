import { expect, test, vi } from "vitest";
import { withXsrfHeader } from "./xsrf-fetch";

const origin = "https://church.example";

function setup(cookies: string[]) {
  const jar = [...cookies];
  const calls: { url: string; method: string; token: string | null }[] = [];
  const fake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push({ url, method: init?.method ?? "GET", token: new Headers(init?.headers).get("x-xsrf-token") });
    if (url === "/xsrf") jar.push("XSRF-TOKEN=fresh-token");
    return new Response(null, { status: 204 });
  });
  return { calls, fetch: withXsrfHeader(fake as typeof fetch, () => jar.join("; "), origin) };
}

test("a write to the site carries the cookie's token in X-XSRF-TOKEN", async () => {
  const { calls, fetch } = setup(["theme=dark", "XSRF-TOKEN=abc123"]);
  await fetch(new URL("/newsletter", origin), { method: "POST", body: "email=a" });
  expect(calls).toEqual([{ url: `${origin}/newsletter`, method: "POST", token: "abc123" }]);
});

test("without a cookie yet, the token is fetched first from the no-store endpoint", async () => {
  const { calls, fetch } = setup([]);
  await fetch("/plan-visit", { method: "post", headers: { accept: "application/json" } });
  expect(calls.map((call) => call.url)).toEqual(["/xsrf", "/plan-visit"]);
  expect(calls[1]?.token).toBe("fresh-token");
});

test("reads and other sites' addresses never see the token", async () => {
  const { calls, fetch } = setup(["XSRF-TOKEN=abc123"]);
  await fetch("/events");
  await fetch("https://api.vimeo.com/videos", { method: "POST" });
  expect(calls.map((call) => call.token)).toEqual([null, null]);
});
