import { expect, test } from "vitest";
import { backPath, readProtectedForm } from "./protected-form.server";
import { SAME_ORIGIN_HEADER } from "./refusals.server";

const token = "k3J9v0QaZx1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvB";
const cookie = `XSRF-TOKEN=${token}`;
const form = { "content-type": "application/x-www-form-urlencoded" };

test("readProtectedForm trusts the browser's same-origin word, else needs the token; refuses a filled honeypot", async () => {
  const request = (body: string, headers: Record<string, string> = {}) =>
    new Request("http://site.test/newsletter", { method: "POST", headers: { ...form, cookie, ...headers }, body });
  expect(await readProtectedForm(request(`xsrf=${token}&email=a`))).toMatchObject({ ok: true, mode: "document" });
  expect(await readProtectedForm(request("email=a"))).toMatchObject({
    ok: false,
    reason: "token",
    refusal: { status: 403 },
  });
  expect(await readProtectedForm(request(`xsrf=${token}&email=a&website=spam.example`))).toMatchObject({
    ok: false,
    reason: "honeypot",
  });
  expect(
    await readProtectedForm(request("email=a", { "x-xsrf-token": token, accept: "application/json" })),
  ).toMatchObject({ ok: true, mode: "fetch" });
  expect(await readProtectedForm(request("email=a", { cookie: "", [SAME_ORIGIN_HEADER]: "1" }))).toMatchObject({
    ok: true,
    mode: "document",
  });
});

test("a plain post from a page in another language goes back to that page, as a path under its basename", () => {
  const post = (url: string, referer: string) => new Request(url, { method: "POST", headers: { referer } });
  expect(backPath(post("http://church.example/es/newsletter", "http://church.example/es/events?x=1"), [])).toBe(
    "/events?x=1",
  );
  expect(backPath(post("http://church.example/es/newsletter", "http://church.example/es/"), [])).toBe("/");
  expect(backPath(post("http://church.example/newsletter", "http://church.example/events"), [])).toBe("/events");
});
