import { expect, test, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { Readable } from "node:stream";
import Parser from "rss-parser";
import { parseSitemap } from "sitemap";
import { church, pageAt, timeZone } from "./demo";
import { firstStreamFrom, minutesAfter } from "./demo-words";
import { churchTime } from "./content";
import { expectNoSeriousA11yViolations, setClock } from "./support";

// Issue 9: podcast and calendar subscriptions, structured data, the sitemap and share cards.

/** An instant as structured data writes it, on the church's wall clock with its offset: "2026-12-24T16:30:00-08:00". */
function zonedIso(instant: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZoneName: "longOffset",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value;
  const offset = part("timeZoneName").replace(/^GMT$/, "GMT+00:00").replace(/^GMT/, "");
  return `${part("year")}-${part("month")}-${part("day")}T${part("hour")}:${part("minute")}:${part("second")}${offset}`;
}

/** The day a seasonal page with a fixed date falls on next, from the church-zone day `from`: "2026-12-24". */
function nextFixedDay(pagePath: string, from: string): string {
  const page = pageAt(pagePath);
  if (page.type !== "seasonal" || page.date.rule !== "fixed") throw new Error(`${pagePath} has no fixed date`);
  const { month, day } = page.date;
  const onYear = (year: number) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  const year = Number(from.slice(0, 4));
  return onYear(year) >= from ? onYear(year) : onYear(year + 1);
}

/** A Wednesday, between two Sundays. */
const WEDNESDAY = "2026-11-18";

test.beforeEach(async ({ page }) => {
  // No internet here: Vimeo's players answer with an empty page.
  await page.route(/^https:\/\/(player\.)?vimeo\.com\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><html lang='en'><title>Vimeo player</title></html>",
    }),
  );
  await setClock(page, churchTime(WEDNESDAY, "10:00", timeZone)); // a Wednesday morning at the church
});

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat() as Record<string, unknown>[]);
}

async function openFirstSermon(page: Page) {
  await page.goto("/watch");
  await page.getByRole("region", { name: "Explore Other Series" }).getByRole("link", { name: "Sent & Sown" }).click();
  await expect(page).toHaveURL(/\/series\/sent-sown$/);
  await page.getByRole("link", { name: "Sent & Sown: The Mustard Seed" }).click();
  await expect(page).toHaveURL(/\/message\/sent-sown-the-mustard-seed$/);
}

test("a member subscribes to the sermons as a podcast from the sermon pages", async ({ page }) => {
  await openFirstSermon(page);
  const all = page.getByRole("link", { name: `Subscribe to ${church.name} Sermons as a podcast` });
  await expect(all).toHaveAttribute("href", "/podcast.xml");
  await expect(page.getByRole("link", { name: "Subscribe to Sent & Sown as a podcast" })).toHaveAttribute(
    "href",
    "/series/sent-sown/podcast.xml",
  );
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(2);

  const response = await page.request.get("/series/sent-sown/podcast.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const feed = await new Parser().parseString(await response.text());
  expect(feed.items.map((item) => item.title)).toContain("Sent & Sown: The Mustard Seed");
  expect(feed.items.every((item) => item.enclosure?.type === "video/mp4")).toBe(true);

  // An app polling again with the copy it holds gets a 304.
  const again = await page.request.get("/podcast.xml", {
    headers: { "If-None-Match": (await page.request.get("/podcast.xml")).headers()["etag"]! },
  });
  expect(again.status()).toBe(304);

  await page.goto("/watch");
  await expect(page.getByRole("link", { name: `Subscribe to ${church.name} Sermons as a podcast` })).toBeVisible();
});

test("a member subscribes to the calendar and adds one event to theirs", async ({ page }) => {
  await page.goto("/events");
  const subscribe = page.getByRole("link", { name: "Subscribe to our calendar" });
  await expect(subscribe).toHaveAttribute("href", /^webcal:\/\/[^/]+\/events\.ics$/);

  const subscription = await page.request.get("/events.ics");
  expect(subscription.headers()["content-type"]).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await subscription.text()));
  expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe(timeZone);
  expect(calendar.getAllSubcomponents("vevent").length).toBeGreaterThan(3);

  const card = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: "Prayer Night" }) })
    .first();
  const file = card.getByRole("link", { name: "Add to calendar for Prayer Night, as an .ics file" });
  const href = await file.getAttribute("href");
  const single = new ICAL.Component(ICAL.parse(await (await page.request.get(href!)).text()));
  expect(single.getAllSubcomponents("vevent").map((vevent) => vevent.getFirstPropertyValue("summary"))).toContain(
    "Prayer Night",
  );
  await expect(
    card.getByRole("link", { name: "Google Calendar for Prayer Night (opens in a new tab)" }),
  ).toHaveAttribute(
    "href",
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&text=Prayer\+Night&dates=\d{8}T\d{6}Z%2F\d{8}T\d{6}Z/,
  );
  await expectNoSeriousA11yViolations(page);
});

