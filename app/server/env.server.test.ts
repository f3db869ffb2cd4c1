import { expect, test } from "vitest";
import { EnvError, parseEnv } from "./env.server";

test("a bare environment gives the documented defaults and demo upstreams", () => {
  const env = parseEnv({});
  expect(env.PORT).toBe(3000);
  expect(env.DATA_DIR).toBe("./data");
  expect(env.VIMEO_API_URL).toBe("https://api.vimeo.com");
  expect(env.PCO_API_URL).toBe("https://api.planningcenteronline.com");
  expect(env.modes).toEqual({ vimeo: "demo", planningCenter: "demo", mailchimp: "demo" });
  // Issue 38: a request body still arriving after 30 s is cut (requestLimits, app/http/listener.server.ts).
  expect(env.REQUEST_BODY_SECONDS).toBe(30);
});

test("credentials switch each upstream to live", () => {
  const env = parseEnv({
    VIMEO_TOKEN: "vimeo-secret",
    PCO_APP_ID: "app",
    PCO_SECRET: "pco-secret",
    MAILCHIMP_API_KEY: "0123abcd-us21",
    MAILCHIMP_LIST_ID: "list1",
  });
  expect(env.modes).toEqual({ vimeo: "live", planningCenter: "live", mailchimp: "live" });
});

test("Mailchimp's address defaults to the key's data centre", () => {
  const env = parseEnv({ MAILCHIMP_API_KEY: "0123abcd-us21", MAILCHIMP_LIST_ID: "list1" });
  expect(env.MAILCHIMP_API_URL).toBe("https://us21.api.mailchimp.com/3.0");
  const proxied = parseEnv({
    MAILCHIMP_API_KEY: "0123abcd-us21",
    MAILCHIMP_LIST_ID: "l",
    MAILCHIMP_API_URL: "http://127.0.0.1:9999/3.0",
  });
  expect(proxied.MAILCHIMP_API_URL).toBe("http://127.0.0.1:9999/3.0");
});

test("a bad setting is named in the message, and its value is not echoed", () => {
  const attempt = () =>
    parseEnv({
      PORT: "eighty",
      VIMEO_API_URL: "not a url",
      MAILCHIMP_API_KEY: "supersecretkey",
      MAILCHIMP_LIST_ID: "x",
    });
  expect(attempt).toThrow(EnvError);
  try {
    attempt();
  } catch (error) {
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("VIMEO_API_URL");
    expect(message).toContain("MAILCHIMP_API_KEY");
    expect(message).not.toContain("supersecretkey");
  }
});

test("half a pair of credentials is refused", () => {
  expect(() => parseEnv({ PCO_APP_ID: "only-the-id" })).toThrow(/PCO_APP_ID and PCO_SECRET/);
  expect(() => parseEnv({ MAILCHIMP_API_KEY: "abc-us1" })).toThrow(/MAILCHIMP_LIST_ID/);
});

test("empty values count as unset", () => {
  expect(parseEnv({ VIMEO_TOKEN: "", HOST: "" }).modes.vimeo).toBe("demo");
});

test("a page waits 3 s for an upstream by default; a budget the render would not survive is refused", () => {
  expect(parseEnv({}).UPSTREAM_TIME_BUDGET_MS).toBe(3000);
  expect(parseEnv({ UPSTREAM_TIME_BUDGET_MS: "500" }).UPSTREAM_TIME_BUDGET_MS).toBe(500);
  expect(() => parseEnv({ UPSTREAM_TIME_BUDGET_MS: "20000" })).toThrow(/UPSTREAM_TIME_BUDGET_MS/);
});

test("a short SITE_SECRET is refused without echoing it", () => {
  expect(() => parseEnv({ SITE_SECRET: "tooshort" })).toThrow(/SITE_SECRET: must be at least 32 characters/);
  expect(() => parseEnv({ SITE_SECRET: "tooshort" })).not.toThrow(/tooshort/);
});

test("a short ADMIN_TOKEN stops the start with a message naming the setting, never its value", () => {
  const attempt = () => parseEnv({ ADMIN_TOKEN: "operator-token-short-and-guessable".slice(0, 31) });
  expect(attempt).toThrow(EnvError);
  expect(attempt).toThrow(/ADMIN_TOKEN: must be at least 32 characters/);
  expect(attempt).not.toThrow(/operator-token/);
  expect(parseEnv({ ADMIN_TOKEN: "x".repeat(32) }).ADMIN_TOKEN).toBe("x".repeat(32));
});

test("TRUST_PROXY: loopback by default; what Express's trust proxy accepts; an unreadable address is refused", () => {
  expect(parseEnv({}).TRUST_PROXY).toEqual(["loopback"]);
  expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
  expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, fd00::/8" }).TRUST_PROXY).toEqual([
    "loopback",
    "10.0.0.0/8",
    "fd00::/8",
  ]);
  expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/99" })).toThrow(/TRUST_PROXY: must be/);
  expect(() => parseEnv({ TRUST_PROXY: "my-proxy.example" })).toThrow(/TRUST_PROXY: must be/);
});

test("a CDN is off unless chosen; chosen, it takes its own zone setting, a token and the public address", () => {
  expect(parseEnv({}).cdn).toBeNull();
  expect(
    parseEnv({
      CDN_PROVIDER: "cloudflare",
      CDN_ZONE_ID: "023e105f4ecef8ad9ca31a8372d0c353",
      CDN_API_TOKEN: "cf-token",
      PUBLIC_URL: "https://www.example.org/",
    }).cdn,
  ).toEqual({
    provider: "cloudflare",
    zone: "023e105f4ecef8ad9ca31a8372d0c353",
    token: "cf-token",
    apiUrl: "https://api.cloudflare.com/client/v4",
    origin: "https://www.example.org",
  });
  const bunny = { CDN_PROVIDER: "bunny", CDN_API_TOKEN: "bunny-key", PUBLIC_URL: "https://www.example.org" };
  expect(parseEnv({ ...bunny, CDN_PULL_ZONE: "12345" }).cdn).toMatchObject({
    zone: "12345",
    apiUrl: "https://api.bunny.net",
  });
  expect(() => parseEnv({ ...bunny, CDN_PULL_ZONE: "my-zone" })).toThrow(
    /CDN_PULL_ZONE: must be the pull zone's number/,
  );
  expect(() => parseEnv({ ...bunny, CDN_ZONE_ID: "abc" })).toThrow(
    /CDN_PULL_ZONE: required with CDN_PROVIDER=bunny[\s\S]*CDN_ZONE_ID: not used by bunny/,
  );
  expect(() => parseEnv({ CDN_PROVIDER: "fastly", CDN_SERVICE_ID: "SU1Z0isxPaozGVKXdv0eY" })).toThrow(
    /CDN_API_TOKEN: required[\s\S]*PUBLIC_URL: required with CDN_PROVIDER/,
  );
  expect(() => parseEnv({ CDN_PROVIDER: "akamai" })).toThrow(/CDN_PROVIDER/);
  expect(() => parseEnv({ CDN_API_TOKEN: "secret-token-value" })).toThrow(/CDN_API_TOKEN: set CDN_PROVIDER too/);
  // The message names the setting, never its value.
  expect(() => parseEnv({ CDN_API_TOKEN: "secret-token-value" })).not.toThrow(/secret-token-value/);
});
