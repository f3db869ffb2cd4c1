import { expect, test } from "vitest";
import { contentSecurityPolicy, createNonce } from "./security-headers.server";

test("each response gets a fresh nonce", () => {
  expect(createNonce()).not.toBe(createNonce());
});

test("the policy allows scripts only from the site and the nonce", () => {
  const policy = contentSecurityPolicy("abc123", { https: false });
  expect(policy).toContain("script-src 'self' 'nonce-abc123'");
  expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toMatch(/frame-src[^;]*https:\/\/player\.vimeo\.com/);
  expect(policy).not.toContain("upgrade-insecure-requests");
});

test("behind HTTPS, insecure requests are upgraded", () => {
  expect(contentSecurityPolicy("n", { https: true })).toContain("upgrade-insecure-requests");
});
