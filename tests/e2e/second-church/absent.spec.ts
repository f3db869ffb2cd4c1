import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { parse } from "yaml";
import { expectNoSeriousA11yViolations, setClock } from "../support";
import { church, churchTime, DEMO_DIR, navigation, pages, servedPaths } from "./support";

// Issue 17, must-show 2 and 6 for the second church: a page it does not have is not served, linked or listed;
// a service that is off (Vimeo, Planning Center: no credentials, and not the demo church) leaves
// no page, feed or sitemap entry behind, and never shows the demo church's sermons instead.

test.beforeEach(async ({ page }) => {
  await setClock(page, churchTime("2026-07-01", "14:00"));
});

test("/ministries/youth answers 404 with the site's own page, inside the church's shell", async ({ page }) => {
  expect(pages.has("/ministries/youth")).toBe(false);
  const response = await page.goto("/ministries/youth");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`${church.name}: Page not found`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("contentinfo")).toContainText(church.name);
  await expectNoSeriousA11yViolations(page);
});

test("the sitemap lists exactly the pages it serves: no youth, sermons, events or Christmas", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const listed = (await parseSitemap(Readable.from([await response.text()]))).map(
    (entry) => new URL(entry.url).pathname,
  );
  expect(listed.toSorted()).toEqual([...servedPaths].toSorted());
});

/** The demo church's sample sermons (its Easter page) name sermon and series pages the demo serves. */
function demoSermonPaths(): string[] {
  const easter = parse(readFileSync(path.join(DEMO_DIR, "pages/easter.yaml"), "utf8")) as {
    sections: { type: string; items?: { title: string }[] }[];
  };
  const slug = (name: string) => name.toLowerCase().replace(/\W+/g, "-").replace(/^-|-$/g, "");
  const titles = easter.sections.filter((section) => section.type === "videos").flatMap((section) => section.items!);
  return titles.flatMap(({ title }) => [`/message/${slug(title)}`, `/series/${slug(title.split(":")[0]!)}`]);
}

test("without Vimeo, no sermon page, search or podcast feed exists, and none shows the demo's sermons", async ({
  request,
}) => {
  const gone = [
    "/watch",
    "/watch/search",
    "/watch/search?q=grace",
    "/watch/scripture",
    "/podcast.xml",
    ...demoSermonPaths(),
    ...demoSermonPaths()
      .filter((path) => path.startsWith("/series/"))
      .map((path) => `${path}/podcast.xml`),
  ];
  for (const path of gone) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
  // An old sermon address leads to /watch, which is not there either.
  expect((await request.get("/watch/some-old-page")).status()).toBe(404);
});

test("without Planning Center, /events is not there; its calendar holds the gatherings alone", async ({ request }) => {
  expect((await request.get("/events")).status()).toBe(404);
  const calendar = await request.get("/events.ics");
  expect(calendar.status()).toBe(200);
});

// Issue 26 changed this: without Mailchimp the site keeps the list itself, so the sign-up stays.
test("without Mailchimp, the sign-up below the page still takes an address", async ({ page }) => {
  await page.goto("/");
  const signup = page.getByRole("region", { name: "Join our email list" });
  await signup.getByRole("textbox", { name: "Email Address" }).fill("second.church.reader@example.org");
  await signup.getByRole("button", { name: "Submit" }).click();
  await expect(signup.getByRole("status")).toHaveText("Thank you for signing up! Check your email to confirm.");
});

test("/christmas is gone: the address leads home, and no page names it", async ({ page, request }) => {
  const response = await request.get("/christmas", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(new URL(response.headers().location!, "http://x").pathname).toBe("/");
  await page.goto("/");
  await expect(page.locator('a[href="/christmas"]')).toHaveCount(0);
  await expect(page.getByText(/christmas/i)).toHaveCount(0);
});

test("its own old addresses redirect where navigation.yaml says", async ({ request }) => {
  for (const { from, to } of navigation.redirects ?? []) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(302);
    expect(new URL(response.headers().location!, "http://x").pathname, from).toBe(to);
  }
});

test("/healthz tells the operator which services are off", async ({ request }) => {
  const operator = { headers: { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` } };
  const health = await (await request.get("/healthz", operator)).json();
  expect(health.upstreams).toMatchObject({
    vimeo: { mode: "off" },
    planningCenter: { mode: "off" },
    mailchimp: { mode: "off" },
  });
});
