import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { Parser as HtmlParser } from "htmlparser2";
import { Readable } from "node:stream";
import RssParser from "rss-parser";
import { parseSitemap, type SitemapItem } from "sitemap";
import { openMenu, waitForElements } from "./support";

/**
 * Issue 27, item 3 and 5: the Spanish pages under /es/ with every route,
 * redirect and 404 of the English ones; the language switch and the choice it
 * remembers; hreflang on every page and in the site map, reciprocal; the
 * Spanish sermons, feed and search.
 */

interface Head {
  lang: string | undefined;
  canonical: string | undefined;
  alternates: Map<string, string>;
  ogLocale: string | undefined;
  ogAlternates: string[];
}

/** The document's language and its head's links, as an HTML parser reads them. */
function readHead(html: string): Head {
  const head: Head = {
    lang: undefined,
    canonical: undefined,
    alternates: new Map(),
    ogLocale: undefined,
    ogAlternates: [],
  };
  const parser = new HtmlParser({
    onopentag(name, attributes) {
      if (name === "html") head.lang = attributes.lang;
      if (name === "link" && attributes.rel === "canonical") head.canonical = attributes.href;
      if (name === "link" && attributes.rel === "alternate" && attributes.hreflang) {
        head.alternates.set(attributes.hreflang, attributes.href!);
      }
      if (name === "meta" && attributes.property === "og:locale") head.ogLocale = attributes.content;
      if (name === "meta" && attributes.property === "og:locale:alternate") head.ogAlternates.push(attributes.content!);
    },
  });
  parser.write(html);
  parser.end();
  return head;
}

async function sitemapEntries(request: APIRequestContext): Promise<SitemapItem[]> {
  return parseSitemap(Readable.from([await (await request.get("/sitemap.xml")).text()]));
}

/** The switch to `name` ("Español", "English"): the menu's last entry, in the drawer on a phone. */
async function languageSwitch(page: Page, name: string) {
  await waitForElements(page);
  await openMenu(page);
  return page.getByRole("navigation", { name: /^(Main|Principal)$/ }).getByRole("link", { name, exact: true });
}

