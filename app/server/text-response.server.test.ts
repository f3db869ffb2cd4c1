import { expect, test } from "vitest";
import { textDocument, textResponse } from "./text-response.server";

const options = { contentType: "text/calendar; charset=utf-8", cacheControl: "public, max-age=900" };
const document = textDocument("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");

test("a first request gets the body with its validator and cache headers", async () => {
  const response = textResponse(new Request("https://church.example/events.ics"), document, options);
  expect(response.status).toBe(200);
  expect(response.headers.get("etag")).toBe(document.etag);
  expect(response.headers.get("cache-control")).toBe("public, max-age=900");
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(await response.text()).toBe(document.body);
});

test("a client holding the same copy gets 304 without a body; a changed copy is sent again", async () => {
  const same = textResponse(
    new Request("https://church.example/events.ics", { headers: { "If-None-Match": document.etag } }),
    document,
    options,
  );
  expect(same.status).toBe(304);
  expect(await same.text()).toBe("");
  const other = textResponse(
    new Request("https://church.example/events.ics", { headers: { "If-None-Match": '"older"' } }),
    document,
    options,
  );
  expect(other.status).toBe(200);
});
