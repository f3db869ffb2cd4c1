import { expect, test, type Browser, type Page, type Route, type TestInfo } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fill, pageAt } from "./demo";
import { expectNoSeriousA11yViolations } from "./support";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";

/**
 * The staff editor of the content folder (issue 18): a page edited, previewed
 * and published is live within 2 s; a contributor's publish, a publish over
 * someone else's change and Markdown's raw HTML change nothing or are made
 * inert; a revision is restored; Markdown is previewed as it is typed; a bad
 * value is named beside its field; a failed save keeps what was typed. The server edits its own copy of the demo
 * church (playwright.config.ts, CONTENT_DIR). Each journey edits a page of
 * its own, so journeys running side by side never meet.
 */

test.describe.configure({ timeout: 90_000 });

/**
 * The title the editor lists a page by, as the folder writes it. Read from the run's copy of the demo
 * church (tests/e2e/demo.ts), which this server never publishes into: the pages as they were at the start.
 */
const titleIn = (pagePath: string) => pageAt(pagePath).title;

/** `text` as it may stand in a page's HTML: as written, or with React's escapes of & < > " '. */
function inHtml(text: string): RegExp {
  const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
  const pattern = [...text]
    .map((character) => {
      const literal = character.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      return escapes[character] ? `(?:${literal}|${escapes[character]})` : literal;
    })
    .join("");
  return new RegExp(pattern);
}

type Role = "owner" | "editor" | "contributor";

async function signedIn(page: Page, testInfo: TestInfo, role: Role, label: string = role): Promise<string> {
  const email = staffAddress(testInfo, label);
  const link = await inviteByCommand(email, role);
  await actAsClient(page, clientAddress(testInfo, label));
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  return email;
}

/** A second person's browser, at the same width. */
async function otherBrowser(browser: Browser, page: Page, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: page.viewportSize() });
  return context.newPage();
}

/** A page as a visitor gets it: no staff cookie, nothing cached by a browser. */
async function fetchAsVisitor(testInfo: TestInfo, path: string, headers: Record<string, string> = {}) {
  return fetch(`${testInfo.project.use.baseURL}${path}`, { headers, redirect: "manual" });
}

async function publicHtml(testInfo: TestInfo, path: string): Promise<string> {
  const response = await fetchAsVisitor(testInfo, path);
  expect(response.status).toBe(200);
  return response.text();
}

