import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { resetEnvForTests } from "./env.server";
import { protectWrites } from "./protection.server";
import { MESSAGES, REFUSAL_HEADER, SAME_ORIGIN_HEADER, SUBMISSION_MODE_HEADER } from "./refusals.server";
import { issueXsrfToken } from "./xsrf.server";

const token = "k3J9v0QaZx1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvB";
const cookie = `XSRF-TOKEN=${token}`;
let server: Server;
let base: string;

beforeAll(async () => {
  process.env.RATE_LIMIT_PER_MINUTE = "5";
  resetEnvForTests();
  const app = express();
  app.set("trust proxy", "loopback");
  app.get("/xsrf", issueXsrfToken());
  for (const guard of protectWrites()) app.use(guard);
  // Stands in for /graphql and the routes: says what reached it.
  app.use((req, res) => {
    res.json({
      mode: req.get(SUBMISSION_MODE_HEADER) ?? null,
      refusal: req.get(REFUSAL_HEADER) ?? null,
      sameOrigin: req.get(SAME_ORIGIN_HEADER) === "1",
      body: req.body ?? null,
    });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  delete process.env.RATE_LIMIT_PER_MINUTE;
  resetEnvForTests();
});

// Each test posts from its own client address, so the limit of 5 a minute is per test.
function post(path: string, init: { headers?: Record<string, string>; body?: string; client: string }) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "x-forwarded-for": init.client, ...init.headers },
    body: init.body,
  });
}
const form = { "content-type": "application/x-www-form-urlencoded" };

test("the XSRF-TOKEN cookie comes from a no-store endpoint; pages set no cookie", async () => {
  const response = await fetch(`${base}/xsrf`);
  expect(response.status).toBe(204);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("set-cookie")).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
  const again = await fetch(`${base}/xsrf`, { headers: { cookie } });
  expect(again.headers.get("set-cookie")).toBeNull();
  expect((await fetch(`${base}/about`)).headers.get("set-cookie")).toBeNull();
});

test("a plain form post reaches its action; the mode says how it was sent, and whether the browser vouched for it", async () => {
  const plain = await post("/newsletter", { client: "10.0.0.1", headers: form, body: "email=a%40example.org" });
  expect(await plain.json()).toMatchObject({ mode: "document", refusal: null, sameOrigin: false });
  // The answer to a form post is never stored: it may give a visitor without one the cookie.
  expect(plain.headers.get("set-cookie")).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; Path=\/; SameSite=Lax$/);
  const fromOwnPage = await post("/newsletter", {
    client: "10.0.0.1",
    headers: { ...form, origin: base },
    body: "email=a",
  });
  expect(await fromOwnPage.json()).toMatchObject({ mode: "document", refusal: null, sameOrigin: true });
  const navigated = await post("/plan-visit", {
    client: "10.0.0.1",
    headers: { ...form, "sec-fetch-site": "same-origin" },
    body: "a=1",
  });
  expect(await navigated.json()).toMatchObject({ mode: "document", sameOrigin: true });
});

