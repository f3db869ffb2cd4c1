/**
 * What a counted page view says about its visit, reduced to what Insights keeps
 * (issue 47, docs/decisions/078): the other site it came from by its domain
 * alone, a campaign's `utm_source`, and the kind of device. Nothing here can
 * tell one person from another. Used by the server's count and by the beacon's.
 */

/** Where each public page's beacon posts (components/layout/visit-beacon.tsx; features/insights/beacon.server.ts). */
export const BEACON_PATH = "/insights/count";

/** The kinds of device Insights counts; "unknown" when nothing honest says. */
export const DEVICES = ["phone", "tablet", "desktop", "unknown"] as const;
export type Device = (typeof DEVICES)[number];

/**
 * Width classes of the page's viewport in CSS pixels, as the beacon measures it: phones are narrower than
 * 600, tablets (an iPad upright, a large phone turned) narrower than 1024, anything wider a desktop.
 */
export const WIDTH_CLASSES = { phone: 600, tablet: 1024 } as const;

export function deviceOfWidth(width: unknown): Device {
  if (typeof width !== "number" || !Number.isFinite(width) || width <= 0) return "unknown";
  if (width < WIDTH_CLASSES.phone) return "phone";
  return width < WIDTH_CLASSES.tablet ? "tablet" : "desktop";
}

/**
 * The device of a page the server answered, from what the browser sent with it: `Sec-CH-UA-Mobile` (Chromium
 * sends it with every request), else the User-Agent's words. A guess, said so on the Insights page: an iPad
 * calls itself a Mac, and a phone asking for the desktop site calls itself a desktop.
 */
export function deviceOfHeaders(mobileHint: string | undefined, userAgent: string | undefined): Device {
  const agent = userAgent ?? "";
  if (/\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/i.test(agent)) return "tablet";
  if (mobileHint === "?1") return "phone";
  if (/\bMobi|\biPhone\b|\bAndroid\b/i.test(agent)) return "phone";
  if (mobileHint === "?0" || /\b(Windows NT|Macintosh|X11|CrOS)\b/.test(agent)) return "desktop";
  return "unknown";
}

/** Where a view came from: another site (its domain), nowhere said ("direct"), or this site itself. */
export type Arrival = { kind: "site"; domain: string } | { kind: "direct" } | { kind: "internal" };

/** The same network under the names its links leave from (Facebook's and Instagram's link shims, Google's countries). */
const SAME_AS: [RegExp, string][] = [
  [/(^|\.)facebook\.com$|^fb\.me$/, "facebook.com"],
  [/(^|\.)instagram\.com$/, "instagram.com"],
  [/(^|\.)youtube\.com$|^youtu\.be$/, "youtube.com"],
  [/^t\.co$|(^|\.)twitter\.com$|(^|\.)x\.com$/, "x.com"],
  [/(^|\.)google\.[a-z.]+$/, "google.com"],
  [/(^|\.)bing\.com$/, "bing.com"],
  [/(^|\.)linkedin\.com$|^lnkd\.in$/, "linkedin.com"],
];

/**
 * The arrival of a view from its referrer's host (a Referer header's, or the one the beacon read) and the
 * site's own host. Only the domain is kept, lower case and without "www.", never the page or its query.
 */
export function arrivalOf(referrerHost: string | null | undefined, ownHost: string | undefined): Arrival {
  const host = hostOnly(referrerHost);
  if (!host) return { kind: "direct" };
  if (ownHost && host === hostOnly(ownHost)) return { kind: "internal" };
  const bare = host.replace(/^www\./, "");
  const known = SAME_AS.find(([pattern]) => pattern.test(bare));
  return { kind: "site", domain: known ? known[1] : bare };
}

/** The host of a referrer (a whole address or a host), lower case, without port; null when it is not one. */
export function referrerHostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).hostname || null;
  } catch {
    return null;
  }
}

function hostOnly(value: string | null | undefined): string | null {
  if (!value) return null;
  const host = value.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return /^[a-z0-9.-]{1,253}$/.test(host) && host.includes(".") ? host : host === "localhost" ? host : null;
}

/** A link's `utm_source`, as a campaign's name: lower case, letters, digits and . _ - only, 40 at most; else none. */
export function campaignOf(utmSource: unknown): string {
  if (typeof utmSource !== "string") return "";
  const name = utmSource.trim().toLowerCase();
  return /^[a-z0-9._-]{1,40}$/.test(name) ? name : "";
}

/** `utm_source` of a request's address ("/easter?utm_source=instagram"), as a campaign's name. */
export function campaignOfUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt === -1 || !url.includes("utm_source", queryAt)) return "";
  return campaignOf(new URLSearchParams(url.slice(queryAt + 1)).get("utm_source"));
}

/**
 * A request the browser made ahead of the visitor (Speculation Rules, `<link rel=prefetch>`): `Sec-Purpose`
 * (or the older `Purpose`) says "prefetch", and a prerender adds ";prerender". Not a view: a prerendered page
 * is counted by its beacon once it is shown, a prefetched one when it is opened.
 */
export function isAhead(secPurpose: string | undefined, purpose: string | undefined): boolean {
  return /prefetch|prerender/i.test(`${secPurpose ?? ""} ${purpose ?? ""}`);
}

/** A path Insights keeps: the address's path alone, 200 characters at most, of the characters pages use. */
export function countablePath(path: unknown): string | null {
  if (typeof path !== "string" || path.length === 0 || path.length > 200) return null;
  if (!/^\/[A-Za-z0-9/_.~%-]*$/.test(path) || path.includes("//")) return null;
  return path;
}