test("a sermon page describes its video and its place in the site for search engines", async ({ page }) => {
  await openFirstSermon(page);
  const data = await jsonLd(page);
  const video = data.find((item) => item["@type"] === "VideoObject")!;
  expect(video).toMatchObject({
    "@context": "https://schema.org",
    name: "Sent & Sown: The Mustard Seed",
    description: "Mark 4:30-32",
  });
  expect(video.thumbnailUrl).toMatch(/^https?:\/\//);
  expect(video.uploadDate).toBe("2026-09-13T11:30:00-07:00");
  expect(video.duration).toMatch(/^PT(\d+H)?(\d+M)?(\d+S)?$/);
  expect(video.embedUrl).toMatch(/^https:\/\/player\.vimeo\.com\/video\/\d+/);
  const trail = data.find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
  expect(trail.itemListElement.map((crumb) => crumb.name)).toEqual([
    "Messages",
    "Sent & Sown",
    "Sent & Sown: The Mustard Seed",
  ]);
  await expectNoSeriousA11yViolations(page);
});

test("the sitemap lists a sermon reached by navigation, and robots.txt names it", async ({ page }) => {
  await openFirstSermon(page);
  const sermonUrl = page.url();
  const robots = await (await page.request.get("/robots.txt")).text();
  const sitemapUrl = robots.match(/^Sitemap: (.+)$/m)?.[1];
  expect(sitemapUrl).toMatch(/^https?:\/\/.+\/sitemap\.xml$/);
  expect(robots).toMatch(/^Disallow: \/newsletter$/m);
  expect(robots).toMatch(/^Disallow: \/watch\/search\?$/m);
  const entries = await parseSitemap(Readable.from([await (await page.request.get("/sitemap.xml")).text()]));
  const entry = entries.find((item) => item.url === sermonUrl);
  expect(entry?.lastmod).toMatch(/^2026-09-13/);
});

test("shared pages carry absolute share tags: the sermon's picture, else the site's card", async ({ page }) => {
  await openFirstSermon(page);
  const sermonImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(sermonImage).toMatch(/^https?:\/\/[^/]+\/images\/sermons\/sent-sown\./);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", page.url());
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `${church.name}: Sent & Sown: The Mustard Seed`,
  );

  await page.goto("/visit");
  const card = await page.locator('meta[property="og:image"]').getAttribute("content");
  // Drawn from the church's brand at start, under a name that changes with it.
  expect(card).toMatch(/^https?:\/\/[^/]+\/brand\/share-card-[\w-]+\.jpg$/);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute("content", card!);
  // The site's card is described by the church's name and tagline.
  const cardAlt = `${church.name}: ${church.tagline}`;
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", cardAlt);
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute("content", cardAlt);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
  const image = await page.request.get(card!);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  expect(church.phone).toBeDefined();
  expect((await jsonLd(page)).find((item) => item["@type"] === "Church")).toMatchObject({
    name: church.name,
    telephone: church.phone!.tel,
  });
});

test("events, the Christmas Eve services and the live stream are described for search engines", async ({ page }) => {
  await page.goto("/events");
  const events = (await jsonLd(page)).filter((item) => item["@type"] === "Event");
  const prayer = events.find((item) => item.name === "Prayer Night")!;
  // On the church's wall clock, with the church zone's offset on that day.
  expect(prayer.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
  expect(prayer.startDate).toBe(zonedIso(prayer.startDate as string));
  expect(prayer).toMatchObject({
    location: { "@type": "Place", address: { "@type": "PostalAddress" } },
    eventStatus: "https://schema.org/EventScheduled",
    organizer: { name: church.name },
  });
  expect(prayer.image).toMatch(/^https?:\/\//);

  await page.goto("/christmas");
  const services = (await jsonLd(page)).filter((item) => item["@type"] === "Event");
  // Each of the page's services on its coming day (pages/christmas.yaml), in the church's zone.
  const christmas = pageAt("/christmas");
  if (christmas.type !== "seasonal") throw new Error("/christmas is not a seasonal page");
  const christmasEve = nextFixedDay("/christmas", WEDNESDAY);
  expect(christmas.services.length).toBeGreaterThan(0);
  expect(services.map((item) => item.startDate)).toEqual(
    christmas.services.map((service) => zonedIso(churchTime(christmasEve, service.start, timeZone))),
  );

  // Outside the live window the live page claims no broadcast; during it, it does.
  await page.goto("/watch/live");
  expect((await jsonLd(page)).some((item) => item["@type"] === "VideoObject")).toBe(false);
  // Halfway through the streamed gathering of that week (services.yaml).
  const stream = firstStreamFrom(WEDNESDAY);
  await setClock(page, minutesAfter(stream.startsAt, Math.floor(stream.minutes / 2)));
  await page.goto("/watch/live");
  const live = (await jsonLd(page)).find((item) => item["@type"] === "VideoObject")!;
  expect(live.publication).toMatchObject({
    "@type": "BroadcastEvent",
    isLiveBroadcast: true,
    startDate: zonedIso(stream.startsAt),
  });
});
