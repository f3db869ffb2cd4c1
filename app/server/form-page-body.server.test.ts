import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getContent } from "./content.server";
import { protectWrites } from "./protection.server";
import { MESSAGES, REFUSAL_HEADER } from "./refusals.server";

/**
 * A church form's post (issue 35) may weigh what the form's own limits allow: the demo's contact message
 * of 3000 "ñ" is read, and one still too large is handed to the form's page to say so in its language.
 */

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  for (const guard of protectWrites()) app.use(guard);
  // Stands in for the form's route: says whether a refusal was handed over, and how much of the body it read.
  app.use(async (req, res) => {
    let read = 0;
    if (!req.get(REFUSAL_HEADER)) for await (const chunk of req) read += (chunk as Buffer).length;
    res.json({ refusal: req.get(REFUSAL_HEADER) ?? null, read });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** A plain post from the site's own page, as a browser sends it without JavaScript. */
function postForm(path: string, body: string) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "sec-fetch-site": "same-origin",
    },
    body,
  });
}

test("the demo's contact form is sent with its longest message in Spanish letters, in both languages", async () => {
  const contact = getContent().forms.contact!;
  const message = contact.fields.find((field) => field.type === "long-text")!;
  const body = new URLSearchParams({ token: "t", website: "", [`f.${message.id}`]: "ñ".repeat(message.maxLength!) });
  expect(Buffer.byteLength(body.toString())).toBeGreaterThan(16 * 1024);
  for (const path of ["/forms/contact", "/es/forms/contact"]) {
    const response = await postForm(path, body.toString());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ refusal: null, read: Buffer.byteLength(body.toString()) });
  }
});

test("a form page's post too large, of any size, is read, dropped and handed to the page, never a plain-text refusal", async () => {
  // 240 kB, then 5 MB (issue 43: cut off at the connection): the page answers, the route reads none of it.
  for (const body of [`f.message=${"%C3%B1".repeat(40_000)}`, `f.message=${"a".repeat(5 * 1024 * 1024)}`]) {
    const response = await postForm("/es/forms/contact", body);
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(JSON.parse(answer.refusal)).toEqual({ status: 413, message: MESSAGES.tooLarge });
    expect(answer.read).toBe(0);
  }
  // Any other form is refused at once, unread, as before.
  const elsewhere = await postForm("/newsletter", `email=${"a".repeat(2 * 1024 * 1024)}`);
  expect(elsewhere.status).toBe(413);
});
