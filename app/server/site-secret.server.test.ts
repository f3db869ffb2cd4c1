import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, test } from "vitest";
import { resetEnvForTests } from "./env.server";
import { renderScope } from "./render-scope.server";
import { resetSiteSecretForTests, sign, signatureMatches } from "./site-secret.server";

afterEach(() => {
  delete process.env.SITE_SECRET;
  resetEnvForTests();
  resetSiteSecretForTests();
});

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "secret-test-"));
  process.env.DATA_DIR = dir;
  resetEnvForTests();
  resetSiteSecretForTests();
  return dir;
}

test("without SITE_SECRET a secret is made once, kept in DATA_DIR for the site's account only, and survives a restart", () => {
  const dir = freshDataDir();
  const first = sign("visit", "abc");
  const file = path.join(dir, "site-secret");
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(readFileSync(file, "utf8").length).toBeGreaterThanOrEqual(32);
  resetSiteSecretForTests();
  expect(sign("visit", "abc")).toBe(first);
  expect(signatureMatches("visit", "abc", first)).toBe(true);
});

test("another data folder, or SITE_SECRET, signs differently", () => {
  freshDataDir();
  const one = sign("visit", "abc");
  freshDataDir();
  expect(sign("visit", "abc")).not.toBe(one);
  process.env.SITE_SECRET = "x".repeat(40);
  resetEnvForTests();
  resetSiteSecretForTests();
  expect(sign("visit", "abc")).not.toBe(one);
});

test("a signature passes only for its own value and purpose", () => {
  freshDataDir();
  const signature = sign("visit", "abc");
  expect(signatureMatches("visit", "abd", signature)).toBe(false);
  expect(signatureMatches("unsubscribe", "abc", signature)).toBe(false);
  expect(signatureMatches("visit", "abc", `${signature.slice(0, -1)}A`)).toBe(signature.endsWith("A"));
  expect(signatureMatches("visit", "abc", "")).toBe(false);
  expect(signatureMatches("visit", "abc", undefined)).toBe(false);
  expect(signatureMatches("visit", "abc", "a".repeat(500))).toBe(false);
});

test("signing or checking a signature inside a page's render makes that page one visitor's (docs/decisions/065)", async () => {
  freshDataDir();
  const signing = renderScope(async () => sign("form-token", "connect-card\nabc"));
  const checking = renderScope(async () => signatureMatches("visit", "abc", "forged"));
  const neither = renderScope(async () => "a public page");
  await Promise.all([signing.rendered, checking.rendered, neither.rendered]);
  expect([signing.perVisitor(), checking.perVisitor(), neither.perVisitor()]).toEqual([true, true, false]);
});
