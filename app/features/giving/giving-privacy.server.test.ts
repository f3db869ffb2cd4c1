import { expect, test } from "vitest";
import { givingStatement } from "~/features/privacy/feature-statements";
import { getDb } from "~/server/db.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { DONOR_LINK_DAYS, donorFor, donorOfLink, donorUrl } from "./donor-links.server";
import { giftById, giftsByEmail, recurringByEmail } from "./gifts.server";
import {
  deleteExpiredGiftRecords,
  forgetDonor,
  GIFT_RECORD_YEARS,
  UNPAID_CHECKOUT_DAYS,
} from "./giving-privacy.server";
import { NOW, seedGift, seedRecurring, withFreshData } from "./donor-test-support";

const ZONE = "America/Los_Angeles";
const ANN = "ann@example.org";

withFreshData();

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

test("the privacy policy states the numbers the code keeps to", () => {
  expect(givingStatement("kept")).toContain(`${WORDS[GIFT_RECORD_YEARS]} years after the end of the year of the gift`);
  expect(givingStatement("kept")).toContain(`after ${UNPAID_CHECKOUT_DAYS} days`);
  expect(givingStatement("kept")).toContain(`work for ${DONOR_LINK_DAYS} days`);
  expect(givingStatement("rights")).toContain(`the ${WORDS[GIFT_RECORD_YEARS]} years tax law asks`);
});

test("a gift record stays seven years after the end of its year, then the daily clean-up deletes it", () => {
  const lastOf2019 = seedGift({ email: ANN, amountCents: 100, createdAt: Date.parse("2019-12-31T20:00:00Z") });
  const of2018 = seedGift({ email: ANN, amountCents: 100, createdAt: Date.parse("2018-12-31T20:00:00Z") });
  const unpaid = seedGift({
    email: ANN,
    amountCents: 100,
    status: "pending",
    createdAt: NOW - (UNPAID_CHECKOUT_DAYS + 1) * DAY_MS,
  });
  const recentUnpaid = seedGift({ email: ANN, amountCents: 100, status: "pending", createdAt: NOW - DAY_MS });
  const report = deleteExpiredGiftRecords(NOW, ZONE);
  expect(report).toMatchObject({ giftRecords: 1, unpaidCheckouts: 1 });
  expect(giftById(of2018)).toBeNull();
  expect(giftById(lastOf2019)).not.toBeNull();
  expect(giftById(unpaid)).toBeNull();
  expect(giftById(recentUnpaid)).not.toBeNull();
  // On January 1, 2027 (California), 2019's gifts have had their seven years after the end of 2019.
  deleteExpiredGiftRecords(Date.parse("2027-01-01T08:00:00Z"), ZONE);
  expect(giftById(lastOf2019)).toBeNull();
});

test("deletion on request erases what the law lets go, keeps the tax records, and stops every link sent", () => {
  const db = getDb();
  const kept = seedGift({
    email: ANN,
    amountCents: 5000,
    note: "In memory of my mother",
    createdAt: NOW - 30 * DAY_MS,
  });
  seedGift({ email: ANN, amountCents: 5000, status: "failed", createdAt: NOW - 20 * DAY_MS });
  seedGift({ email: ANN, amountCents: 5000, status: "pending", createdAt: NOW - 10 * DAY_MS });
  seedRecurring({ email: ANN, amountCents: 10000, status: "cancelled", createdAt: NOW - 60 * DAY_MS });
  seedRecurring({ email: ANN, amountCents: 2500, status: "active", createdAt: NOW - 60 * DAY_MS });
  seedGift({ email: "bob@example.org", amountCents: 100, note: "Bob's", createdAt: NOW });
  const donor = donorFor(db, ANN, "en", NOW);
  const link = new URL(
    donorUrl(donor.id, "/give/my-giving", {
      origin: "https://church.example",
      language: "en",
      defaultLanguage: "en",
      now: NOW,
    }),
  );
  expect(donorOfLink(link.searchParams, NOW)?.email).toBe(ANN);

  const report = db.transaction(() => forgetDonor(db, ANN)).immediate();
  expect(report).toEqual({
    notesErased: 1,
    unpaidGiftsDeleted: 2,
    recurringDeleted: 1,
    recurringKept: 1,
    giftRecordsKept: 1,
    donorLinksDeleted: 1,
  });
  expect(giftById(kept)).toMatchObject({ donorEmail: ANN, donorName: "Ann Lee", amountCents: 5000, note: null });
  expect(giftsByEmail(ANN)).toHaveLength(1);
  expect(recurringByEmail(ANN).map((plan) => plan.status)).toEqual(["active"]);
  expect(donorOfLink(link.searchParams, NOW)).toBeNull();
  expect(giftsByEmail("bob@example.org")[0]?.note).toBe("Bob's");
});
