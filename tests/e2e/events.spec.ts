import { expect, test, type Page } from "@playwright/test";
import { church, demo } from "./demo";
import { JOURNEY_EVENT_NAME } from "./registrations";
import { expectNoSeriousA11yViolations, isPhone, openMenu, setClock, waitForElements } from "./support";

// Monday 2 June 2025, 10:00 at the church (church.yaml's zone). The demo calendar is dated from "today".
const MONDAY = demo.churchTime("2025-06-02", "10:00");

/** No internet here: registration pages answer with a small local page. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/registrations\.example\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><html lang='en'><title>Registration</title><h1>Registration</h1></html>",
    }),
  );
});

const section = (page: Page, heading: string) => page.getByRole("region", { name: heading });
// The demo's events: those other journeys add meanwhile to the shared content folder (registrations.ts) set aside.
const cardNames = (page: Page, heading: string) =>
  section(page, heading)
    .getByRole("listitem")
    .filter({ hasNot: page.getByRole("heading", { level: 3, name: JOURNEY_EVENT_NAME }) })
    .getByRole("heading", { level: 3 });

test("the featured event, then Upcoming and Ongoing events with their date labels", async ({ page }) => {
  await setClock(page, MONDAY);
  await page.goto("/events");
  await expect(page).toHaveTitle(`${church.name}: Events`);
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();

  const featured = page.getByRole("region", { name: "VBS" });
  await expect(featured.getByRole("heading", { level: 2, name: "VBS" })).toBeVisible();
  await expect(featured.getByText("July 21-25", { exact: true })).toBeVisible();
  await expect(
    featured.getByText("Vacation Bible School: five mornings of games, music, crafts and Bible stories."),
  ).toBeVisible();

  await expect(cardNames(page, "Upcoming Events")).toHaveText([
    "Prayer Night",
    "Serve Day",
    "Baptism Sunday",
    "Family Camp",
    // The demo church's own events (content/redwood-coast/events/, issue 28), after Planning Center's here.
    "Spring Break Kids' Camp",
    "Kids' Summer Day Camp",
  ]);
  await expect(cardNames(page, "Ongoing Events")).toHaveText([
    "Catalyst Youth Night",
    "Sunday Worship Gathering",
    "Men's Breakfast",
    "Parenting Class",
  ]);

  const upcoming = section(page, "Upcoming Events");
  await expect(upcoming.getByText("Friday, June 6 • 7:00pm - 8:30pm")).toBeVisible();
  await expect(upcoming.getByText("Saturday, June 14", { exact: true })).toBeVisible(); // all-day: no times
  await expect(upcoming.getByText("July 6 • 12:00pm - 1:30pm")).toBeVisible();
  await expect(upcoming.getByText("July 30-August 1", { exact: true })).toBeVisible();
  const ongoing = section(page, "Ongoing Events");
  await expect(ongoing.getByText("Every week on Wednesday • 6:30pm")).toBeVisible();
  await expect(ongoing.getByText("Every week on Sunday • 10:30am")).toBeVisible();
  await expect(ongoing.getByText("Every month on the 1st Saturday • 8:00am")).toBeVisible();

  // Machine-readable dates beside the words: 7 PM on the church's clock.
  await expect(upcoming.locator("time", { hasText: "Friday, June 6" })).toHaveAttribute(
    "datetime",
    demo.churchTime("2025-06-06", "19:00"),
  );
  await expectNoSeriousA11yViolations(page);
});

test("cards are 350 px wide; the featured event is a wide block from 800 px and a card below @widths", async ({
  page,
}) => {
  await setClock(page, MONDAY);
  await page.goto("/events");
  const card = section(page, "Upcoming Events").getByRole("article", { name: "Serve Day" });
  const cardBox = (await card.boundingBox())!;
  const featuredBox = (await page.getByRole("region", { name: "VBS" }).boundingBox())!;
  if (isPhone(page)) {
    // 375 px screen: the card takes the width there is, at most 350 px.
    expect(cardBox.width).toBeLessThanOrEqual(350);
    expect(featuredBox.width).toBeLessThanOrEqual(350);
  } else {
    expect(cardBox.width).toBe(350);
    expect(featuredBox.width).toBeGreaterThan(800);
  }
  // An event without its own image gets a decorative background; one with an image names it.
  await expect(page.getByRole("article", { name: "Prayer Night" }).locator("img")).toHaveAttribute("alt", "");
  await expect(page.getByRole("article", { name: "Prayer Night" }).locator("img")).toHaveAttribute(
    "src",
    /^\/images\/events\/fallback-[1-9]\.svg$/,
  );
  await expect(page.getByRole("img", { name: "Family Camp" })).toBeVisible();
});

test("Register shows only where there is a registration link, and opens it in a new tab", async ({ page }) => {
  await setClock(page, MONDAY);
  await page.goto("/events");
  const registerLinks = page.getByRole("link", { name: /^Register/ });
  await expect(registerLinks).toHaveCount(2);
  const vbs = page.getByRole("link", { name: "Register for VBS (opens in a new tab)" });
  await expect(vbs).toHaveAttribute("target", "_blank");
  await expect(vbs).toHaveAttribute("rel", "noopener noreferrer");
  await expect(page.getByRole("link", { name: "Register for Family Camp (opens in a new tab)" })).toBeVisible();
  // Its only links are the calendar ones (issue 9): no Register.
  await expect(
    page.getByRole("article", { name: "Prayer Night" }).getByRole("link", { name: /^Register/ }),
  ).toHaveCount(0);

  const popupOpened = page.waitForEvent("popup");
  await vbs.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL("https://registrations.example/events/vbs");
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await expect(page).toHaveURL(/\/events$/);
});

test("following the bar's Events link shows the events", async ({ page }) => {
  await setClock(page, MONDAY);
  await page.goto("/about");
  await waitForElements(page);
  await openMenu(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 2, name: "VBS" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading events…" })).toHaveCount(0);
  await expect(cardNames(page, "Ongoing Events")).toHaveCount(4);
});

test("/vbs redirects to the events page, where VBS is featured", async ({ page }) => {
  await setClock(page, MONDAY);
  await page.goto("/vbs");
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("region", { name: "VBS" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole list is in the document", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-test-now": MONDAY });
    await page.goto("/events");
    await expect(page.getByRole("region", { name: "VBS" })).toBeVisible();
    await expect(cardNames(page, "Upcoming Events")).toHaveCount(6);
    await expect(cardNames(page, "Ongoing Events")).toHaveCount(4);
    await expect(page.getByText("Loading events…")).toHaveCount(0);
  });
});
