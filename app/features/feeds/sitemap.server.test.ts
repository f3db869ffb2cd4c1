import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { expect, test } from "vitest";
import { createDemoSermonSource } from "~/features/sermons/demo-sermons";
import { getContent } from "~/server/content.server";
import { buildSitemap, sitePages } from "./sitemap.server";

test("lists every page and every series and sermon with its date, as absolute URLs", async () => {
  const source = createDemoSermonSource();
  const summaries = (await source.listSeries()).filter((series) => series.videoCount > 0);
  const series = await Promise.all(
    summaries.map(async (summary) => ({ ...summary, sermons: await source.listSermons(summary.uri) })),
  );
  const pages = sitePages(getContent(), { vimeo: "demo", planningCenter: "demo", mailchimp: "demo" });
  const xml = await buildSitemap("https://church.example", pages, series);
  const entries = await parseSitemap(Readable.from([xml]));
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  expect(pages).toEqual(
    expect.arrayContaining([
      "/",
      "/about",
      "/ministries/youth",
      "/connect",
      "/easter",
      "/events",
      "/watch",
      "/privacy",
    ]),
  );
  for (const page of pages) expect(byUrl.has(new URL(page, "https://church.example").href)).toBe(true);
  expect(byUrl.get("https://church.example/message/renovated-lives-moving-in")?.lastmod).toMatch(/^2026-11-15/);
  expect(byUrl.get("https://church.example/series/renovated-lives")?.lastmod).toMatch(/^2026-11-15/);
  const sermons = new Set(series.flatMap((entry) => entry.sermons.map((sermon) => sermon.slug)));
  expect(entries.filter((entry) => entry.url.includes("/message/"))).toHaveLength(sermons.size);
  expect(entries.some((entry) => entry.url.includes("coming-soon"))).toBe(false);
});

test("a page whose service is off is not listed: without Vimeo, no sermon pages", () => {
  const pages = sitePages(getContent(), { vimeo: "off", planningCenter: "live", mailchimp: "off" });
  expect(pages).not.toContain("/watch");
  expect(pages).not.toContain("/watch/search");
  expect(pages).toContain("/events");
  expect(pages).toContain("/watch/live");
});

test("a site in two languages lists every page in each, with reciprocal hreflang alternates and x-default", async () => {
  const languages = { default: "en" as const, all: ["en" as const, "es" as const], country: "US" };
  const xml = await buildSitemap("https://church.example", ["/", "/about"], [], languages);
  const entries = await parseSitemap(Readable.from([xml]));
  expect(entries.map((entry) => entry.url).sort()).toEqual([
    "https://church.example/",
    "https://church.example/about",
    "https://church.example/es/",
    "https://church.example/es/about",
  ]);
  const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
  for (const entry of entries) {
    const links = new Map(entry.links.map((link) => [link.lang, link.url]));
    expect([...links.keys()].sort()).toEqual(["en-US", "es-US", "x-default"]);
    // Reciprocal: each alternate is listed too, and names this address among its own alternates.
    for (const [lang, url] of links) {
      expect(byUrl.has(url), url).toBe(true);
      if (lang !== "x-default") expect(byUrl.get(url)!.links.map((link) => link.url)).toContain(entry.url);
    }
    expect(links.get("x-default")).toBe(links.get("en-US"));
  }
  expect(byUrl.get("https://church.example/es/about")!.links.find((link) => link.lang === "es-US")?.url).toBe(
    "https://church.example/es/about",
  );
});

test("a site in one language has no alternates", async () => {
  const xml = await buildSitemap("https://church.example", ["/", "/about"], [], {
    default: "en",
    all: ["en"],
    country: "US",
  });
  const entries = await parseSitemap(Readable.from([xml]));
  expect(entries).toHaveLength(2);
  expect(entries.every((entry) => entry.links.length === 0)).toBe(true);
});

test("/give is listed when giving.yaml takes gifts on the site, even without a pages/give.yaml (issue 38)", () => {
  const modes = { vimeo: "demo", planningCenter: "demo", mailchimp: "demo" } as const;
  const demo = getContent();
  const withoutPage = { ...demo, pages: demo.pages.filter((page) => page.path !== "/give") };
  expect(demo.giving.mode).toBe("stripe");
  expect(sitePages(withoutPage, modes, { givingServed: true })).toContain("/give");
  expect(sitePages(demo, modes, { givingServed: true }).filter((path) => path === "/give")).toHaveLength(1);
  expect(sitePages(withoutPage, modes, { givingServed: false })).not.toContain("/give");
  expect(sitePages({ ...withoutPage, giving: { mode: "off" } }, modes, { givingServed: true })).not.toContain("/give");
});