async function openPage(page: Page, title: string): Promise<void> {
  await page.goto("/admin/content");
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Edit ${title}` })).toBeVisible();
}

test("an editor changes a ministry page: the draft's preview is private, the publish is live at once @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "editor");
  await openPage(page, titleIn("/ministries/kids"));
  const tagline = "Helping every family raise kids who love Jesus";
  await page.getByRole("textbox", { name: "Tagline (optional)" }).fill(tagline);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Draft saved at/)).toBeVisible();

  // The draft's preview: the real page with the draft in it, for this person only, never stored or indexed.
  const preview = await page.request.get("/admin/preview?file=pages/ministries/kids.yaml");
  expect(preview.status()).toBe(200);
  expect(preview.headers()["cache-control"]).toBe("no-store");
  expect(preview.headers()["x-robots-tag"]).toContain("noindex");
  expect(await preview.text()).toContain(tagline);
  expect(await publicHtml(testInfo, "/ministries/kids")).not.toContain(tagline);
  const stranger = await fetchAsVisitor(testInfo, "/admin/preview?file=pages/ministries/kids.yaml");
  expect(await stranger.text()).not.toContain(tagline);

  // Publish to visible: the publish is answered once the site serves the change, so the first
  // visitor's request after the answer gets the new page. The time from the press is recorded.
  const posted = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/admin/edit/"),
  );
  const pressed = Date.now();
  await page.getByRole("button", { name: "Publish" }).click();
  await posted;
  expect(await publicHtml(testInfo, "/ministries/kids")).toContain(tagline);
  testInfo.annotations.push({ type: "publish to visible", description: `${Date.now() - pressed} ms` });
  await expect(page.getByText("Published: the site shows it now.")).toBeVisible();

  // Its revision names who and shows the change line by line.
  await page.getByRole("link", { name: "History" }).first().click();
  await page.getByRole("link", { name: "Published pages/ministries/kids.yaml" }).first().click();
  await expect(page.getByRole("table", { name: /What revision \d+ changed/ })).toContainText(
    `Added: + tagline: ${tagline}`,
  );
});

test("a draft saves itself a pause after typing, and is there after a reload @desktop", async ({ page }, testInfo) => {
  await signedIn(page, testInfo, "editor");
  await openPage(page, titleIn("/baptism"));
  await expect(page.locator("draft-autosave[data-enhanced]")).toBeAttached();
  const description = page.getByRole("textbox", { name: "Description", exact: true });
  const typed = `${await description.inputValue()} Typed, never pressed.`;
  await description.fill(typed);
  await expect(page.getByRole("status").filter({ hasText: /Draft saved at/ })).toBeVisible();
  await page.reload();
  await expect(description).toHaveValue(typed);
  await expect(page.getByText(/^Your draft, saved/)).toBeVisible();
  expect(await publicHtml(testInfo, "/baptism")).not.toContain("Typed, never pressed.");
});

test("a contributor sends a draft for review; a publish from them is refused and the page is as it was @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "contributor");
  const before = await publicHtml(testInfo, "/ministries/youth");
  await openPage(page, titleIn("/ministries/youth"));
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
  await page.getByRole("textbox", { name: "Tagline (optional)" }).fill("Changed by a contributor");
  await page.getByRole("button", { name: "Send for review" }).click();
  await expect(page.getByText(/Sent for review/)).toBeVisible();

  // The same form posted with Publish, as a crafted request would: refused, nothing written.
  const form = page.getByRole("form", { name: `Edit ${titleIn("/ministries/youth")}` });
  await form.evaluate((element: HTMLFormElement) => {
    const button = document.createElement("button");
    button.type = "submit";
    button.name = "intent";
    button.value = "publish";
    button.textContent = "Forced publish";
    element.append(button);
  });
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/admin/edit/"),
  );
  await page.getByRole("button", { name: "Forced publish" }).click();
  expect((await answer).status()).toBe(403);
  expect(await publicHtml(testInfo, "/ministries/youth")).toBe(before);
  const history = await page.request.get("/admin/history?file=pages/ministries/youth.yaml");
  expect(await history.text()).toContain("Nothing has been published from the editor yet.");
});

test("two editors change the same page: the later publish is refused with both versions and how to merge @desktop", async ({
  page,
  browser,
}, testInfo) => {
  await signedIn(page, testInfo, "editor", "first");
  const second = await otherBrowser(browser, page, testInfo);
  await signedIn(second, testInfo, "editor", "second");

  await openPage(page, titleIn("/ministries/serve"));
  await openPage(second, titleIn("/ministries/serve"));
  await second.getByRole("textbox", { name: "Tagline (optional)" }).fill("Teams for every gift");
  await second.getByRole("button", { name: "Publish" }).click();
  await expect(second.getByText("Published: the site shows it now.")).toBeVisible();

  await page.getByRole("textbox", { name: "Tagline (optional)" }).fill("Find a team that fits you");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText(/Not published: someone else published this file after you began/)).toBeVisible();
  // The refused text is not lost: it is the form's, as the saved draft.
  await expect(page.getByRole("textbox", { name: "Tagline (optional)" })).toHaveValue("Find a team that fits you");
  const help = page.getByRole("region", { name: "Someone else changed this file since you began" });
  await expect(help).toContainText("To merge the two");
  await expect(help.getByRole("table", { name: /^What second-.* changed$/ })).toContainText(
    "Added: + tagline: Teams for every gift",
  );
  await expect(help.getByRole("table", { name: "What publishing your draft would change now" })).toContainText(
    "Added: + tagline: Find a team that fits you",
  );
  await expect(help.getByRole("button", { name: "Build on their version" })).toBeVisible();
  const live = await publicHtml(testInfo, "/ministries/serve");
  expect(live).toContain("Teams for every gift");
  expect(live).not.toContain("Find a team that fits you");
  await second.context().close();
});

test("a published change is undone by restoring the version before it, as a new revision @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "editor");
  const adults = pageAt("/ministries/adults");
  // The tagline restoring brings back: the folder's own.
  expect(adults.tagline).toBeTruthy();
  await openPage(page, adults.title);
  await page.getByRole("textbox", { name: "Tagline (optional)" }).fill("A change to undo");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the site shows it now.")).toBeVisible();
  await expect.poll(() => publicHtml(testInfo, "/ministries/adults")).toContain("A change to undo");

  await page.goto("/admin/history?file=pages/ministries/adults.yaml");
  await page.getByRole("link", { name: "Published pages/ministries/adults.yaml" }).click();
  await page.getByRole("button", { name: "Restore the version before this change" }).click();
  await expect(page.getByText("Restored: the site shows this version now.")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Restored an earlier version of pages/ministries/adults.yaml" }),
  ).toBeVisible();
  await expect.poll(() => publicHtml(testInfo, "/ministries/adults")).toMatch(inHtml(fill(adults.tagline!)));
  await page.goto("/admin/history?file=pages/ministries/adults.yaml");
  await expect(page.getByRole("row")).toHaveCount(3);
});

test("last year's Easter page copied to a new address, published there, then removed @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "editor");
  await page.goto("/admin/content");
  const easter = titleIn("/easter");
  await page.getByLabel("Page to copy").selectOption({ label: `${easter} (/easter)` });
  await page.getByLabel("New address").fill("/easter-sunrise");
  await page.getByRole("button", { name: "Copy the page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${easter}`);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Easter Sunrise");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the site shows it now.")).toBeVisible();
  expect(await publicHtml(testInfo, "/easter-sunrise")).toContain("Easter Sunrise");
  expect(await publicHtml(testInfo, "/easter")).toMatch(inHtml(fill(easter)));

  await page.goto("/admin/content");
  const row = page.getByRole("row").filter({ hasText: "/easter-sunrise" });
  await row.getByText("Remove…").click();
  await row.getByRole("button", { name: "Remove Easter Sunrise" }).click();
  await expect(page.getByText("Removed pages/easter-sunrise.yaml.")).toBeVisible();
  // The address is not served any more (the site sends it on, as it does an unknown address under a season's).
  const gone = await fetchAsVisitor(testInfo, "/easter-sunrise");
  expect(gone.status).not.toBe(200);
  const after = await fetch(`${testInfo.project.use.baseURL}/easter-sunrise`);
  expect(await after.text()).not.toContain("Easter Sunrise");
});

