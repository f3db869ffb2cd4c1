import { expect, test } from "vitest";
import { normaliseEmail } from "./email-address.server";

test("an address is trimmed and lower-cased before anything compares it", () => {
  expect(normaliseEmail("  Ann.Lee@Example.ORG ")).toEqual({ ok: true, address: "ann.lee@example.org" });
  expect(normaliseEmail("o'brien+news@mail.example.co.uk")).toEqual({
    ok: true,
    address: "o'brien+news@mail.example.co.uk",
  });
});

test("an internationalised domain is IDN-encoded; a non-ASCII local part is refused", () => {
  expect(normaliseEmail("jo@bücher.de")).toEqual({ ok: true, address: "jo@xn--bcher-kva.de" });
  expect(normaliseEmail("josé@example.com")).toEqual({ ok: false, problem: "invalid" });
  expect(normaliseEmail("用户@例子.广告")).toEqual({ ok: false, problem: "invalid" });
});

test("empty, partial and malformed addresses are refused", () => {
  expect(normaliseEmail("")).toEqual({ ok: false, problem: "missing" });
  expect(normaliseEmail("   ")).toEqual({ ok: false, problem: "missing" });
  expect(normaliseEmail(undefined)).toEqual({ ok: false, problem: "missing" });
  for (const bad of [
    "a@",
    "@example.org",
    "a@b",
    "a@b.c",
    "a..b@example.org",
    ".a@example.org",
    "a@-example.org",
    "a b@example.org",
    "a@example.org.",
  ]) {
    expect(normaliseEmail(bad), bad).toEqual({ ok: false, problem: "invalid" });
  }
});

test("markup and SQL fragments are not addresses", () => {
  for (const bad of [
    "<script>alert(1)</script>@example.org",
    "x@example.org<img src=x>",
    "a@example.org'; DROP TABLE subscribers;--",
    "' OR 1=1 --",
  ]) {
    expect(normaliseEmail(bad).ok, bad).toBe(false);
  }
});

test("addresses over 254 characters, or local parts over 64, are refused", () => {
  const long = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.org`;
  expect(long.length).toBeGreaterThan(254);
  expect(normaliseEmail(long)).toEqual({ ok: false, problem: "too-long" });
  expect(normaliseEmail(`${"a".repeat(65)}@example.org`)).toEqual({ ok: false, problem: "invalid" });
  expect(normaliseEmail(`${"a".repeat(64)}@example.org`).ok).toBe(true);
});
