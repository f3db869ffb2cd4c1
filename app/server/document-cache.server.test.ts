import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { cacheControl, pickEncoding, prepare } from "./cached-answer.server";

const freshness = { sMaxAge: 60, staleWhileRevalidate: 300 };
const html = `<!doctype html><html><body>${"<p>Sunday at 10:30</p>".repeat(50)}</body></html>`;
const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8", ...headers } });

test("a page is stored once as plain, brotli and gzip bytes, with a shared-cache policy and no cookie", async () => {
  const entry = await prepare(page({ "set-cookie": "XSRF-TOKEN=abc; Path=/" }), "1", freshness);
  expect(entry.reusable).toBe(true);
  expect(entry.identity.body.toString()).toBe(html);
  expect(brotliDecompressSync(entry.br.body).toString()).toBe(html);
  expect(gunzipSync(entry.gzip.body).toString()).toBe(html);
  for (const encoded of [entry.identity, entry.br, entry.gzip]) {
    expect(encoded.headers["set-cookie"]).toBeUndefined();
    expect(encoded.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(encoded.headers.vary).toBe("Accept-Encoding");
    expect(encoded.headers["content-length"]).toBe(encoded.body.length);
  }
  expect(entry.br.headers["content-encoding"]).toBe("br");
  expect(new Set([entry.identity, entry.br, entry.gzip].map((encoded) => encoded.headers.etag)).size).toBe(3);
});

test("an answer that says no-store (the live page, an 'unavailable right now' page) and a non-200 are never shared", async () => {
  for (const entry of [
    await prepare(page({ "cache-control": "no-store" }), "1", freshness),
    await prepare(page({}, 404), "1", freshness),
  ]) {
    expect(entry.reusable).toBe(false);
    expect(entry.identity.headers["cache-control"]).toBe("no-store");
  }
});

test("the encoding follows Accept-Encoding: brotli first, then gzip, and q=0 refuses", async () => {
  const entry = await prepare(page(), "1", freshness);
  expect(pickEncoding(entry, "gzip, deflate, br, zstd")).toBe(entry.br);
  expect(pickEncoding(entry, "gzip")).toBe(entry.gzip);
  expect(pickEncoding(entry, "br;q=0, gzip")).toBe(entry.gzip);
  expect(pickEncoding(entry, undefined)).toBe(entry.identity);
  expect(pickEncoding(entry, "identity")).toBe(entry.identity);
  expect(cacheControl({ sMaxAge: 1, staleWhileRevalidate: 2 })).toBe(
    "public, max-age=0, s-maxage=1, stale-while-revalidate=2",
  );
});