test("Markdown with raw HTML and a javascript: link is published inert @desktop", async ({ page }, testInfo) => {
  await signedIn(page, testInfo, "editor");
  await openPage(page, titleIn("/ministries/worship"));
  await page
    .getByLabel("Mission", { exact: true })
    .fill(
      'We sing together. <script>window.pwned = 1</script> <img src=x onerror="window.pwned=2"> [Click me](javascript:window.pwned=3)',
    );
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the site shows it now.")).toBeVisible();

  const visitor = await page.context().browser()!.newContext();
  const tab = await visitor.newPage();
  await tab.goto(`${testInfo.project.use.baseURL}/ministries/worship`);
  await expect(tab.getByText("We sing together.")).toBeVisible();
  // The markup shows as text; nothing of it runs, and the link goes nowhere.
  await expect(tab.getByText("<script>window.pwned = 1</script>")).toBeVisible();
  expect(await tab.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  expect(await tab.locator("main img[src=x]").count()).toBe(0);
  expect(await tab.locator('a[href^="javascript:"]').count()).toBe(0);
  await visitor.close();
});

test("Markdown typed into a field is previewed beside it as the page will show it; raw HTML and javascript: stay inert @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "editor");
  // By its address: the contributor's journey may have a draft of this page waiting for review, listed by the same name.
  await page.goto("/admin/edit/pages/ministries/youth.yaml");
  await expect(page.locator("markdown-preview[data-enhanced]").first()).toBeAttached();
  const mission = page.getByLabel("Mission", { exact: true });
  const preview = page.getByRole("region", { name: "Preview of Mission" });
  await mission.fill("## Friday nights\n\nStudents meet at {church}. [Plan a visit](/visit)");
  await expect(preview.getByRole("heading", { level: 2, name: "Friday nights" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "Plan a visit" })).toHaveAttribute("href", "/visit");
  // The church's placeholders are filled as on the page.
  await expect(preview).toContainText(fill("Students meet at {church}."));
  await expect(preview).toHaveAttribute("aria-live", "polite");

  await mission.fill(
    'Typed tags: <script>window.pwned = 1</script> <img src=x onerror="window.pwned = 2"> [Click me](javascript:window.pwned=3)',
  );
  await expect(preview).toContainText("<script>window.pwned = 1</script>");
  expect(await preview.locator("script, img").count()).toBe(0);
  expect(await preview.locator('a[href^="javascript:"]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
});

test("a bad value is named beside its field, and neither Save draft nor Publish changes the file @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "editor");
  const onDisk = path.join(process.env.E2E_EDITOR_CONTENT_DIR!, "pages", "contact.yaml");
  const before = readFileSync(onDisk, "utf8");
  const contact = titleIn("/contact");
  await openPage(page, contact);
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await title.fill("");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Draft saved at/)).toBeVisible();
  // The field says what is wrong, and says it to a screen reader too.
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription(/must not be empty/);
  await expect(page.getByRole("alert").getByRole("link", { name: "Title: must not be empty" })).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Not published: fix the problems below. Your draft is saved.")).toBeVisible();
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(title).toHaveAccessibleDescription(/must not be empty/);
  expect(readFileSync(onDisk, "utf8")).toBe(before);
  expect(await publicHtml(testInfo, "/contact")).toMatch(inHtml(fill(contact)));
});

