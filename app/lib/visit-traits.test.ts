import { expect, test } from "vitest";
import {
  arrivalOf,
  campaignOf,
  campaignOfUrl,
  countablePath,
  deviceOfHeaders,
  deviceOfWidth,
  isAhead,
  referrerHostOf,
} from "./visit-traits";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const ANDROID_TABLET =
  "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

test("the beacon's width: a phone under 600 px, a tablet under 1,024, a desktop beyond, and nothing made up", () => {
  expect(deviceOfWidth(375)).toBe("phone");
  expect(deviceOfWidth(599)).toBe("phone");
  expect(deviceOfWidth(600)).toBe("tablet");
  expect(deviceOfWidth(1023)).toBe("tablet");
  expect(deviceOfWidth(1024)).toBe("desktop");
  for (const nonsense of [undefined, "375", -5, 0, Number.NaN]) expect(deviceOfWidth(nonsense)).toBe("unknown");
});

test("the server's guess: Sec-CH-UA-Mobile first, else the User-Agent's words; a tablet by its own", () => {
  expect(deviceOfHeaders("?1", undefined)).toBe("phone");
  expect(deviceOfHeaders("?0", WINDOWS)).toBe("desktop");
  expect(deviceOfHeaders(undefined, IPHONE)).toBe("phone");
  expect(deviceOfHeaders("?0", ANDROID_TABLET)).toBe("tablet");
  expect(deviceOfHeaders(undefined, "SomethingElse/1.0")).toBe("unknown");
});

test("a referrer is kept by its domain alone, the same network under one name, and this site's own is no way in", () => {
  expect(arrivalOf(referrerHostOf("https://www.Example.org/a/page?q=secret"), "church.example")).toEqual({
    kind: "site",
    domain: "example.org",
  });
  expect(arrivalOf("l.instagram.com", "church.example")).toEqual({ kind: "site", domain: "instagram.com" });
  expect(arrivalOf("lm.facebook.com", "church.example")).toEqual({ kind: "site", domain: "facebook.com" });
  expect(arrivalOf("www.google.co.uk", "church.example")).toEqual({ kind: "site", domain: "google.com" });
  expect(arrivalOf("church.example:443", "church.example")).toEqual({ kind: "internal" });
  expect(arrivalOf("127.0.0.1:3000", "127.0.0.1:3000")).toEqual({ kind: "internal" });
  expect(arrivalOf(null, "church.example")).toEqual({ kind: "direct" });
  expect(arrivalOf("not a host\t", "church.example")).toEqual({ kind: "direct" });
  expect(referrerHostOf("android-app://com.google.android.gm/")).toBe("com.google.android.gm");
  expect(referrerHostOf("not a url")).toBeNull();
});

test("a campaign is utm_source alone, lower case, of a plain name; anything else is no campaign", () => {
  expect(campaignOf(" Instagram ")).toBe("instagram");
  expect(campaignOf("easter-2027_flyer")).toBe("easter-2027_flyer");
  expect(campaignOf("=HYPERLINK(1)")).toBe("");
  expect(campaignOf("a".repeat(41))).toBe("");
  expect(campaignOfUrl("/easter?utm_source=Instagram&utm_medium=story&fbclid=xyz")).toBe("instagram");
  expect(campaignOfUrl("/easter?q=1")).toBe("");
});

test("a prefetch or a prerender is fetched ahead, not seen", () => {
  expect(isAhead("prefetch;prerender", undefined)).toBe(true);
  expect(isAhead("prefetch", undefined)).toBe(true);
  expect(isAhead(undefined, "prefetch")).toBe(true);
  expect(isAhead(undefined, undefined)).toBe(false);
});

test("only a page's path is counted: no query, nothing odd, nothing long", () => {
  expect(countablePath("/es/watch/live")).toBe("/es/watch/live");
  expect(countablePath("/easter?x=1")).toBeNull();
  expect(countablePath("//evil.example")).toBeNull();
  expect(countablePath("/a\tb")).toBeNull();
  expect(countablePath(`/${"a".repeat(200)}`)).toBeNull();
  expect(countablePath(42)).toBeNull();
});
