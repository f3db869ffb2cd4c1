import { expect, test } from "@playwright/test";
import { parse as parseCsv } from "csv-parse/sync";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { formFile } from "../../app/content/schema/index";
import { ROOT } from "./content";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";

/**
 * Issue 43: after the pastor says "fill in the connect card now", forty people
 * open it in the same second, each in a browser of their own (one Chromium,
 * forty contexts), fill it in and send it; all forty cards reach the welcome
 * team, read as staff read them: the form's CSV export. Each page carried a
 * token of its own (docs/decisions/065): when the page was shared, every
 * card after the first was thanked and dropped. The labels come from the
 * server's copy of forms/connect-card.yaml.
 */

const PEOPLE = 40;
const DIR = process.env.E2E_CONTENT_DIR ?? path.join(ROOT, "content/redwood-coast");
const card = formFile.parse(parse(readFileSync(path.join(DIR, "forms/connect-card.yaml"), "utf8")));
const label = (id: string) => card.fields.find((field) => field.id === id)!.label;
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

test("forty people open the connect card at once and send it: forty cards reach the welcome team @desktop", async ({
  browser,
  page,
}, testInfo) => {
  // Forty browsers on a machine of two cores, then a staff sign-in.
  test.setTimeout(360_000);
  const run = Date.now().toString(36);
  const opened = Date.now();
  const starting = performance.now();
  const contexts = await Promise.all(
    Array.from({ length: PEOPLE }, () =>
      // Without JavaScript, the lightest browser a person has: the token is the server's, whatever the script does.
      browser.newContext({
        javaScriptEnabled: false,
        baseURL: testInfo.project.use.baseURL,
        extraHTTPHeaders: { "x-test-now": new Date(opened).toISOString() },
      }),
    ),
  );
  try {
    const tabs = await Promise.all(contexts.map((context) => context.newPage()));
    const browsersMs = performance.now() - starting;
    const started = performance.now();
    await Promise.all(tabs.map((tab) => tab.goto("/forms/connect-card", { waitUntil: "domcontentloaded" })));
    const openedMs = performance.now() - started;
    // A person reads before sending (the token's minimum time): the cards go a minute later.
    const sendAt = new Date(opened + 60_000).toISOString();
    await Promise.all(contexts.map((context) => context.setExtraHTTPHeaders({ "x-test-now": sendAt })));
    const sending = performance.now();
    await Promise.all(
      tabs.map(async (tab, index) => {
        await tab.getByLabel(startsWith(label("name"))).fill(`Rush ${run} person ${index}`);
        const visit = card.fields.find((field) => field.id === "visit")!;
        await tab
          .getByRole("group", { name: startsWith(visit.label) })
          .getByLabel(visit.options!.find((option) => option.value === "first-time")!.label, { exact: true })
          .check();
        await tab
          .getByRole("form", { name: card.title })
          .getByRole("button", { name: card.submitLabel ?? "Send" })
          .click();
        await expect(tab.getByRole("status").getByRole("heading", { name: /^Received: / })).toBeVisible({
          timeout: 120_000,
        });
      }),
    );
    console.log(
      `${PEOPLE} browsers started in ${Math.round(browsersMs)} ms; the card opened in all at once in ${Math.round(openedMs)} ms; filled, sent and thanked in ${Math.round(performance.now() - sending)} ms`,
    );
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }

  // The welcome team's view: an owner signs in and downloads the form's submissions.
  const link = await inviteByCommand(staffAddress(testInfo, "owner"), "owner");
  await actAsClient(page, clientAddress(testInfo, "owner"));
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  const exported = await page.request.get("/admin/forms/connect-card.csv");
  expect(exported.status()).toBe(200);
  const cells = (parseCsv(await exported.text(), { bom: true }) as string[][]).flat();
  const names = new Set(cells.filter((cell) => cell.startsWith(`Rush ${run} person `)));
  expect(names.size).toBe(PEOPLE);
});