test("the switch leads to the same page in Spanish and back, in the navigation at both widths @widths", async ({
  page,
}) => {
  await page.goto("/events");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  const toSpanish = await languageSwitch(page, "Español");
  await expect(toSpanish).toBeVisible();
  await expect(toSpanish).toHaveAttribute("hreflang", "es");
  await expect(toSpanish).toHaveAttribute("lang", "es");
  await toSpanish.click();
  await expect(page).toHaveURL(/\/es\/events$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  // The menu's links stay in Spanish.
  const menuLinks = page.getByRole("navigation", { name: /^(Main|Principal)$/ }).getByRole("link");
  for (const href of await menuLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
    // The switch's own address (/language?…) aside.
    if (href.startsWith("/") && !href.startsWith("/language?")) expect(href).toMatch(/^\/es\//);
  }
  const toEnglish = await languageSwitch(page, "English");
  await expect(toEnglish).toHaveAttribute("hreflang", "en");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/events$/);
  expect(new URL(page.url()).pathname).toBe("/events");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test("Spanish addresses redirect and answer 404 as the English ones do, and stay in Spanish", async ({
  page,
  request,
}) => {
  // The bare prefix is the Spanish home page's other spelling.
  const bare = await request.get("/es", { maxRedirects: 0 });
  expect(bare.status()).toBe(308);
  expect(new URL(bare.headers().location!, "http://x").pathname).toBe("/es/");
  // A content redirect (navigation.yaml: /vbs → /events), in Spanish.
  const moved = await request.get("/es/vbs", { maxRedirects: 0 });
  expect(moved.status()).toBe(302);
  expect(new URL(moved.headers().location!, "http://x").pathname).toBe("/es/events");
  // An unknown address goes home, to the Spanish home.
  const unknown = await request.get("/es/no-such-page", { maxRedirects: 0 });
  expect(new URL(unknown.headers().location!, "http://x").pathname).toBe("/es/");
  // Inside a section with pages, a 404 — in Spanish, with its links in Spanish.
  const response = await page.goto("/es/ministries/no-such-ministry");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  await expect(await languageSwitch(page, "English")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link").first()).toHaveAttribute("href", "/es/");
  // A language the church does not speak is no prefix at all; the staff area has none either.
  expect((await request.get("/fr/events", { maxRedirects: 0 })).status()).toBe(302);
  const staff = await request.get("/es/admin", { maxRedirects: 0 });
  expect(new URL(staff.headers().location!, "http://x").pathname).toBe("/");
  // The Spanish page and the English one are kept apart by the page cache.
  const english = readHead(await (await request.get("/about")).text());
  const spanish = readHead(await (await request.get("/es/about")).text());
  expect([english.lang, spanish.lang]).toEqual(["en-US", "es-US"]);
});

test("every page of the site map, in both languages, names itself and its twin with hreflang, reciprocally", async ({
  request,
}) => {
  // Every page in both languages, each rendered once: about a minute on a busy machine.
  test.setTimeout(180_000);
  const entries = await sitemapEntries(request);
  const urls = new Set(entries.map((entry) => entry.url));
  expect(entries.some((entry) => new URL(entry.url).pathname === "/es/")).toBe(true);
  const heads = new Map<string, Head>();
  for (const entry of entries) {
    const response = await request.get(entry.url);
    expect(response.status(), entry.url).toBe(200);
    heads.set(entry.url, readHead(await response.text()));
  }
  for (const entry of entries) {
    const head = heads.get(entry.url)!;
    const spanish = new URL(entry.url).pathname.startsWith("/es/");
    expect(head.lang, entry.url).toBe(spanish ? "es-US" : "en-US");
    expect(head.canonical, entry.url).toBe(entry.url);
    expect(head.ogLocale, entry.url).toBe(spanish ? "es_US" : "en_US");
    expect(head.ogAlternates, entry.url).toEqual([spanish ? "en_US" : "es_US"]);
    expect([...head.alternates.keys()].sort(), entry.url).toEqual(["en-US", "es-US", "x-default"]);
    expect(head.alternates.get(spanish ? "es-US" : "en-US"), entry.url).toBe(entry.url);
    expect(head.alternates.get("x-default"), entry.url).toBe(head.alternates.get("en-US"));
    // Reciprocal: each alternate is a page of the site map that names this one back.
    for (const [lang, url] of head.alternates) {
      expect(urls.has(url), `${entry.url} → ${lang} ${url}`).toBe(true);
      expect(heads.get(url)?.alternates.get(spanish ? "es-US" : "en-US"), `${url} names ${entry.url}`).toBe(entry.url);
    }
    // The site map's alternates are the page's own.
    expect(new Map(entry.links.map((link) => [link.lang, link.url])), entry.url).toEqual(head.alternates);
  }
});

test("a first visit is never redirected by Accept-Language: a search engine sees both languages", async ({
  request,
}) => {
  for (const path of ["/", "/events"]) {
    const response = await request.get(path, { headers: { "Accept-Language": "es-MX,es;q=0.9" }, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(readHead(await response.text()).lang, path).toBe("en-US");
  }
  const spanish = await request.get("/es/", { headers: { "Accept-Language": "en-US,en;q=0.9" }, maxRedirects: 0 });
  expect(spanish.status()).toBe(200);
});

test("the switch remembers the choice: the home page then opens in Spanish, until English is chosen", async ({
  page,
}) => {
  // The home page in the page cache, as everyone gets it.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await (await languageSwitch(page, "Español")).click();
  await expect(page).toHaveURL(/\/es\/$/);
  const cookie = (await page.context().cookies()).find((each) => each.name === "language");
  expect(cookie?.value).toBe("es");
  expect(cookie?.httpOnly).toBe(true);
  // The privacy policy's promise: the language alone, for a year.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(366 * 24 * 3600 * 1000);

  await page.goto("/");
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  const remembered = await page.request.get("/", { maxRedirects: 0 });
  expect(remembered.status()).toBe(302);
  expect(remembered.headers()["cache-control"]).toContain("no-store");
  // Any other address is served as asked.
  await page.goto("/events");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");

  await page.goto("/es/events");
  await (await languageSwitch(page, "English")).click();
  await expect(page).toHaveURL(/\/events$/);
  await page.goto("/");
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain form post from a Spanish page comes back to that page", async ({ page }, testInfo) => {
    await page.goto("/es/groups");
    const form = page.locator('form[action$="/newsletter"]');
    await form.locator('input[type="email"]').fill(`spanish.${testInfo.project.name}@example.org`);
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/es\/groups\?newsletter=received#newsletter-heading$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es-US");
  });
});

test("the Spanish sermons: their watch page, their own podcast feed, and the search folds accents", async ({
  page,
  request,
}) => {
  await page.goto("/es/watch");
  await expect(page.getByRole("link", { name: /Vida de oración/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Renovated Lives/ })).toHaveCount(0);
  await page.goto("/watch");
  await expect(page.getByRole("link", { name: /Renovated Lives/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Vida de oración/ })).toHaveCount(0);

  const parser = new RssParser();
  const spanish = await parser.parseString(await (await request.get("/es/podcast.xml")).text());
  expect(spanish.language).toBe("es-US");
  expect(spanish.items.length).toBeGreaterThan(0);
  expect(spanish.items.every((item) => item.title?.startsWith("Vida de oración"))).toBe(true);
  expect(spanish.items.every((item) => new URL(item.link!).pathname.startsWith("/es/message/"))).toBe(true);
  const english = await parser.parseString(await (await request.get("/podcast.xml")).text());
  expect(english.language).toBe("en-US");
  expect(english.items.some((item) => item.title?.startsWith("Vida de oración"))).toBe(false);
  await page.goto("/es/watch");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]').first()).toHaveAttribute(
    "href",
    "/es/podcast.xml",
  );

  // The index is built in the background at start: the page says so until it is ready.
  await expect(async () => {
    await page.goto("/es/watch/search?q=oracion");
    await expect(page.getByRole("link", { name: /La oración de Ana/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.goto("/es/watch/search?q=oración");
  await expect(page.getByRole("link", { name: /La oración de Ana/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /La oración de Ana/ }).first()).toHaveAttribute(
    "href",
    /^\/es\/message\//,
  );
});
