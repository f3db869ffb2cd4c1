import { expect, test } from "vitest";
import { listAudit } from "~/features/auth/audit-log.server";
import { getPerson } from "~/features/auth/people.server";
import { prayerListView, wallReviewFor } from "./prayer-list-view.server";
import { addStaff, PRAYER_FORM, storeRequest, withPrayerMailbox } from "./test-support";

/**
 * Issue 35, "every view of a private submission is in the activity log": the weekly prayer list and
 * the wall's approvals show private requests, so each showing is logged with who saw which requests.
 */
withPrayerMailbox("prayer-list-view");
const NOW = Date.parse("2026-11-24T18:00:00Z");
const DAY = 86_400_000;
const TIME_ZONE = "America/Los_Angeles";
const wallForm = { ...PRAYER_FORM, prayer: { ...PRAYER_FORM.prayer, wall: PRAYER_FORM.prayer.wall! } };

const staffOf = (email: string, role: "care" | "owner") => ({ person: getPerson(addStaff(email, role))! });
const logged = () => listAudit().map(({ action, actor, subject, detail }) => ({ action, actor, subject, detail }));

test("each view of the prayer list is in the activity log: who, which form, how many and which requests", () => {
  const care = staffOf("care@example.org", "care");
  const first = storeRequest({ request: "For my mother in hospital" }, { receivedAt: NOW - 2 * DAY, name: "Maria" });
  const second = storeRequest({ request: "A new job" }, { receivedAt: NOW - DAY });

  const { entries } = prayerListView(care, PRAYER_FORM, NOW, TIME_ZONE);
  expect(entries.map(({ id }) => id)).toEqual([second, first]);
  expect(logged()[0]).toEqual({
    action: "prayer-list-viewed",
    actor: "care@example.org",
    subject: "prayer",
    detail: `Prayer request: 2 shown: ${second}, ${first}`,
  });
  // The requests' words never go into the log.
  expect(JSON.stringify(listAudit())).not.toContain("hospital");

  // Viewed again (after "Mark prayed", say): logged again.
  prayerListView(care, PRAYER_FORM, NOW + 60_000, TIME_ZONE);
  expect(logged().filter(({ action }) => action === "prayer-list-viewed")).toHaveLength(2);
});

test("an empty list's view is logged too, and a prayer form that is not private is not", () => {
  const owner = staffOf("owner@example.org", "owner");
  prayerListView(owner, PRAYER_FORM, NOW, TIME_ZONE);
  expect(logged()[0]).toMatchObject({ action: "prayer-list-viewed", detail: "Prayer request: 0 shown" });
  const open = { ...PRAYER_FORM, id: "open-prayer", private: undefined };
  storeRequest({ request: "Open" }, { receivedAt: NOW - DAY, formId: "open-prayer" });
  prayerListView(owner, open, NOW, TIME_ZONE);
  expect(logged().filter(({ subject }) => subject === "open-prayer")).toEqual([]);
});

test("each view of the wall's approvals is in the activity log with the requests it showed", () => {
  const care = staffOf("care@example.org", "care");
  const waiting = storeRequest({ request: "On the wall, please", wall: true }, { receivedAt: NOW - DAY, name: "Bo" });
  storeRequest({ request: "Only the team", wall: false }, { receivedAt: NOW - DAY, name: "Sam" });
  const review = wallReviewFor(care, wallForm, NOW);
  expect(review.waiting.map(({ id }) => id)).toEqual([waiting]);
  expect(logged()[0]).toEqual({
    action: "prayer-wall-reviewed",
    actor: "care@example.org",
    subject: "prayer",
    detail: `Prayer request: 1 shown: ${waiting}`,
  });
});
