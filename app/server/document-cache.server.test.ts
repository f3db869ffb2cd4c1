import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "vitest";
import { cacheControl, NO_STORE, NO_STORE_FOR_ANYONE, pickEncoding, prepare } from "./cached-answer.server";

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

test("a page whose render made something for one visitor is never shared and says no-store, whatever its route said", async () => {
  const entry = await prepare(page({ "cache-control": "public, max-age=60" }), "1", freshness, {
    perVisitor: () => true,
  });
  expect(entry.reusable).toBe(false);
  for (const encoded of [entry.identity, entry.br, entry.gzip])
    expect(encoded.headers["cache-control"]).toBe("no-store");
  const privateOnes = await prepare(page({ "cache-control": "private, no-store" }), "1", freshness, {
    perVisitor: () => true,
  });
  expect(privateOnes.identity.headers["cache-control"]).toBe("private, no-store");
});

test("a no-store page is shared with the requests that arrived together only when its loader said it is for anyone", async () => {
  const forAnyone = await prepare(page(NO_STORE_FOR_ANYONE), "1", freshness);
  expect([forAnyone.reusable, forAnyone.shareable]).toEqual([false, true]);
  expect(forAnyone.identity.headers["cache-control"]).toBe("no-store");
  expect(Object.keys(forAnyone.br.headers).filter((name) => name.startsWith("x-render"))).toEqual([]);
  const signed = await prepare(page(NO_STORE_FOR_ANYONE), "1", freshness, { perVisitor: () => true });
  const unsaid = await prepare(page(NO_STORE), "1", freshness);
  const unknownQuery = await prepare(page(NO_STORE_FOR_ANYONE), "1", freshness, { storable: false });
  expect([signed.shareable, unsaid.shareable, unknownQuery.shareable]).toEqual([false, false, false]);
  expect((await prepare(page(), "1", freshness)).shareable).toBe(true);
});
