import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support";
import { actAsClient, clientAddress, inviteByCommand, mailTo, signInWithLink, staffAddress } from "./staff";

/**
 * Prayer (issue 35) on the demo's prayer form (private to the care team; the owners read it too):
 * the week's list and "Mark prayed" with the requester's notice; the wall's approval, "I prayed" once
 * per device with and without JavaScript, and the requester's signed removal; axe on each screen at
 * 375 and 1280 px. The request is written as the forms feature stores it, into the site's database.
 */
const SUBMISSIONS = `CREATE TABLE IF NOT EXISTS form_submissions (
  id TEXT PRIMARY KEY, form_id TEXT NOT NULL, language TEXT NOT NULL, received_at TEXT NOT NULL,
  answers TEXT NOT NULL, name TEXT, email TEXT, dedupe_key TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'new', assignee TEXT, assigned_at TEXT, touched_at TEXT, reminded_at TEXT)`;

function storeRequest(answers: Record<string, unknown>, name: string, email: string): string {
  const db = new Database(path.join(process.env.E2E_DATA_DIR as string, "site.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.exec(SUBMISSIONS);
    const id = randomUUID();
    db.prepare(
      `INSERT INTO form_submissions (id, form_id, language, received_at, answers, name, email, dedupe_key)
       VALUES (?, 'prayer', 'en', ?, ?, ?, ?, ?)`,
    ).run(id, new Date().toISOString(), JSON.stringify({ ...answers, name, email }), name, email, randomUUID());
    return id;
  } finally {
    db.close();
  }
}

const requestItem = (page: Page, text: string) => page.getByRole("listitem").filter({ hasText: text });

test("@widths the team's list, Mark prayed and the notice; the wall's approval, I prayed once per device, and removal", async ({
  page,
  browser,
}, testInfo) => {
  // Five screens, four axe scans and three e-mails on a shared two-core machine.
  test.setTimeout(240_000);
  await actAsClient(page, clientAddress(testInfo));
  const suffix = `${testInfo.project.name}-${randomUUID().slice(0, 6)}`;
  const text = `Please pray for my mother in hospital ${suffix}`;
  const requester = staffAddress(testInfo, "requester");
  storeRequest(
    { request: text, "tell-me": "yes", "share-in-email": false, wall: true, anonymous: "no" },
    `Maria ${suffix}`,
    requester,
  );

  await signInWithLink(page, await inviteByCommand(staffAddress(testInfo, "owner"), "owner"));
  // As the staff guide says: Forms, the prayer form, then its list.
  await page.goto("/admin/forms/prayer");
  await page.getByRole("link", { name: "This week's prayer list" }).click();
  await expect(page.getByRole("heading", { name: "Prayer list: Prayer request" })).toBeVisible();
  await expect(requestItem(page, text)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const since = Date.now();
  await requestItem(page, text)
    .getByRole("button", { name: /^Mark prayed/ })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "Marked prayed. The person who asked will be told, once." }),
  ).toBeVisible();
  await expect(requestItem(page, text)).toContainText("Prayed for on");
  const notice = await mailTo(requester, since);
  expect(notice.subject).toMatch(/ prayed for you$/);
  expect(notice.text).not.toContain(text);

  // Not on the wall until a reader approves it.
  expect(await (await page.request.get("/prayer-wall")).text()).not.toContain(text);
  await page.goto("/admin/forms/prayer/prayer-wall");
  await expectNoSeriousA11yViolations(page);
  const approvedAt = Date.now();
  // Each button reads the request's facts with it, the wall's count in words (issue 43).
  await expect(requestItem(page, text).getByRole("button", { name: /^Approve/ })).toHaveAccessibleDescription(
    /^Shown as Maria · Until .+ · nobody has pressed “I prayed” on the wall yet$/,
  );
  await requestItem(page, text)
    .getByRole("button", { name: /^Approve/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "Approved: it is on the prayer wall." })).toBeVisible();
  const onWall = await mailTo(requester, approvedAt, 15_000, [notice.messageId ?? ""]);
  const removeLink = new URL(/https?:\/\/\S+\/prayer-wall\/remove\?\S+/.exec(onWall.text ?? "")![0]);
  // The page the requester's link opens asks before it removes anything: scanned here, where scripts run (axe needs them).
  await page.goto(`${removeLink.pathname}${removeLink.search}`);
  await expect(page.getByRole("button", { name: "Remove it from the wall" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The wall: never indexed, never kept, first name only; I prayed counts once for this device.
  const answer = await page.request.get("/prayer-wall");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex");
  expect(answer.headers()["cache-control"]).toContain("no-store");
  await page.goto("/prayer-wall");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const entry = requestItem(page, text);
  await expect(entry.getByRole("heading", { name: /^Maria ·/ })).toBeVisible();
  await expect(entry).not.toContainText(`Maria ${suffix}`);
  await expect(entry).toContainText("Nobody has prayed yet");
  await expectNoSeriousA11yViolations(page);
  // Each button is named for its request, its visible words first; back from praying, focus is on it again.
  const prayedFor = "I prayed for Maria’s request “Please pray for my mother in…”";
  await entry.getByRole("button", { name: prayedFor, exact: true }).click();
  await expect(requestItem(page, text)).toContainText("1 person prayed");
  await expect(requestItem(page, text).getByText("Thank you for praying.")).toBeVisible();
  const again = requestItem(page, text).getByRole("button", { name: prayedFor, exact: true });
  await expect(again).toBeFocused();
  await expect(again).toHaveAccessibleDescription("1 person prayed Thank you for praying.");
  await requestItem(page, text).getByRole("button", { name: "I prayed" }).click();
  await expect(requestItem(page, text)).toContainText("1 person prayed");
  await expect(requestItem(page, text).getByText("You had already prayed for this one: thank you.")).toBeVisible();

  // Another device, without JavaScript: counted too, once.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const otherPage = await other.newPage();
  await actAsClient(otherPage, clientAddress(testInfo, "other"));
  await otherPage.goto("/prayer-wall");
  await requestItem(otherPage, text).getByRole("button", { name: "I prayed" }).click();
  await expect(requestItem(otherPage, text)).toContainText("2 people prayed");
  await requestItem(otherPage, text).getByRole("button", { name: "I prayed" }).click();
  await expect(requestItem(otherPage, text)).toContainText("2 people prayed");
  // The team's screen says so in words, tied to the request's buttons.
  await page.goto("/admin/forms/prayer/prayer-wall");
  await expect(requestItem(page, text).getByRole("button", { name: /^Remove/ })).toHaveAccessibleDescription(
    /· 2 people pressed “I prayed” on the wall$/,
  );

  // The requester's link: a page that asks, then removes it for good.
  await otherPage.goto(`${removeLink.pathname}${removeLink.search}`);
  await otherPage.getByRole("button", { name: "Remove it from the wall" }).click();
  await expect(
    otherPage.getByRole("status").filter({ hasText: "Your request is no longer on the prayer wall." }),
  ).toBeVisible();
  await otherPage.goto("/prayer-wall");
  await expect(otherPage.getByText(text)).toHaveCount(0);
  // A forged link removes nothing and says so.
  await otherPage.goto(`${removeLink.pathname}?request=${randomUUID()}&sig=forged`);
  await expect(otherPage.getByText("This link is not valid.")).toBeVisible();
  await other.close();
});
