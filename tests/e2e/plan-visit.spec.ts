import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { addDays, minutesFrom } from "./content";
import { church, demo, timeZone } from "./demo";
import { easterInvitingClock, nextGathering, seasonAt, seasonDay, serviceLabel } from "./demo-words";
import { manageLinkOf, mailTo } from "./mail";
import { expectNoSeriousA11yViolations, setClock, waitForElements } from "./support";

/**
 * Issue 19: plan a visit for any service, from /visit and the seasonal pages,
 * with and without JavaScript; the confirmation e-mail arrives. (Changing and
 * cancelling from the e-mail: visit-manage.spec.ts.)
 *
 * Journeys that wait for an e-mail run on the real clock: the site never sends
 * a confirmation for a service that has begun, and the real clock decides.
 */

const EMAILED = "Thank you! Your visit is planned. We have e-mailed you a confirmation";
const PAST = "That service has already taken place. Please choose one that is still to come.";

/** A unique address per test and width, so each journey finds its own e-mails. */
function address(name: string, testInfo: { project: { name: string }; testId: string }): string {
  return `${name}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
}

/**
 * The coming Christmas Eve (its page's date rule; next year's once this year's is four days or less away, so
 * its services are still to come on the real clock), with its services (pages/christmas.yaml) as the form names
 * them: half an hour before the first, and a quarter of an hour into it.
 */
function christmasClock() {
  const season = seasonAt("/christmas");
  const thisYear = new Date().getUTCFullYear();
  const soon = Date.now() >= Date.parse(demo.churchTime(addDays(seasonDay("/christmas", thisYear), -4), "00:00"));
  const day = seasonDay("/christmas", soon ? thisYear + 1 : thisYear);
  const [first, ...later] = season.services;
  expect(later.length, "Christmas Eve has a service after its first").toBeGreaterThan(0);
  return {
    beforeFirst: demo.churchTime(day, minutesFrom(first!.start, -30)),
    duringFirst: demo.churchTime(day, minutesFrom(first!.start, 15)),
    first: serviceLabel(day, first!.start),
    later: later.map((service) => serviceLabel(day, service.start)),
  };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/visit: a family plans the next Sunday, the page thanks them, and the confirmation arrives with its invite", async ({
    page,
  }, testInfo) => {
    const email = address("ann", testInfo);
    await page.goto("/visit");
    const section = page.getByRole("region", { name: "Plan your visit" });
    await section.getByLabel("Your name").fill("Ann Lee");
    await section.getByLabel("E-mail").fill(email);
    await section.getByLabel("Adults").fill("2");
    await section.getByLabel("Children's ages").fill("4, 7");
    // The next gathering (services.yaml) on the real clock, perhaps marked full, is offered. (It is not
    // always the first choice: a seasonal service, Christmas Eve say, may come before it.)
    const next = nextGathering(new Date().toISOString());
    const offered = await section
      .getByLabel("Which service?")
      .locator("option:not([disabled])")
      .filter({ hasText: serviceLabel(next.day, next.gathering.start) })
      .first()
      .textContent();
    const service = offered ?? "";
    expect(service.replace(/ \(.*\)$/, "")).toBe(serviceLabel(next.day, next.gathering.start));
    await section.getByLabel("Which service?").selectOption({ label: service });
    await section.getByRole("button", { name: "Plan my visit" }).click();
    await expect(page).toHaveURL(/\/visit\?visit=emailed#plan-visit$/);
    await expect(section.getByRole("status")).toContainText(EMAILED);

    const [confirmation] = await mailTo(email);
    expect(confirmation!.subject).toBe(`Your visit to ${church.name}: ${service.replace(/ \(.*\)$/, "")}`);
    expect(confirmation!.text).toContain("2 adults and 2 children (ages 4 and 7)");
    const calendar = confirmation!.attachments.find((part) => part.contentType.startsWith("text/calendar"));
    const parsed = new ICAL.Component(ICAL.parse(calendar!.content.toString("utf8")));
    expect(parsed.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(parsed.getFirstSubcomponent("vevent")?.getFirstProperty("dtstart")?.getParameter("tzid")).toBe(timeZone);
    expect(manageLinkOf(confirmation!)).toMatch(/^\/my-visit\?visit=[\w-]+&sig=[\w-]+$/);
  });

  test("a form with a problem comes back as typed, the problem named beside its field, and nothing is stored", async ({
    page,
  }, testInfo) => {
    const email = address("bad", testInfo);
    await page.goto("/visit");
    const section = page.getByRole("region", { name: "Plan your visit" });
    await section.getByLabel("Your name").fill("Bo Ortiz");
    await section.getByLabel("E-mail").fill(email);
    await section.getByLabel("Children's ages").fill("four");
    await section.getByLabel("Which service?").selectOption({ index: 1 });
    await section.getByRole("button", { name: "Plan my visit" }).click();

    await expect(page).toHaveURL(/\/plan-visit$/);
    const form = page.getByRole("region", { name: "Please check your plan" });
    await expect(form.getByRole("alert")).toHaveText("Please check the highlighted fields.");
    const ages = form.getByLabel("Children's ages");
    await expect(ages).toHaveAttribute("aria-invalid", "true");
    await expect(ages).toHaveAccessibleDescription(/Please write each child's age as a whole number/);
    await expect(form.getByLabel("Your name")).toHaveValue("Bo Ortiz");
    await expect(form.getByLabel("E-mail")).toHaveValue(email);

    // Corrected, it is planned, and the visitor goes back to the page they came from.
    await ages.fill("5");
    await form.getByRole("button", { name: "Plan my visit" }).click();
    await expect(page).toHaveURL(/\/visit\?visit=emailed#plan-visit$/);
    expect(await mailTo(email)).toHaveLength(1);
  });

  test("a seasonal page: a service that began while the page was open is refused beside the field", async ({
    page,
  }, testInfo) => {
    const clock = christmasClock();
    await setClock(page, clock.beforeFirst);
    await page.goto("/christmas");
    const section = page.getByRole("region", { name: "Plan your visit" });
    await section.getByLabel("Your name").fill("Dee Late");
    await section.getByLabel("E-mail").fill(address("dee", testInfo));
    await section.getByLabel("Which service?").selectOption({ label: clock.first });
    await setClock(page, clock.duringFirst);
    await section.getByRole("button", { name: "Plan my visit" }).click();
    const form = page.getByRole("region", { name: "Please check your plan" });
    await expect(form.getByLabel("Which service?")).toHaveAccessibleDescription(PAST);
    await expect(form.getByLabel("Which service?")).toHaveAttribute("aria-invalid", "true");
    // The form offers only the services still to come.
    await expect(form.getByLabel("Which service?").locator("option:not([disabled])")).toHaveText(clock.later);
  });
});

test("arriving at the form itself (#plan-visit), it stays in its section once the script runs: nothing moves @desktop", async ({
  page,
}) => {
  // A month before Easter 2027: the page invites.
  await setClock(page, easterInvitingClock().clock);
  await page.goto("/easter#plan-visit");
  await waitForElements(page);
  const section = page.getByRole("region", { name: "Plan your visit" });
  await expect(section.getByLabel("Your name")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const [shifted, moved] = await layoutShifts(page);
  expect(shifted, `moved: ${moved.join("\n")}`).toBe(0);
});

test("on /plan-visit the children's field becomes rows once the script runs, and nothing below it moves", async ({
  page,
}) => {
  // Lighthouse's phone, where the field under the children's is on screen as the page loads.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/plan-visit");
  await waitForElements(page);
  await expect(
    page.getByRole("group", { name: "Children (optional)" }).getByRole("button", { name: "Add a child" }),
  ).toBeVisible();
  const [shifted, moved] = await layoutShifts(page);
  expect(shifted, `moved: ${moved.join("\n")}`).toBe(0);
});

/** The page's layout shifts so far: their sum, and what moved (the start of each moved element's markup), to name it when a test fails. */
function layoutShifts(page: Page): Promise<[number, string[]]> {
  return page.evaluate(
    () =>
      new Promise<[number, string[]]>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as { value: number; sources?: { node?: Node | null }[] }[];
          resolve([
            entries.reduce((sum, entry) => sum + entry.value, 0),
            entries.flatMap((entry) =>
              (entry.sources ?? []).map((source) => (source.node as Element | null)?.outerHTML?.slice(0, 160) ?? "?"),
            ),
          ]);
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve([0, []]), 500);
      }),
  );
}

// At both widths: these pages are not in the site map that accessibility.spec.ts scans.
test("the pages a script-less visitor lands on are accessible: the thanks, and the form with its problems @widths", async ({
  page,
}) => {
  test.slow();
  // axe runs as a script, so the pages the no-JavaScript journeys land on are scanned here.
  await page.goto("/visit?visit=emailed#plan-visit");
  await expect(page.getByRole("region", { name: "Plan your visit" }).getByRole("status")).toContainText(EMAILED);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/plan-visit");
  // A plain post of an empty form, as without JavaScript (form.submit() skips the browser's checks and the script).
  await page.evaluate(() => document.querySelector<HTMLFormElement>("form.plan-visit-form")?.submit());
  await expect(page.getByRole("region", { name: "Please check your plan" }).getByRole("alert")).toHaveText(
    "Please check the highlighted fields.",
  );
  await expect(page.getByLabel("Your name")).toHaveAccessibleDescription("Please enter your name");
  await expectNoSeriousA11yViolations(page);
});

// At both widths: the dialog and the children's rows on a phone.
test("with JavaScript, /visit's dialog plans in place: children added and removed as rows, the answer shown in the dialog @widths", async ({
  page,
}, testInfo) => {
  // Two axe scans and an e-mail: more than the default time on a busy machine.
  test.slow();
  const email = address("cam", testInfo);
  await page.goto("/visit");
  await waitForElements(page);
  await page.getByRole("button", { name: "Open the plan-your-visit form" }).click();
  const dialog = page.getByRole("dialog", { name: "Plan your visit" });
  await dialog.getByLabel("Your name").fill("Cam Diaz");
  await dialog.getByLabel("E-mail").fill("cam@localhost");
  await dialog.getByRole("button", { name: "Add a child" }).click();
  await expect(dialog.getByLabel("Age of child 1")).toBeFocused();
  await dialog.getByLabel("Age of child 1").fill("3");
  await dialog.getByRole("button", { name: "Add a child" }).click();
  await dialog.getByLabel("Age of child 2").fill("9");
  await dialog.getByRole("button", { name: "Add a child" }).click();
  await dialog.getByLabel("Age of child 3").fill("12");
  await dialog.getByRole("button", { name: "Remove child 2" }).click();
  await expect(dialog.getByLabel("Age of child 2")).toHaveValue("12");
  await dialog.getByLabel("Which service?").selectOption({ index: 1 });
  await dialog.getByLabel("Please send me no reminder the day before").check();
  await dialog.getByRole("button", { name: "Plan my visit" }).click();

  // The server's message, beside the field, and focus moved to it.
  const emailField = dialog.getByLabel("E-mail");
  await expect(emailField).toHaveAccessibleDescription("Please enter a valid email address");
  await expect(emailField).toBeFocused();
  await expect(dialog.getByRole("alert")).toHaveText("Please check the highlighted fields.");
  await expectNoSeriousA11yViolations(page);

  await emailField.fill(email);
  await dialog.getByRole("button", { name: "Plan my visit" }).click();
  await expect(dialog.getByRole("status")).toContainText(EMAILED);
  await expect(page).toHaveURL(/\/visit$/);
  await expectNoSeriousA11yViolations(page);

  const [confirmation] = await mailTo(email);
  expect(confirmation!.text).toContain("1 adult and 2 children (ages 3 and 12)");
  // They asked for no reminder, so none is promised.
  expect(confirmation!.text).not.toContain("reminder");
});

// Issue 11: never invite to the past. The page was opened before the first service and sent after it began.
test("with JavaScript, a seasonal page offers its own services; one that began while the form was open is refused beside the field, and the later one is planned", async ({
  page,
}, testInfo) => {
  const clock = christmasClock();
  await setClock(page, clock.beforeFirst);
  await page.goto("/christmas");
  await waitForElements(page);
  await page.getByRole("button", { name: "Open the plan-your-visit form" }).click();
  const dialog = page.getByRole("dialog", { name: "Plan your visit" });
  await expect(dialog.getByLabel("Which service?").locator("option:not([disabled])")).toHaveText([
    clock.first,
    ...clock.later,
  ]);
  await dialog.getByLabel("Your name").fill("Eve Noel");
  await dialog.getByLabel("E-mail").fill(address("eve", testInfo));
  await dialog.getByLabel("Which service?").selectOption({ label: clock.first });

  await setClock(page, clock.duringFirst);
  await dialog.getByRole("button", { name: "Plan my visit" }).click();
  const service = dialog.getByLabel("Which service?");
  await expect(service).toHaveAccessibleDescription(PAST);
  await expect(service).toHaveAttribute("aria-invalid", "true");
  await expect(service).toBeFocused();

  const last = clock.later.at(-1)!;
  await service.selectOption({ label: last });
  await dialog.getByRole("button", { name: "Plan my visit" }).click();
  await expect(dialog.getByRole("status")).toContainText(EMAILED);
  const [confirmation] = await mailTo(address("eve", testInfo));
  expect(confirmation!.subject).toBe(`Your visit to ${church.name}: ${last}`);
});
