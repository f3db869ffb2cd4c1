import { Parser as HtmlParser } from "htmlparser2";
import ICAL from "ical.js";
import { Readable } from "node:stream";
import RssParser from "rss-parser";
import { XMLToSitemapItemStream } from "sitemap";

/**
 * A crawl of one running site (issue 26, must-show 7): from the home page and
 * the site map, every address of the site that a page (a, link, script, img,
 * iframe, JSON-LD), a feed (rss-parser) or a calendar (ical.js) names, each
 * fetched without following redirects so a redirect's target is checked too.
 * What it returns is every address that did not answer 200, with where it was named.
 */

export interface BrokenLink {
  url: string;
  status: number;
  from: string;
}

const ASSET_ATTRIBUTES: Record<string, string[]> = {
  a: ["href"],
  link: ["href"],
  script: ["src"],
  img: ["src"],
  source: ["src"],
  iframe: ["src"],
  video: ["poster"],
};

/** The addresses an HTML page names: its tags' links, srcset candidates and the URLs in its JSON-LD. */
export function addressesInHtml(html: string): string[] {
  const found: string[] = [];
  let inJsonLd = false;
  let jsonText = "";
  const parser = new HtmlParser({
    onopentag(name, attributes) {
      for (const attribute of ASSET_ATTRIBUTES[name] ?? [])
        if (attributes[attribute]) found.push(attributes[attribute]);
      for (const candidate of (attributes.srcset ?? "").split(",")) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) found.push(url);
      }
      if (name === "script" && attributes.type === "application/ld+json") {
        inJsonLd = true;
        jsonText = "";
      }
    },
    ontext(text) {
      if (inJsonLd) jsonText += text;
    },
    onclosetag(name) {
      if (name === "script" && inJsonLd) {
        inJsonLd = false;
        found.push(...stringsIn(JSON.parse(jsonText)).filter((value) => /^(https?:)?\/\//.test(value)));
      }
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** A calendar's URL properties and the addresses written in its descriptions. */
export function addressesInCalendar(text: string, origin: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const components = [calendar, ...calendar.getAllSubcomponents("vevent")];
  return components.flatMap((component) => [
    ...component.getAllProperties("url").map((property) => String(property.getFirstValue())),
    ...mentionsOf(String(component.getFirstPropertyValue("description") ?? ""), origin),
  ]);
}

/** A podcast feed's channel and item links, enclosures and pictures. */
export async function addressesInFeed(text: string, origin: string): Promise<string[]> {
  const feed = await new RssParser().parseString(text);
  return [
    feed.link ?? "",
    feed.image?.url ?? "",
    feed.itunes?.image ?? "",
    ...feed.items.flatMap((item) => [
      item.link ?? "",
      item.enclosure?.url ?? "",
      ...mentionsOf(item.content ?? "", origin),
    ]),
  ].filter(Boolean);
}

export async function addressesInSitemap(text: string): Promise<string[]> {
  const urls: string[] = [];
  for await (const item of Readable.from([text]).pipe(new XMLToSitemapItemStream()))
    urls.push((item as { url: string }).url);
  return urls;
}

function mentionsOf(text: string, origin: string): string[] {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.match(new RegExp(`${escaped}[^\\s"'<>)]*`, "g")) ?? [];
}

/** Where a crawl starts: the home page, the site map, the feeds, the calendar and the privacy page. */
export const CRAWL_STARTS = [
  "/",
  "/sitemap.xml",
  "/robots.txt",
  "/manifest.webmanifest",
  "/events.ics",
  "/podcast.xml",
  "/privacy",
];

/** Crawls the site at `origin`; `limit` bounds the crawl (a runaway is a failure of its own). */
export async function crawl(
  origin: string,
  starts: string[],
  limit = 1500,
): Promise<{ checked: number; broken: BrokenLink[] }> {
  const seen = new Set<string>();
  const queue: { url: string; from: string }[] = [];
  const broken: BrokenLink[] = [];
  const add = (raw: string, from: string) => {
    let url: URL;
    try {
      url = new URL(raw, from);
    } catch {
      broken.push({ url: raw, status: 0, from });
      return;
    }
    if (url.origin !== origin) return;
    url.hash = "";
    if (seen.has(url.href)) return;
    seen.add(url.href);
    queue.push({ url: url.href, from });
  };
  for (const start of starts) add(start, `${origin}/`);
  while (queue.length > 0) {
    if (seen.size > limit) throw new Error(`more than ${limit} addresses: the crawl runs away`);
    const batch = queue.splice(0, 6);
    await Promise.all(
      batch.map(async ({ url, from }) => {
        const response = await fetch(url, { redirect: "manual", headers: { accept: "text/html,*/*" } });
        const location = response.headers.get("location");
        if (response.status >= 300 && response.status < 400 && location) {
          await response.arrayBuffer();
          add(location, url);
          return;
        }
        if (response.status !== 200) {
          await response.arrayBuffer();
          broken.push({ url, status: response.status, from });
          return;
        }
        const type = response.headers.get("content-type") ?? "";
        const path = new URL(url).pathname;
        if (type.startsWith("text/html")) for (const found of addressesInHtml(await response.text())) add(found, url);
        else if (type.startsWith("text/calendar"))
          for (const found of addressesInCalendar(await response.text(), origin)) add(found, url);
        else if (path.endsWith("sitemap.xml"))
          for (const found of await addressesInSitemap(await response.text())) add(found, url);
        else if (path.endsWith("podcast.xml"))
          for (const found of await addressesInFeed(await response.text(), origin)) add(found, url);
        else await response.arrayBuffer();
      }),
    );
  }
  return { checked: seen.size, broken };
}
