import { expect, test } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { addEvent, openRoster, personAddress, seedRegistrations, signedInEditor } from "./registrations";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 28, for the church: owners and editors see each event's sign-ups at
 * /admin/sign-ups with the answers, a check-in list for paper, and the roster
 * as CSV (read back by csv-parse); a contributor is refused. Scanned by axe at
 * both widths.
 */

test.describe.configure({ timeout: 90_000 });

const REGISTRATION = [
  "  capacity: 4",
  "  ageAsked: true",
  "  attendeeTypes:",
  "    - id: child",
  "      name: Child",
  "    - id: adult",
  "      name: Helper",
  "  questions:",
  "    - id: allergies",
  "      label: Any allergies?",
  "    - id: photos",
  "      label: May we take photos?",
  "      kind: yes-no",
  "",
].join("\n");

test("an editor reads the roster with the answers, prints the check-in list and downloads the CSV @widths", async ({
  page,
}, testInfo) => {
  const event = addEvent(testInfo, "camp", REGISTRATION);
  const ann = personAddress("ann", testInfo);
  await signedInEditor(page, testInfo);
  await openRoster(page, event.id, event.name);
  seedRegistrations(event.id, [
    {
      name: "Ann Lee",
      email: ann,
      status: "confirmed",
      attendees: [
        { name: "Sam Lee", type: "child", age: 7 },
        { name: "Ann Lee", type: "adult" },
      ],
      answers: { allergies: "Peanuts", photos: "no" },
    },
    {
      name: "=cmd|calc",
      email: personAddress("eve", testInfo),
      status: "confirmed",
      attendees: [{ name: "Eve", type: "child", age: 9 }],
    },
    {
      name: "Cal Diaz",
      email: personAddress("cal", testInfo),
      status: "waitlisted",
      attendees: [{ name: "Kim Diaz", type: "child", age: 5 }],
    },
  ]);

  await page.goto("/admin/sign-ups");
  await expect(page.getByRole("heading", { level: 1, name: "Sign-ups" })).toBeVisible();
  const overview = page.getByRole("region", { name: event.name });
  await expect(overview).toContainText("3 of 4 places taken");
  await expect(overview).toContainText("1 waiting");
  await expectNoSeriousA11yViolations(page);

  await overview.getByRole("link", { name: event.name }).click();
  const registered = page.getByRole("table", { name: "Registered" });
  await expect(registered.getByRole("row", { name: /Ann Lee/ })).toContainText("Sam Lee (Child), 7 years");
  await expect(registered.getByRole("row", { name: /Ann Lee/ })).toContainText("Any allergies? Peanuts");
  await expect(registered.getByRole("row", { name: /Ann Lee/ })).toContainText("May we take photos? No");
  await expect(page.getByRole("table", { name: "Waitlist" })).toContainText("Kim Diaz (Child), 5 years");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Printable check-in list" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Check-in: ${event.name}` })).toBeVisible();
  const checkIn = page.getByRole("table", { name: "Check-in list" });
  // One line an attendee, registered only (at a phone's width the table's head is hidden).
  await expect(checkIn.getByRole("rowheader")).toHaveText([
    "Sam Lee (Child), 7 years",
    "Ann Lee (Helper)",
    "Eve (Child), 9 years",
  ]);
  await expect(checkIn).not.toContainText("Kim Diaz");
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Staff" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  const response = await page.request.get(`/admin/sign-ups/${event.id}/roster.csv`);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
  expect(rows.map((row) => row.attendee)).toEqual(["Sam Lee", "Ann Lee", "Eve", "Kim Diaz"]);
  expect(rows[0]).toMatchObject({
    type: "Child",
    age: "7",
    email: ann,
    status: "Registered",
    "Any allergies?": "Peanuts",
    "May we take photos?": "No",
  });
  expect(rows[2]!["signed up by"]).toBe("'=cmd|calc");
  expect(rows[3]!.status).toBe("Waiting");
});

test("a contributor sees no sign-ups: no menu entry, the roster and its CSV refused", async ({ page }, testInfo) => {
  const event = addEvent(testInfo, "choir", "  capacity: 10\n");
  await signedInEditor(page, testInfo, "contributor");
  await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Sign-ups" })).toHaveCount(0);
  const refused = await page.goto(`/admin/sign-ups/${event.id}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  expect((await page.request.get(`/admin/sign-ups/${event.id}/roster.csv`)).status()).toBe(403);
});
