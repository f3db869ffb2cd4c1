import { expect, test } from "vitest";
import { recipients } from "../../../tests/support/smtp-mailbox";
import { listAudit } from "~/features/auth/audit-log.server";
import { closeDb } from "~/server/db.server";
import { markPrayed } from "./mark-prayed.server";
import { addStaff, contentWithForm, deliverAll, PRAYER_FORM, storeRequest, withPrayerMailbox } from "./test-support";
import { queueDueLists } from "./weekly-list.server";

// The list is due on Mondays at 08:00 in the church's zone (America/Los_Angeles); the clocks go forward on
// Sunday 8 March 2026 and back on Sunday 1 November 2026. Every clock here is a test clock; the tests run in Kolkata.
const mailbox = withPrayerMailbox("prayer-list");
const content = contentWithForm();
const MARCH_2_8AM_PST = Date.parse("2026-03-02T16:00:00Z");
const MARCH_9_8AM_PDT = Date.parse("2026-03-09T15:00:00Z");
const LIST_URL = "https://www.redwoodcoast.example/admin/forms/prayer/prayer-list";

function staff() {
  const owner = addStaff("owner@example.org", "owner");
  addStaff("pastor@example.org", "editor");
  addStaff("care@example.org", "care");
  addStaff("editor@example.org", "editor");
  addStaff("treasurer@example.org", "treasurer");
  return owner;
}

const sentTo = () => mailbox().messages.flatMap(recipients).sort();

test("one list per reader per week at 08:00 on the church's clock on both sides of the spring change, carrying only the requests whose requesters agreed", async () => {
  const owner = staff();
  const shared = storeRequest(
    { request: "Healing for my mother in hospital", "share-in-email": true },
    { receivedAt: Date.parse("2026-02-25T07:00:00Z"), name: "Maria Lopez" },
  );
  storeRequest(
    { request: "A worry I keep to the team", "share-in-email": false },
    { receivedAt: Date.parse("2026-02-27T07:00:00Z") },
  );

  // A minute early: nothing (the last list due, on 23 February, is long past and was never this site's).
  expect(queueDueLists(MARCH_2_8AM_PST - 60_000, content)).toBe(0);
  expect(queueDueLists(MARCH_2_8AM_PST, content)).toBe(1);
  await deliverAll(MARCH_2_8AM_PST);
  // The readers of a private form: its owners, the care role it names and the people it names; not an editor or a treasurer it does not name.
  expect(sentTo()).toEqual(["care@example.org", "owner@example.org", "pastor@example.org"]);
  const [first] = mailbox().messages;
  expect(first!.subject).toBe("This week's prayer list: Prayer request, Monday, March 2, 2026");
  expect(first!.text).toContain("There are 2 requests on this week's list");
  expect(first!.text).toContain("Healing for my mother in hospital");
  expect(first!.text).not.toContain("A worry I keep to the team");
  expect(first!.text).toContain(LIST_URL);
  // A request's words went out by e-mail: the activity log says which request, to whom (never the words).
  const mailed = () => listAudit().filter(({ action }) => action === "prayer-list-mailed");
  expect(mailed().map(({ actor, subject, detail }) => ({ actor, subject, detail }))).toEqual([
    {
      actor: "the site",
      subject: "prayer",
      detail: `Prayer request: 1 to owner@example.org, pastor@example.org, care@example.org: ${shared}`,
    },
  ]);

  // The next check, a restart and a clock set back an hour: the week's list is not sent again.
  expect(queueDueLists(MARCH_2_8AM_PST + 60_000, content)).toBe(0);
  closeDb();
  expect(queueDueLists(MARCH_2_8AM_PST + 3_600_000, content)).toBe(0);
  expect(queueDueLists(MARCH_2_8AM_PST, content)).toBe(0);

  // Prayed for during the week: next week's list no longer holds it.
  markPrayed(shared, PRAYER_FORM, { content, personId: owner, now: Date.parse("2026-03-03T18:00:00Z") });

  // After the change, 08:00 PDT is 15:00 UTC: not at 07:59 PDT, and not an hour late either.
  expect(queueDueLists(MARCH_9_8AM_PDT - 60_000, content)).toBe(0);
  expect(queueDueLists(MARCH_9_8AM_PDT, content)).toBe(1);
  await deliverAll(MARCH_9_8AM_PDT);
  expect(mailbox().messages).toHaveLength(6);
  const second = mailbox().messages.slice(3);
  expect(second.flatMap(recipients).sort()).toEqual(["care@example.org", "owner@example.org", "pastor@example.org"]);
  expect(second[0]!.subject).toBe("This week's prayer list: Prayer request, Monday, March 9, 2026");
  expect(second[0]!.text).toContain("There is 1 request on this week's list");
  expect(second[0]!.text).not.toContain("Healing for my mother");
  expect(second[0]!.text).not.toContain("A worry I keep to the team");
  // No request's words in this week's e-mail: nothing more in the activity log.
  expect(mailed()).toHaveLength(1);
  expect(queueDueLists(MARCH_9_8AM_PDT + 3_600_000, content)).toBe(0);
});

test("in autumn the list still goes at 08:00 PST, once, and a site down at the hour sends it when back that day", async () => {
  staff();
  storeRequest({ request: "Work" }, { receivedAt: Date.parse("2026-10-30T07:00:00Z") });
  // 08:00 PDT on 26 October is 15:00 UTC; 08:00 PST on 2 November is 16:00 UTC.
  expect(queueDueLists(Date.parse("2026-11-02T15:30:00Z"), content)).toBe(0);
  // Down from 07:00 to 13:00: the list goes when the site is back.
  expect(queueDueLists(Date.parse("2026-11-02T21:00:00Z"), content)).toBe(1);
  await deliverAll();
  expect(sentTo()).toEqual(["care@example.org", "owner@example.org", "pastor@example.org"]);
  expect(mailbox().messages[0]!.subject).toContain("Monday, November 2, 2026");
  // Down for more than a day: that week's list is skipped, next week's holds every request not yet prayed for.
  expect(queueDueLists(Date.parse("2026-11-10T17:00:00Z"), content)).toBe(0);
});

test("nothing is recorded while e-mail is off: the week's list goes once it is on", async () => {
  staff();
  delete process.env.SMTP_URL;
  const { resetEnvForTests } = await import("~/server/env.server");
  resetEnvForTests();
  expect(queueDueLists(MARCH_2_8AM_PST, content)).toBe(0);
  process.env.SMTP_URL = mailbox().url;
  resetEnvForTests();
  expect(queueDueLists(MARCH_2_8AM_PST + 60_000, content)).toBe(1);
});