test("a publish whose save fails keeps the text in the form and says why; it is saved once the site answers @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "editor");
  const give = titleIn("/give");
  await openPage(page, give);
  await expect(page.locator("draft-autosave[data-enhanced]")).toBeAttached();
  // The connection drops: every post fails.
  const dropPosts = (route: Route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue();
  await page.route("**/admin/**", dropPosts);
  const tagline = page.getByRole("textbox", { name: "Tagline (optional)" });
  await tagline.fill("Kept through a failed save");
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Not published. Not saved: the site did not answer." }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: `Edit ${give}` })).toBeVisible();
  await expect(tagline).toHaveValue("Kept through a failed save");
  expect(await publicHtml(testInfo, "/give")).not.toContain("Kept through a failed save");

  // Back online: Save draft saves it, and a reload brings it back.
  await page.unroute("**/admin/**", dropPosts);
  await page.getByRole("button", { name: "Save draft" }).click();
  // The page the save answers with (the autosave's own "Draft saved at" may come first: reloading then
  // would cut the save's page short).
  await expect(page.getByText(/Draft saved at .*Only you see it until it is published\./)).toBeVisible();
  await page.reload();
  await expect(tagline).toHaveValue("Kept through a failed save");
  await expect(page.getByText(/^Your draft, saved/)).toBeVisible();
});

