import { expect, test, type Browser, type TestInfo } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 47 in a browser: Staff → Insights read by an editor (its figures, its charts drawn on the server with
 * their numbers as tables, a CSV of a list), scanned with axe at both widths; and the beacon at work in a real
 * page: a page a CDN served (the document handed to the browser from a stored copy, as a CDN would, so the
 * site never sees it) is counted once, by its beacon, and a page the site served is counted once, not twice.
 * The counting scripted day by day, staff and robots left out, is tests/integration/insights-week.test.ts.
 */

test.describe.configure({ timeout: 90_000 });

/** A browser as visitors have it: Playwright's own says "HeadlessChrome", which Insights counts as a robot. */
const VISITOR_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

async function staffPage(browser: Browser, testInfo: TestInfo, role: "editor" | "owner") {
  const context = await browser.newContext();
  const page = await context.newPage();
  await actAsClient(page, clientAddress(testInfo, role));
  await signInWithLink(page, await inviteByCommand(staffAddress(testInfo, role), role));
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  return page;
}

test("an editor reads Insights: figures beside the days before, charts with their numbers, each list as CSV @widths", async ({
  page,
}, testInfo) => {
  await actAsClient(page, clientAddress(testInfo, "editor"));
  await signInWithLink(page, await inviteByCommand(staffAddress(testInfo, "editor"), "editor"));
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Insights" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Insights" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByText("Visitors", { exact: true }).first()).toBeVisible();
  // Each chart is a picture for the eye and a table for a screen reader, with the same numbers.
  await expect(page.getByRole("table", { name: "Visitors and page views" })).toBeAttached();
  await expect(page.getByRole("table", { name: "Visitors by day of the week" }).getByRole("row")).toHaveCount(8);
  for (const chart of ["Visitors and page views", "Visitors by day of the week", "Devices", "Languages"])
    await expect(page.getByRole("figure", { name: chart })).toBeVisible();
  await expect(page.getByRole("figure", { name: "Visitors and page views" }).locator("svg polyline")).toHaveCount(3);
  // Gifts are for owners and treasurers.
  await expect(page.getByRole("heading", { name: "Gifts" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Days of one's choosing: a custom range, then its list of pages as CSV.
  await page.getByLabel("From", { exact: true }).fill("2030-01-01");
  await page.getByLabel("To", { exact: true }).fill("2030-03-31");
  await page.getByRole("button", { name: "Show these days" }).click();
  await expect(page.getByText(/^Jan 1\s–\sMar 31, 2030, compared with Oct 3\s–\sDec 31, 2029$/)).toBeVisible();
  await expect(page.getByText(/^By week, Jan 1\s–\sMar 31, 2030\./)).toBeVisible();
  const href = await page.getByRole("link", { name: "Download “Top pages” as CSV" }).getAttribute("href");
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(parse(await csv.text(), { columns: true })).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  // The chart says what its dashed line is: the days right before, or for a year the same months a year before.
  await expect(page.getByText(/The dashed line is the visitors of the 90 days before\.$/)).toBeVisible();
  // "12 months" says which: this month so far and the eleven before (it was read as "this year").
  await page.getByRole("link", { name: /^12 months: [A-Z][a-z]{2} \d{4} to today$/ }).click();
  await expect(page.getByText(/The dashed line is the visitors of the same months a year before\.$/)).toBeVisible();
});

test.describe("the beacon", () => {
  test.use({ userAgent: VISITOR_AGENT });

  test("a page a CDN served is counted once, by its beacon; a page the site served is counted once too @desktop", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    // A day of its own, far from any other journey's clock.
    const day = "2090-05-07";
    const now = `${day}T10:00:00-07:00`;
    await actAsClient(page, clientAddress(testInfo, "visitor"), new Date(now));
    // The CDN's copy of /easter, fetched by the CDN itself (a robot to Insights: not a view).
    const stored = await request.get("/easter", {
      headers: { "x-test-now": now, "user-agent": "ExampleCDN-Fetcher/1.0 bot" },
    });
    const headers = Object.fromEntries(
      Object.entries(stored.headers()).filter(([name]) => !["content-encoding", "content-length"].includes(name)),
    );
    const body = await stored.body();
    await page.route("**/easter", (route) => route.fulfill({ status: 200, headers, body }));
    const beaconSent = page.waitForRequest(
      (sent) => sent.url().endsWith("/insights/count") && sent.method() === "POST",
    );
    await page.goto("/easter");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(JSON.parse((await beaconSent).postData() ?? "{}")).toMatchObject({ k: "v", p: "/easter", w: 1280 });
    await page.unroute("**/easter");
    // /about from the site itself: counted as it is answered, and its beacon does not count it again.
    const aboutBeacon = page.waitForRequest((sent) => sent.url().endsWith("/insights/count"));
    await page.goto("/about");
    await aboutBeacon;

    const staff = await staffPage(browser, testInfo, "owner");
    const query = new URLSearchParams({ range: "custom", from: day, to: day, table: "pages" });
    const pages = async () =>
      Object.fromEntries(
        (
          parse(await (await staff.request.get(`/admin/insights.csv?${query}`)).text(), { columns: true }) as Record<
            string,
            string
          >[]
        ).map((row) => [row.page, `${row["page views"]} views, ${row.visitors} visitors`]),
      );
    await expect.poll(pages).toEqual({ "/easter": "1 views, 1 visitors", "/about": "1 views, 1 visitors" });
    await staff.context().close();
  });

  test("top pages are named as the site titles them, a Spanish page in Spanish, each with its address @desktop", async ({
    page,
    browser,
  }, testInfo) => {
    const day = "2090-06-11";
    await actAsClient(page, clientAddress(testInfo, "visitor"), new Date(`${day}T10:00:00-07:00`));
    for (const path of ["/events", "/es/visit"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    const staff = await staffPage(browser, testInfo, "editor");
    const query = `range=custom&from=${day}&to=${day}`;
    const top = staff.getByRole("table", { name: "Top pages" });
    // Counts are written every few seconds: the page is read again until they are in.
    await expect(async () => {
      await staff.goto(`/admin/insights?${query}`);
      await expect(top.getByRole("rowheader")).toHaveCount(2, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    // The site's own screen by its title, not "/events"; the Spanish visit page by its Spanish title.
    await expect(top.getByRole("rowheader", { name: "Events /events" })).toBeVisible();
    await expect(top.getByRole("link", { name: "Events", exact: true })).toBeVisible();
    await expect(top.getByRole("rowheader", { name: "Planifique su visita /es/visit" })).toBeVisible();
    // The CSV carries both, the address and the title the page shows.
    const csv = await staff.request.get(`/admin/insights.csv?${query}&table=pages`);
    const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[];
    expect(Object.fromEntries(rows.map((row) => [row.page, row.title]))).toEqual({
      "/events": "Events",
      "/es/visit": "Planifique su visita",
    });
    await staff.context().close();
  });
});
