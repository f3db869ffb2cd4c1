import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import ICAL from "ical.js";
import { mailTo } from "./mail";
import {
  addEvent,
  openRoster,
  personAddress,
  seedRegistrations,
  signedInEditor,
  sitePathIn,
  type Seeded,
} from "./registrations";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 28, after signing up: a place given back by the link in the e-mails
 * goes to the first on the waitlist, whose e-mail holds it 48 hours; claimed,
 * the confirmation brings the answers and a calendar invite (read by ical.js);
 * unclaimed, it passes to the next. Every e-mail is read from the journeys'
 * real SMTP server. The registrations are those the sign-up form would have
 * taken (tests/e2e/registrations.ts). Runs on the real clock, as the visit
 * journeys do.
 */

test.describe.configure({ timeout: 180_000 });

const CAPACITY_ONE = "  capacity: 1\n  questions:\n    - id: allergies\n      label: Any allergies?\n";

/**
 * A one-place event (`label`) taken by Ann, with Bea and then Cal on its waitlist (`bea`: more of Bea's
 * registration), its roster open in the editor's page.
 */
async function fullWithWaitlist(page: Page, testInfo: TestInfo, label: string, bea: Partial<Seeded>) {
  const event = addEvent(testInfo, label, CAPACITY_ONE);
  const people = {
    ann: personAddress("ann", testInfo),
    bea: personAddress("bea", testInfo),
    cal: personAddress("cal", testInfo),
  };
  await signedInEditor(page, testInfo);
  await openRoster(page, event.id, event.name);
  seedRegistrations(event.id, [
    { name: "Ann Lee", email: people.ann, status: "confirmed", attendees: [{ name: "Ann Lee" }] },
    { name: "Bea Ruiz", email: people.bea, status: "waitlisted", attendees: [{ name: "Bea Ruiz" }], ...bea },
    { name: "Cal Diaz", email: people.cal, status: "waitlisted", attendees: [{ name: "Cal Diaz" }] },
  ]);
  await page.reload();
  return { event, ...people };
}

/** A visitor's own browser, at the width of the staff page beside it. */
async function visitorBeside(browser: Browser, page: Page): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
  return context.newPage();
}

/** The staff write to everyone registered: each gets an e-mail carrying their own change-or-cancel link. */
async function writeToEveryone(page: Page, subject: string): Promise<void> {
  const form = page.getByRole("region", { name: "Write to everyone registered" });
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Message").fill("Please bring a water bottle.\n\nSee you there!");
  await form.getByRole("button", { name: "Send to everyone registered" }).click();
  await expect(page.getByRole("status")).toContainText("The message is on its way to 1 registration.");
}

test("a cancel by link gives the place to the first on the waitlist, who claims it and gets the confirmation with its invite @widths", async ({
  page,
  browser,
}, testInfo) => {
  const { event, ann, bea } = await fullWithWaitlist(page, testInfo, "picnic", {
    answers: { allergies: "Peanuts" },
  });
  await expect(page.getByRole("table", { name: "Registered" })).toContainText("Ann Lee");
  await expect(page.getByRole("table", { name: "Waitlist" })).toContainText("Bea Ruiz");
  await writeToEveryone(page, "Parking");

  // Ann cannot come: her e-mail's link, no sign-in.
  const [message] = await mailTo(ann);
  expect(message!.subject).toBe(`${event.name}: Parking`);
  const visitor = await visitorBeside(browser, page);
  await visitor.goto(sitePathIn(message!, "/my-registration"));
  await expect(visitor.getByRole("heading", { name: "Your registration, Ann Lee" })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.getByRole("button", { name: "Cancel my registration" }).click();
  await expect(visitor.getByRole("heading", { name: "This registration is cancelled" })).toBeVisible();

  // The place goes to Bea, the first waiting, not to Cal.
  const [offer] = await mailTo(bea);
  expect(offer!.subject).toBe(`A place has opened for you: ${event.name}`);
  expect(offer!.text).toContain("1 place is held for you until");
  await visitor.goto(sitePathIn(offer!, "/my-registration/claim"));
  await expect(visitor.getByRole("heading", { level: 2, name: "Claim your place" })).toBeVisible();
  await expectNoSeriousA11yViolations(visitor);
  await visitor.getByRole("button", { name: "Claim my place" }).click();
  await expect(visitor.getByRole("status")).toContainText("Your place is confirmed.");
  await expect(visitor.getByText("You are registered.")).toBeVisible();

  // Her confirmation: her answer, the place, and an invite in the church's zone with a stable UID.
  const [, confirmation] = await mailTo(bea, 2);
  expect(confirmation!.subject).toMatch(new RegExp(`^You are registered: ${event.name}, `));
  expect(confirmation!.text).toContain("Any allergies? Peanuts");
  expect(confirmation!.text).toContain("Fellowship Hall");
  const ics = confirmation!.attachments.find((part) => part.contentType.startsWith("text/calendar"));
  const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString("utf8")));
  const invite = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  expect(invite.uid).toMatch(/^registration-[0-9a-f-]{36}@127\.0\.0\.1$/);
  expect(invite.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
  expect(invite.startDate.toString()).toMatch(/T10:00:00$/);
  expect(invite.endDate.toString()).toMatch(/T13:00:00$/);

  await page.reload();
  await expect(page.getByRole("table", { name: "Registered" })).toContainText("Bea Ruiz");
  await expect(page.getByRole("table", { name: "Waitlist" })).toContainText("Cal Diaz");
  await visitor.context().close();
});

test("an offer not claimed within 48 hours passes to the next on the waitlist", async ({ page, browser }, testInfo) => {
  const { event, ann, bea, cal } = await fullWithWaitlist(page, testInfo, "retreat", { language: "es" });
  await writeToEveryone(page, "Schedule");
  const visitor = await visitorBeside(browser, page);
  await visitor.goto(sitePathIn((await mailTo(ann))[0]!, "/my-registration"));
  await visitor.getByRole("button", { name: "Cancel my registration" }).click();

  // Bea's offer, in the language she signed up in; she opens it 49 hours later.
  const [offer] = await mailTo(bea);
  expect(offer!.subject).toBe(`Se abrió un lugar para usted: ${event.name}`);
  await visitor.setExtraHTTPHeaders({ "x-test-now": new Date(Date.now() + 49 * 3_600_000).toISOString() });
  await visitor.goto(sitePathIn(offer!, "/es/my-registration/claim").replace(/^\/es/, ""));
  await expect(visitor.getByRole("heading", { name: "This offer has lapsed" })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Claim my place" })).toHaveCount(0);

  // The place has passed to Cal.
  const [next] = await mailTo(cal);
  expect(next!.subject).toBe(`A place has opened for you: ${event.name}`);
  await page.reload();
  await expect(page.getByRole("table", { name: "Places held, not yet confirmed" })).toContainText("Cal Diaz");
  await expect(page.getByText("Bea Ruiz")).toHaveCount(0);
  await visitor.context().close();
});