test("a snow closure posted from the Alerts form shows on every page, as a SpecialAnnouncement, and goes at its end @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "editor");
  await page.goto("/admin/content");
  await page.getByRole("link", { name: "Alerts", exact: true }).click();
  await page.getByRole("button", { name: /^Add alert/ }).click();
  await page.getByLabel("Text", { exact: true }).fill("Snow closes the church this Sunday. Join us online at 10:30.");
  await page.getByLabel("Level").selectOption("urgent");
  await page.getByLabel("Starts", { exact: true }).fill("2026-01-01T08:00");
  await page.getByLabel("Ends", { exact: true }).fill("2036-12-31T18:00");
  await page.getByLabel(/closed/i).check();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Published: the site shows it now.")).toBeVisible();

  for (const path of ["/", "/about", "/events", "/ministries/kids"]) {
    const html = await publicHtml(testInfo, path);
    expect(html, path).toContain("Snow closes the church this Sunday.");
  }
  const visitor = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const tab = await visitor.newPage();
  await tab.goto(`${testInfo.project.use.baseURL}/visit`);
  await expect(tab.getByText("Snow closes the church this Sunday.")).toBeVisible();
  const data = await tab.locator('script[type="application/ld+json"]').allTextContents();
  const things = data.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed) ? parsed : [parsed];
  }) as { "@type"?: string }[];
  expect(things.some((thing) => thing["@type"] === "SpecialAnnouncement")).toBe(true);
  // After its end (the site's clock moved on), the notice is gone.
  const later = await fetchAsVisitor(testInfo, "/about", { "x-test-now": "2037-01-01T12:00:00Z" });
  expect(await later.text()).not.toContain("Snow closes the church this Sunday.");
  await visitor.close();
});

test("uploads: a photo is taken; SVG, a polyglot, an over-size file and a ../ name are refused or renamed @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "editor");
  await page.goto("/admin/images");
  const sharp = (await import("sharp")).default;
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: "test" } } })
    .toBuffer();

  const upload = async (name: string, mimeType: string, buffer: Buffer, alt = "Blue test square") => {
    await page.getByLabel("Photo", { exact: true }).setInputFiles({ name, mimeType, buffer });
    await page.getByLabel(/^What it shows/).fill(alt);
    await page.getByRole("button", { name: /^Upload/ }).click();
  };

  const error = page.getByRole("alert");
  await upload("drawing.svg", "image/svg+xml", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  await expect(error).toContainText("That file is not a JPEG, PNG, WebP or HEIC photo");
  await upload("photo.jpg", "image/jpeg", Buffer.concat([jpeg, Buffer.from("<script>alert(1)</script>")]));
  await expect(error).toContainText("That file holds web page code as well as a picture");
  await upload("big.jpg", "image/jpeg", Buffer.concat([jpeg, Buffer.alloc(21 * 1024 * 1024)]));
  await expect(error).toContainText("photos up to 20 MB can be uploaded");
  await expect(page.getByText(/Uploaded/)).toHaveCount(0);

  await upload("../../../etc/evil.jpg", "image/jpeg", jpeg);
  const stored = page.getByText(/Uploaded: images\/uploads\/[0-9a-f]+\.webp/);
  await expect(stored).toBeVisible();
  await expect(stored).not.toContainText("evil");
});

test("pictures: each thumbnail keeps its place, and only those near the screen are fetched @desktop", async ({
  page,
}, testInfo) => {
  await signedIn(page, testInfo, "editor");
  await page.goto("/admin/images", { waitUntil: "load" });
  const thumbnails = page
    .getByRole("list")
    .filter({ has: page.locator("code") })
    .locator("img");
  const count = await thumbnails.count();
  // The demo folder has far more pictures than a screen shows.
  expect(count).toBeGreaterThan(20);
  for (const thumbnail of await thumbnails.all()) {
    await expect(thumbnail).toHaveAttribute("width", /^\d+$/);
    await expect(thumbnail).toHaveAttribute("height", /^\d+$/);
  }
  const fetched = () =>
    page.evaluate(
      () =>
        new Set(
          performance
            .getEntriesByType("resource")
            .map((entry) => entry.name)
            .filter((url) => url.includes("/media/")),
        ).size,
    );
  const atFirst = await fetched();
  expect(atFirst).toBeGreaterThan(0);
  expect(atFirst).toBeLessThan(count);
  // Scrolled to the end, the rest arrive, and nothing moved as they did.
  const shifts = await page.evaluate(async () => {
    let shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift" });
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    return shifted;
  });
  await expect.poll(fetched).toBeGreaterThanOrEqual(count);
  expect(shifts).toBe(0);
});

