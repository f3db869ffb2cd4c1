import express from "express";
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, expect, test } from "vitest";
import { addPerson, removePerson } from "~/features/auth/people.server";
import { createSession } from "~/features/auth/sessions.server";
import { getContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { protectWrites } from "~/server/protection.server";
import { action } from "./markdown-preview";

/**
 * The editor's Markdown preview endpoint behind the site's real write guards
 * (as server.ts mounts them): the server's own rendering for a signed-in
 * person posting from the staff area's page with the XSRF token; nothing for
 * anyone else, and never anything a cache may keep.
 */

const xsrf = "k3J9v0QaZx1W2e3R4t5Y6u7I8o9P0aSdFgHjKlZxCvB";
let server: Server;
let base: string;
let session: string;

beforeAll(async () => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "markdown-preview-"));
  resetEnvForTests();
  const now = Date.now();
  const ann = addPerson({ email: "ann@example.org", role: "contributor", actor: "command line", now });
  if (!ann.ok) throw new Error(ann.message);
  session = createSession(ann.person.id, now).token;

  const app = express();
  app.set("trust proxy", "loopback");
  for (const guard of protectWrites()) app.use(guard);
  // Stands in for React Router: the request as a Fetch Request, to the route's action.
  app.post("/admin/markdown-preview", async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(`${base}${req.originalUrl}`, {
      method: "POST",
      headers,
      body: Readable.toWeb(req) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    const response = await action({
      request,
      params: {},
      context: { now: Date.now(), content: getContent() },
    } as unknown as Parameters<typeof action>[0]);
    res.status(response.status);
    response.headers.forEach((value, name) => res.setHeader(name, value));
    res.send(await response.text());
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  closeDb();
});

/** A post as the preview element sends it, from the staff area's page; `changes` replaces (or, null, leaves out) headers. */
function preview(text: string, changes: Record<string, string | null> = {}) {
  const headers: Record<string, string | null> = {
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
    origin: base,
    cookie: `XSRF-TOKEN=${xsrf}; staff-session=${session}`,
    "x-xsrf-token": xsrf,
    ...changes,
  };
  return fetch(`${base}/admin/markdown-preview`, {
    method: "POST",
    headers: Object.fromEntries(
      Object.entries(headers).filter((entry): entry is [string, string] => entry[1] !== null),
    ),
    body: new URLSearchParams({ text }),
  });
}

test("a signed-in person gets the public pages' rendering: headings and links, the church's placeholders filled, never stored", async () => {
  const response = await preview("## Our kids\n\nSee [the visit page](/visit) at {church}.");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const { ok, html } = (await response.json()) as { ok: boolean; html: string };
  expect(ok).toBe(true);
  expect(html).toContain("<h2>Our kids</h2>");
  expect(html).toContain(`<a href="/visit">the visit page</a> at ${getContent().church.name}.`);
});

test("raw HTML comes back as text and a javascript: link as no link", async () => {
  const response = await preview(
    '<script>alert(1)</script> <img src=x onerror="alert(2)"> [Click](javascript:alert(3))',
  );
  const { html } = (await response.json()) as { html: string };
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  expect(html).not.toMatch(/<script|<img|href="javascript/i);
  expect(html).toContain("[Click](javascript:alert(3))");
});

test("without a session: 401 and no rendering", async () => {
  const response = await preview("## Hello", { cookie: `XSRF-TOKEN=${xsrf}` });
  expect(response.status).toBe(401);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.text()).not.toContain("<h2>");
  const forged = await preview("## Hello", { cookie: `XSRF-TOKEN=${xsrf}; staff-session=${"a".repeat(43)}` });
  expect(forged.status).toBe(401);
});

test("from another origin: refused before the endpoint, session and token notwithstanding", async () => {
  const response = await preview("## Hello", { origin: "https://evil.example" });
  expect(response.status).toBe(403);
  expect(await response.text()).not.toContain("<h2>");
  const fetchedCrossSite = await preview("## Hello", { origin: null, "sec-fetch-site": "cross-site" });
  expect(fetchedCrossSite.status).toBe(403);
});

test("without the XSRF token, from a script or from no browser at all: 403", async () => {
  const script = await preview("## Hello", { "x-xsrf-token": null });
  expect(script.status).toBe(403);
  expect(await script.text()).not.toContain("<h2>");
  // Not a browser (no Origin, no Sec-Fetch-Site): the guard lets a plain post through; the endpoint asks for the token.
  const client = await preview("## Hello", { "x-xsrf-token": null, origin: null, accept: null });
  expect(client.status).toBe(403);
  expect(await client.text()).not.toContain("<h2>");
});

test("a person removed from the staff gets nothing, with the session they had", async () => {
  const now = Date.now();
  const bob = addPerson({ email: "bob@example.org", role: "editor", actor: "command line", now });
  const owner = addPerson({ email: "owner@example.org", role: "owner", actor: "command line", now });
  if (!bob.ok || !owner.ok) throw new Error("added");
  const bobSession = createSession(bob.person.id, now).token;
  removePerson({ personId: bob.person.id, actor: { id: owner.person.id, email: owner.person.email }, now });
  const response = await preview("## Hello", { cookie: `XSRF-TOKEN=${xsrf}; staff-session=${bobSession}` });
  expect(response.status).toBe(401);
});
