import { afterEach, beforeEach, expect, test } from "vitest";
import { resetEnvForTests } from "./env.server";
import { resetSiteSecretForTests } from "./site-secret.server";
import { signedLink, signedLinkId } from "./signed-link.server";

beforeEach(() => {
  process.env.SITE_SECRET = "a-test-secret-of-at-least-thirty-two-characters";
  resetEnvForTests();
  resetSiteSecretForTests();
});
afterEach(() => {
  delete process.env.SITE_SECRET;
  resetEnvForTests();
  resetSiteSecretForTests();
});

const query = (link: string) => new URL(link).searchParams;

test("a signed link opens its record for its purpose only", () => {
  const link = signedLink("https://church.example", "/give/manage", "donor", "d-42");
  expect(new URL(link).pathname).toBe("/give/manage");
  expect(signedLinkId(query(link), "donor", 0)).toBe("d-42");
  expect(signedLinkId(query(link), "registration", 0)).toBeNull();
  const altered = new URL(link);
  altered.searchParams.set("id", "d-43");
  expect(signedLinkId(altered.searchParams, "donor", 0)).toBeNull();
  expect(signedLinkId(new URLSearchParams("id=d-42"), "donor", 0)).toBeNull();
});

test("an expiring link stops at its time, and its expiry cannot be stretched", () => {
  const link = signedLink("https://church.example", "/events/claim", "waitlist", "r-1", {
    param: "place",
    expiresAt: 1000,
  });
  expect(signedLinkId(query(link), "waitlist", 999, { param: "place" })).toBe("r-1");
  expect(signedLinkId(query(link), "waitlist", 1000, { param: "place" })).toBeNull();
  const stretched = new URL(link);
  stretched.searchParams.set("exp", "5000");
  expect(signedLinkId(stretched.searchParams, "waitlist", 999, { param: "place" })).toBeNull();
});