// The editor's pages, and the staff area's own (their journeys run at the desktop width only).
const ADMIN_PAGES = [
  "/admin",
  "/admin/people",
  "/admin/security",
  "/admin/activity",
  "/admin/content",
  "/admin/edit/pages/ministries/kids.yaml",
  "/admin/edit/alerts.yaml",
  "/admin/edit/church.yaml",
  "/admin/history",
  "/admin/images",
];

test("every editor page passes an axe scan, with a revision and a draft waiting for review @widths", async ({
  page,
  browser,
}, testInfo) => {
  // Two people, a review, a publish and eleven scans: long on a busy machine.
  test.setTimeout(240_000);
  // A page of each width's own, and another for a retry, so no two runs publish the same file or leave
  // a draft waiting under the same title.
  const pagePath = (testInfo.project.name.endsWith("phone") ? ["/groups", "/visit"] : ["/resources", "/about"])[
    Math.min(testInfo.retry, 1)
  ]!;
  const [title, file] = [titleIn(pagePath), `pages${pagePath}.yaml`];
  const contributor = await otherBrowser(browser, page, testInfo);
  await signedIn(contributor, testInfo, "contributor");
  await openPage(contributor, title);
  const description = contributor.getByRole("textbox", { name: "Description", exact: true });
  await description.fill(`${await description.inputValue()} Updated.`);
  await contributor.getByRole("button", { name: "Send for review" }).click();
  await expect(contributor.getByText(/Sent for review/)).toBeVisible();
  await contributor.context().close();

  await signedIn(page, testInfo, "owner");
  await page.goto("/admin/content");
  await page.getByRole("region", { name: "Waiting for review" }).getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expectNoSeriousA11yViolations(page);
  // The owner publishes the contributor's draft: its revision names both.
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Published ${file}`);
  await expect(page.getByText(/drafted by contributor-/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The owner's activity log has both steps.
  await page.goto("/admin/activity");
  await expect(
    page.getByRole("row").filter({ hasText: "Draft sent for review" }).filter({ hasText: file }),
  ).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "Published" }).filter({ hasText: file })).toHaveCount(1);

  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
});

test("issue 25: a draft changed after the editor's review page showed it is not published; the editor is shown what changed @desktop", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const [title, pagePath] = [titleIn("/christmas"), "/christmas"];
  const contributor = await otherBrowser(browser, page, testInfo);
  await signedIn(contributor, testInfo, "contributor", "reviewed-contributor");
  await openPage(contributor, title);
  const description = contributor.getByRole("textbox", { name: "Description", exact: true });
  await description.fill("Carols by candlelight on Christmas Eve, for the whole family.");
  await contributor.getByRole("button", { name: "Send for review" }).click();
  await expect(contributor.getByText(/Sent for review/)).toBeVisible();

  // The editor's review page shows draft A.
  await signedIn(page, testInfo, "editor", "reviewing-editor");
  await page.goto("/admin/content");
  await page.getByRole("region", { name: "Waiting for review" }).getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  await expect(page.getByText("Carols by candlelight").first()).toBeVisible();

  // The contributor saves draft B: it leaves review; sent again, it waits again.
  const bank = "Please send your bank details to https://gifts.example.net before Sunday.";
  await description.fill(bank);
  await contributor.getByRole("button", { name: "Save draft" }).click();
  await expect(contributor.getByText(/no longer waiting for review/)).toBeVisible();
  await contributor.getByRole("button", { name: "Send for review" }).click();
  await expect(contributor.getByText(/Sent for review/)).toBeVisible();
  await contributor.context().close();

  // The editor presses Publish on the page that showed A: refused, with what changed since.
  const before = await publicHtml(testInfo, pagePath);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert")).toContainText("the draft changed after this page showed it");
  const changed = page.getByRole("table", { name: "What changed since you were shown it" });
  await expect(changed.getByRole("row").filter({ hasText: bank })).toContainText("Added");
  expect(await publicHtml(testInfo, pagePath)).toBe(before);
  expect(await publicHtml(testInfo, pagePath)).not.toMatch(inHtml(bank));
});