test("a cross-site post is refused, whatever it carries", async () => {
  const attempts: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { "sec-fetch-site": "cross-site" },
    { origin: "null" },
    { "sec-fetch-site": "same-site" },
  ];
  for (const headers of attempts) {
    const response = await post("/newsletter", {
      client: "10.0.0.10",
      headers: { ...form, cookie, "x-xsrf-token": token, ...headers },
      body: "email=a",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(MESSAGES.forbidden);
  }
});

test("a script's post (React Router's .data request, an element asking for JSON) needs the cookie's token in X-XSRF-TOKEN (SPEC 7.4)", async () => {
  const headers = { ...form, cookie, origin: base };
  const without = await post("/newsletter.data", { client: "10.0.0.11", headers, body: "email=a" });
  expect(JSON.parse((await without.json()).refusal)).toEqual({ status: 403, message: MESSAGES.forbidden });
  const withToken = await post("/newsletter.data", {
    client: "10.0.0.11",
    headers: { ...headers, "x-xsrf-token": token },
    body: "email=a",
  });
  expect(await withToken.json()).toMatchObject({ mode: "fetch", refusal: null });
  // A page's element posting the form and asking for JSON is a script too: its refusal goes to the action.
  const asksForJson = await post("/newsletter", {
    client: "10.0.0.11",
    headers: { ...headers, accept: "application/json" },
    body: "email=a",
  });
  const answer = await asksForJson.json();
  expect(answer.mode).toBe("fetch");
  expect(JSON.parse(answer.refusal)).toEqual({ status: 403, message: MESSAGES.forbidden });
});

test("a script's post too large is refused at once, never read nor handed over", async () => {
  const big = await post("/newsletter", {
    client: "10.0.0.12",
    headers: { ...form, cookie, accept: "application/json", "x-xsrf-token": token },
    body: `email=${"a".repeat(1024 * 1024)}`,
  });
  expect(big.status).toBe(413);
  expect(await big.text()).toBe(MESSAGES.tooLarge);
});

test("the staff area's forms post like the form endpoints: from the site's own pages, never cross-site, and set no cookie", async () => {
  const own = await post("/admin/people", {
    client: "10.0.0.12",
    headers: { ...form, origin: base },
    body: "intent=invite",
  });
  expect(await own.json()).toMatchObject({ mode: null, refusal: null, sameOrigin: true });
  expect(own.headers.get("set-cookie")).toBeNull();
  const crossSite = await post("/admin/people", {
    client: "10.0.0.12",
    headers: { ...form, origin: "http://127.0.0.1:1", cookie, "x-xsrf-token": token },
    body: "intent=invite",
  });
  expect(crossSite.status).toBe(403);
  // A script asking for JSON shows the token, as on the public forms.
  const script = await post("/admin/sign-in/passkey", {
    client: "10.0.0.12",
    headers: { ...form, origin: base, accept: "application/json" },
    body: "intent=options",
  });
  expect(script.status).toBe(403);
});

test("a staff post that does not show where it came from needs the token in its header, whatever its action reads (issue 43)", async () => {
  const bare = await post("/admin/forms/prayer/prayer-list", {
    client: "10.0.0.14",
    headers: { ...form, cookie },
    body: `request=1&xsrf=${token}`,
  });
  expect(bare.status).toBe(403);
  expect(await bare.text()).toBe(MESSAGES.forbidden);
  const withHeader = await post("/admin/forms/prayer/prayer-list", {
    client: "10.0.0.14",
    headers: { ...form, cookie, "x-xsrf-token": token },
    body: "request=1",
  });
  expect(await withHeader.json()).toMatchObject({ refusal: null, sameOrigin: false });
});

test("a mode or refusal header sent by the client is thrown away", async () => {
  const response = await post("/newsletter", {
    client: "10.0.0.2",
    headers: { ...form, cookie, [SUBMISSION_MODE_HEADER]: "fetch", [REFUSAL_HEADER]: "{}" },
    body: "email=a",
  });
  expect(await response.json()).toMatchObject({ mode: "document", refusal: null });
});

test("a wrong X-XSRF-TOKEN header gets 403 with a fixed message", async () => {
  const response = await post("/newsletter", {
    client: "10.0.0.3",
    headers: { ...form, cookie, "x-xsrf-token": `${token.slice(1)}x` },
    body: "email=x",
  });
  expect(response.status).toBe(403);
  expect(await response.text()).toBe(MESSAGES.forbidden);
});

test("writes elsewhere need the header token", async () => {
  const without = await post("/about", { client: "10.0.0.4", headers: { ...form, cookie, origin: base }, body: "a=1" });
  expect(without.status).toBe(403);
  const withToken = await post("/about", {
    client: "10.0.0.4",
    headers: { ...form, cookie, "x-xsrf-token": token },
    body: "a=1",
  });
  expect(withToken.status).toBe(200);
});

test("wrong content types get 415, big bodies 413, and nothing is echoed", async () => {
  const json = await post("/newsletter", {
    client: "10.0.0.5",
    headers: { "content-type": "application/json", cookie },
    body: '{"email":"<script>"}',
  });
  expect(json.status).toBe(415);
  expect(await json.text()).toBe(MESSAGES.unsupportedType);
  const multipart = await post("/plan-visit", {
    client: "10.0.0.5",
    headers: { "content-type": "multipart/form-data; boundary=x", cookie },
    body: "--x--",
  });
  expect(multipart.status).toBe(415);
  const big = await post("/newsletter", {
    client: "10.0.0.5",
    headers: { ...form, cookie },
    body: `email=${"a".repeat(1024 * 1024)}`,
  });
  expect(big.status).toBe(413);
  expect(await big.text()).toBe(MESSAGES.tooLarge);
});

test("a refused .data submission is handed to the action to answer in the form's words", async () => {
  const response = await post("/newsletter.data", {
    client: "10.0.0.6",
    headers: { "content-type": "text/plain", cookie },
    body: "x",
  });
  expect(response.status).toBe(200);
  expect(JSON.parse((await response.json()).refusal)).toEqual({ status: 415, message: MESSAGES.unsupportedType });
});

test("a sixth write in a minute gets 429 with Retry-After", async () => {
  const statuses: number[] = [];
  let last: Response | undefined;
  for (let i = 0; i < 6; i += 1) {
    last = await post("/newsletter", { client: "10.0.0.7", headers: { ...form, cookie }, body: "email=a" });
    statuses.push(last.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(Number(last?.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await last?.text()).toBe(MESSAGES.tooMany);
});

test("the editor's Markdown preview does not spend the write limit, but is refused cross-site and without the token", async () => {
  const script = { ...form, origin: base, accept: "application/json", cookie, "x-xsrf-token": token };
  for (let i = 0; i < 7; i += 1) {
    const response = await post("/admin/markdown-preview", { client: "10.0.0.13", headers: script, body: "text=Hi" });
    expect(response.status).toBe(200);
  }
  // The same client's writes still have their whole minute's allowance.
  const save = await post("/admin/autosave/pages/about.yaml", { client: "10.0.0.13", headers: script, body: "a=1" });
  expect(save.status).toBe(200);
  const crossSite = await post("/admin/markdown-preview", {
    client: "10.0.0.13",
    headers: { ...script, origin: "http://127.0.0.1:1" },
    body: "text=Hi",
  });
  expect(crossSite.status).toBe(403);
  const noToken = await post("/admin/markdown-preview", {
    client: "10.0.0.13",
    headers: { ...form, origin: base, accept: "application/json" },
    body: "text=Hi",
  });
  expect(noToken.status).toBe(403);
});

test("GraphQL reads need no token and are not limited; mutations need the header", async () => {
  const read = JSON.stringify({ query: "query { getEvents { data { id } } }" });
  for (let i = 0; i < 7; i += 1) {
    const response = await post("/graphql", {
      client: "10.0.0.8",
      headers: { "content-type": "application/json" },
      body: read,
    });
    expect(response.status).toBe(200);
  }
  const mutation = JSON.stringify({
    query:
      'mutation Add { addEmailToNewsletter(query: {}, body: {email_address: "a@example.org", status: "pending"}) { id } }',
  });
  const refused = await post("/graphql", {
    client: "10.0.0.9",
    headers: { "content-type": "application/json", cookie },
    body: mutation,
  });
  expect(refused.status).toBe(403);
  const allowed = await post("/graphql", {
    client: "10.0.0.9",
    headers: { "content-type": "application/json", cookie, "x-xsrf-token": token },
    body: mutation,
  });
  expect(allowed.status).toBe(200);
  expect((await allowed.json()).body.query).toContain("addEmailToNewsletter");
});
