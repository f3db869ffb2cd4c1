import { expect, test } from "vitest";
import { checkRequestShape } from "./request-shape.server";

test("a page's one spelling goes on; dot segments and doubled slashes are sent to it", () => {
  expect(checkRequestShape("GET", "/events?page=2", "www.example.org")).toEqual({ ok: true });
  expect(checkRequestShape("GET", "/x/../admin/visits", "127.0.0.1:3000")).toEqual({
    ok: false,
    status: 308,
    location: "/admin/visits",
  });
  expect(checkRequestShape("GET", "/./events/?a=..//b", "localhost")).toMatchObject({ location: "/events/?a=..//b" });
  // Never a protocol-relative address that would send the visitor to another site.
  expect(checkRequestShape("GET", "//evil.example/x", "localhost")).toMatchObject({ location: "/evil.example/x" });
  expect(checkRequestShape("GET", "/..", "localhost")).toMatchObject({ location: "/" });
});

test("encoded slashes, backslashes, encoded dots and NUL are refused", () => {
  for (const url of [
    "/admin%2fvisits",
    "/x%2F..%2Fadmin",
    "/x\\..\\admin",
    "/%2e%2e/admin",
    "/a%00b",
    "http://x/y",
    "*",
  ]) {
    expect(checkRequestShape("GET", url, "localhost"), url).toMatchObject({ ok: false, status: 400 });
  }
});

test("TRACE, TRACK and a malformed Host get a 4xx", () => {
  expect(checkRequestShape("TRACE", "/", "localhost")).toMatchObject({ status: 405 });
  expect(checkRequestShape("TRACK", "/", "localhost")).toMatchObject({ status: 405 });
  for (const host of ["x.", "a@b", "", "a b", "[::1"]) {
    expect(checkRequestShape("GET", "/", host), host).toMatchObject({ ok: false, status: 400 });
  }
  for (const host of ["localhost:3000", "[::1]:3000", "www.example.org"]) {
    expect(checkRequestShape("GET", "/", host), host).toEqual({ ok: true });
  }
});
