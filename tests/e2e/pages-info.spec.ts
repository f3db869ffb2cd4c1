import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support";

const CHURCH = "Redwood Coast Church";

test("contact: forms, confidential prayer, mailing address, phone and four staff e-mails", async ({ page }) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle(`${CHURCH}: We're here for you`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("We're here for you");
  await expect(main.getByRole("link", { name: "Open the contact form" })).toHaveAttribute(
    "href",
    /people\/forms\/contact$/,
  );
  const prayer = main.getByRole("region", { name: "Prayer requests" });
  await expect(prayer).toContainText("confidential");
  await expect(prayer).toContainText("weekly");
  await expect(prayer.getByRole("link", { name: "Send a prayer request" })).toHaveAttribute("href", /prayer-request$/);
  const mailing = main.getByRole("region", { name: "Mailing address" });
  await expect(mailing).toContainText("San Luis Obispo, CA 93401");
  await expect(mailing.getByRole("link", { name: "Show the mailing address on a map" })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );
  await expect(main.getByRole("link", { name: "(805) 555-0142" })).toHaveAttribute("href", "tel:+18055550142");

  const table = main.getByRole("table", { name: /Staff names/ });
  const rows = table.getByRole("rowgroup").nth(1).getByRole("row");
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all())
    await expect(row.getByRole("link")).toHaveAttribute("href", /^mailto:[a-z]+@redwoodcoast\.example$/);
  await expect(rows.first()).toContainText("Jordan Avery");
  await expect(rows.first()).toContainText("Lead Pastor");
});

test("groups: what a home group is, three ways to sign up and the FAQ as disclosures", async ({ page }) => {
  await page.goto("/groups");
  await expect(page).toHaveTitle(`${CHURCH}: Home Groups`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Better Together");
  await expect(main.getByText(/usually 8-14 people/)).toBeVisible();
  await expect(main.getByText(/Sessions run 9-11 weeks, three times a year/)).toBeVisible();
  await expect(main.getByText(/remote group/)).toBeVisible();

  await expect(main.getByRole("link", { name: "Browse home groups" })).toHaveAttribute(
    "href",
    /churchcenter\.example\/groups$/,
  );
  const appStore = main.getByRole("link", { name: /on the App Store/ });
  const googlePlay = main.getByRole("link", { name: /on Google Play/ });
  for (const badge of [appStore, googlePlay]) {
    await expect(badge).toHaveAttribute("target", "_blank");
    await expect(badge).toHaveAttribute("rel", "noopener noreferrer");
    await expect(badge).toHaveAccessibleName(/\(opens in a new tab\)/);
  }
  await expect(main.getByRole("listitem").filter({ hasText: "Choose Groups." })).toBeVisible();
  await expect(main.getByRole("link", { name: /E-mail the office/ })).toHaveAttribute(
    "href",
    /^mailto:office@redwoodcoast\.example/,
  );

  const faq = main.getByRole("region", { name: "Frequently asked questions" });
  await expect(faq.getByRole("group")).toHaveCount(6);
  const answer = faq.getByText(/about 1 to 1.5 hours/);
  await expect(answer).toBeHidden();
  await faq.getByText("How long do meetings last?").click();
  await expect(answer).toBeVisible();
  await faq.getByText("Can I join after a session has started?").focus();
  await page.keyboard.press("Enter");
  await expect(faq.getByText(/You can join late/)).toBeVisible();
  await expect(faq).toContainText("Bible study");
  await expectNoSeriousA11yViolations(page);
});

test("resources: 12 books, 3 podcasts, 2 videos and 6 apps, each opening safely in a new tab", async ({ page }) => {
  await page.goto("/resources");
  await expect(page).toHaveTitle(`${CHURCH}: Resources`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Resources");
  const expected: [string, number][] = [
    ["Books", 12],
    ["Podcasts", 3],
    ["Videos", 2],
    ["Mobile apps", 6],
  ];
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(expected.map(([name]) => name));
  for (const [name, count] of expected) {
    const links = main.getByRole("region", { name }).getByRole("link");
    await expect(links).toHaveCount(count);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAccessibleName(/\w.*\(opens in a new tab\)$/);
      await expect(link.locator("img")).toHaveAttribute("width", /\d+/);
    }
  }
});

test("visit: service time, address, connect card, a lazily embedded map and three cards", async ({ page }) => {
  await page.goto("/visit");
  await expect(page).toHaveTitle(`${CHURCH}: Plan Your Visit`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Sundays at 10:30 am", level: 2 })).toBeVisible();
  await expect(main.getByText("1480 Harbor View Road, San Luis Obispo, CA 93401").first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Fill out a connect card!" })).toHaveAttribute("href", /connect-card$/);
  const map = main.locator("iframe");
  await expect(map).toHaveAttribute("loading", "lazy");
  await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
  await expect(map).toHaveAttribute("title", `Map showing ${CHURCH}`);
  await expect(main.getByRole("link", { name: "Open the map in Google Maps" })).toHaveAttribute(
    "href",
    /google\.com\/maps/,
  );
  await expect(main.getByRole("link", { name: "Learn about our church" })).toHaveAttribute("href", "/about");
  await expect(main.getByRole("link", { name: "See upcoming events" })).toHaveAttribute("href", "/events");
  await expect(main.getByRole("link", { name: "Get in touch with us" })).toHaveAttribute("href", "/contact");
});

test("baptism is a header with its tagline; give is a placeholder", async ({ page }) => {
  await page.goto("/baptism");
  await expect(page).toHaveTitle(`${CHURCH}: Baptisms`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Baptisms");
  await expect(page.getByText("We seek to be people who do what Jesus did")).toBeVisible();

  await page.goto("/give");
  await expect(page).toHaveTitle(`${CHURCH}: How to give`);
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("How to give");
  await expect(page.getByText(/coming soon/)).toBeVisible();
});

test("privacy: every topic of the policy and a contact e-mail", async ({ page }) => {
  await page.goto("/privacy");
  await expect(page).toHaveTitle(`${CHURCH}: Privacy Policy`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
  await expect(main.getByRole("heading", { level: 2 })).toHaveText([
    "Information we collect",
    "Cookies",
    "How we use your information",
    "How long we keep it",
    "Your rights",
    "Unsubscribing",
    "Anti-spam",
    "Contact us",
  ]);
  for (const collected of ["name", "e-mail address", "phone number", "billing information"])
    await expect(main).toContainText(collected);
  await expect(main.getByRole("link", { name: /office@redwoodcoast\.example/ })).toHaveAttribute(
    "href",
    "mailto:office@redwoodcoast.example",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("visit: the map is a plain embedded map", async ({ page }) => {
    await page.goto("/visit");
    const map = page.getByRole("main").locator("iframe");
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=.*output=embed$/);
    await expect(map).toHaveAttribute("title", `Map showing ${CHURCH}`);
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(box?.height).toBeGreaterThan(250);
  });
});
