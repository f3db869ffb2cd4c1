import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations, waitForElements } from "./support";

/** Issue 10: find any sermon by its words, its Bible book, and read what was said. */

test("a visitor searches from the sermons page with the keyboard and reaches the sermon", async ({ page }) => {
  await page.goto("/watch");
  await waitForElements(page);
  await page.getByRole("link", { name: "Search all sermons" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Search Sermons" })).toBeVisible();
  const field = page.getByRole("searchbox", { name: "Search sermons" });
  await field.focus();
  await page.keyboard.type("prodigal");
  await page.keyboard.press("Enter");

  // The count is in a live region (announced after an in-app search) and heads the list.
  await expect(page.getByRole("status")).toHaveText("1 sermon found for “prodigal”");
  await expect(page).toHaveURL(/\/watch\/search\?q=prodigal/);
  const results = page.getByRole("region", { name: "1 sermon found" });
  const item = results.getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("link", { name: "Renovated Lives: Tearing Down" })).toBeVisible();
  await expect(item.locator("mark").first()).toHaveText(/prodigal/i);
  await expect(item.getByText(/2026/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await item.getByRole("link", { name: "Renovated Lives: Tearing Down" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Renovated Lives: Tearing Down" })).toBeVisible();
});

test("the transcript is collapsed, readable, and a timestamp starts the player there", async ({ page }) => {
  await page.goto("/message/renovated-lives-tearing-down");
  await waitForElements(page);
  await expect(page.getByRole("heading", { name: "Transcript" })).toBeVisible();
  const firstWords = page.getByText("Good morning, church. It is good to be together.", { exact: false });
  await expect(firstWords).toBeHidden();
  await page.getByText("Read the transcript").click();
  await expect(firstWords).toBeVisible();
  const stamp = page.getByRole("link", { name: "Play from 0:41" });
  await expect(stamp).toHaveAttribute("href", /^https:\/\/vimeo\.com\/\d+#t=41s$/);
  await stamp.click();
  await expect(page.locator(".message-main iframe")).toHaveAttribute("src", /autoplay=1#t=41s$/);
  await expectNoSeriousA11yViolations(page);

  // Its passage leads to every sermon on that book.
  await page.getByRole("link", { name: "Romans 12:1-2" }).click();
  await expect(page).toHaveURL(/\/watch\/search\?book=romans$/);
  await expect(page.getByRole("status")).toHaveText(/^\d+ sermons? found$/);
});

test("the scripture index lists books in the Bible's order and leads to their sermons", async ({ page }) => {
  await page.goto("/watch/scripture");
  await expect(page.getByRole("heading", { level: 1, name: "Scripture Index" })).toBeVisible();
  const books = page.getByRole("list").filter({ hasText: "Psalms" }).getByRole("link");
  const names = (await books.allTextContents()).map((text) => text.replace(/\s*\(.*$/, ""));
  expect(names.indexOf("Psalms")).toBeLessThan(names.indexOf("Matthew"));
  expect(names.indexOf("Matthew")).toBeLessThan(names.indexOf("Romans"));
  await page.getByRole("link", { name: "Psalms (4 sermons)" }).click();
  await expect(page.getByRole("status")).toHaveText("4 sermons found");
  await expect(page.getByRole("combobox", { name: "Book of the Bible" })).toHaveValue("psalms");
});

test("no sermons found: the page says so and suggests what to drop", async ({ page }) => {
  await page.goto("/watch/search?q=renovated&year=2025");
  await expect(page.getByRole("heading", { name: "No sermons found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Psalms for the Summer" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Search every year, not only 2025" }).click();
  await expect(page.getByRole("status")).toHaveText(/^\d+ sermons found for “renovated”$/);
  await expect(page.getByRole("heading", { name: "Series", exact: true })).toBeVisible();
});

test("odd and hostile searches answer with a clear page", async ({ request }) => {
  const queries = ['"', "grace*", "NEAR(grace", "'; DROP TABLE search_text; --", "🙏", "愛", "x".repeat(600), "\u0000"];
  for (const q of queries) {
    const response = await request.get(
      `/watch/search?${new URLSearchParams({ q, series: "nope", book: "nope", year: "1", page: "x" })}`,
    );
    expect(response.status(), q).toBe(200);
    expect(await response.text()).toContain("Search Sermons");
  }
  const long = await request.get(`/watch/search?q=${"grace ".repeat(120)}`);
  expect(await long.text()).toContain("only its first 500 characters were used");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form searches, filters and pages", async ({ page }) => {
    await page.goto("/watch/search");
    await page.getByRole("searchbox", { name: "Search sermons" }).fill("mark");
    await page.getByRole("combobox", { name: "Series" }).selectOption({ label: "The Gospel of Mark" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=mark&series=the-gospel-of-mark/);
    await expect(page.getByRole("status")).toHaveText("30 sermons found for “mark”");
    await expect(page.getByRole("region", { name: "30 sermons found" }).getByRole("listitem")).toHaveCount(20);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.getByRole("region", { name: "30 sermons found" }).getByRole("listitem")).toHaveCount(10);
    await expect(page.getByRole("combobox", { name: "Series" })).toHaveValue("the-gospel-of-mark");
  });

  test("the transcript opens and its timestamps link to the video at that moment", async ({ page }) => {
    await page.goto("/message/renovated-lives-moving-in");
    await page.getByText("Read the transcript").click();
    await expect(page.getByText("We have come to the last week of Renovated Lives.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Play from 0:03" })).toHaveAttribute(
      "href",
      /^https:\/\/vimeo\.com\/\d+#t=3s$/,
    );
  });
});
