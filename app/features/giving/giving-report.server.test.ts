import { parse } from "csv-parse/sync";
import { expect, test } from "vitest";
import { giftsCsv, reportFilterOf, reportGifts, totalsByFundAndMonth } from "./giving-report.server";
import { content, NOW, seedGift, withFreshData } from "./donor-test-support";

withFreshData();

function seedAutumn() {
  seedGift({
    email: "ann@example.org",
    amountCents: 5000,
    feeCents: 176,
    fund: "building",
    createdAt: Date.parse("2026-10-04T17:00:00Z"),
  });
  seedGift({
    email: "ann@example.org",
    amountCents: 10000,
    frequency: "month",
    createdAt: Date.parse("2026-10-31T17:00:00Z"),
  });
  // 2026-11-01 06:30 UTC is still October 31 in California.
  seedGift({
    email: "bob@example.org",
    name: '=HYPERLINK("x")',
    amountCents: 2500,
    createdAt: Date.parse("2026-11-01T06:30:00Z"),
  });
  seedGift({
    email: "bob@example.org",
    amountCents: 4000,
    status: "refunded",
    refundedCents: 4000,
    createdAt: Date.parse("2026-11-08T17:00:00Z"),
  });
  seedGift({
    email: "cy@example.org",
    amountCents: 10000,
    status: "partially_refunded",
    refundedCents: 2500,
    createdAt: Date.parse("2026-11-15T17:00:00Z"),
  });
  seedGift({
    email: "ann@example.org",
    amountCents: 10000,
    frequency: "month",
    status: "failed",
    createdAt: Date.parse("2026-11-30T17:00:00Z"),
  });
  seedGift({
    email: "dee@example.org",
    amountCents: 999,
    status: "pending",
    createdAt: Date.parse("2026-11-20T17:00:00Z"),
  });
}

test("the treasurer's totals count what the church kept, by church-zone month and fund", () => {
  seedAutumn();
  const filter = reportFilterOf(new URLSearchParams({ from: "2026-10-01", to: "2026-11-30" }), content, NOW);
  const gifts = reportGifts(filter, content);
  // Refunded, partly refunded and failed gifts are listed; a checkout never finished is not.
  expect(gifts.map((gift) => gift.status).sort()).toEqual([
    "failed",
    "paid",
    "paid",
    "paid",
    "partially_refunded",
    "refunded",
  ]);
  expect(
    totalsByFundAndMonth(gifts, content).map(({ month, fundName, gifts: count, cents }) => [
      month,
      fundName,
      count,
      cents,
    ]),
  ).toEqual([
    ["2026-10", "Building fund", 1, 5176],
    ["2026-10", "General fund", 2, 12500],
    ["2026-11", "General fund", 1, 7500],
  ]);
});

test("the filter keeps to its church-zone days, fund and donor; nonsense falls back to this year", () => {
  seedAutumn();
  const october = reportFilterOf(new URLSearchParams({ from: "2026-10-01", to: "2026-10-31" }), content, NOW);
  expect(reportGifts(october, content)).toHaveLength(3);
  const bobs = reportFilterOf(
    new URLSearchParams({ from: "2026-01-01", to: "2026-12-31", donor: " Bob@Example.org " }),
    content,
    NOW,
  );
  expect(reportGifts(bobs, content).map((gift) => gift.donorEmail)).toEqual(["bob@example.org", "bob@example.org"]);
  const building = reportFilterOf(new URLSearchParams({ fund: "building" }), content, NOW);
  expect(reportGifts(building, content)).toHaveLength(1);
  expect(reportFilterOf(new URLSearchParams({ from: "yesterday", fund: "nope", donor: "x" }), content, NOW)).toEqual({
    from: "2026-01-01",
    to: "2026-11-26",
    fund: null,
    donor: null,
  });
});

test("the CSV, read by a CSV parser, has one row a payment with plain decimal amounts and no formula", () => {
  seedAutumn();
  const filter = reportFilterOf(new URLSearchParams({ from: "2026-10-01", to: "2026-11-30" }), content, NOW);
  const rows = parse(giftsCsv(reportGifts(filter, content), content), { columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(6);
  const building = rows.find((row) => row.fund === "Building fund")!;
  expect(building).toMatchObject({
    date: "2026-10-04",
    amount: "50.00",
    "fee covered": "1.76",
    net: "51.76",
    currency: "USD",
    status: "paid",
  });
  const halloween = rows.find((row) => row["donor email"] === "bob@example.org" && row.status === "paid")!;
  expect(halloween.date).toBe("2026-10-31");
  expect(halloween["donor name"]).toBe('\'=HYPERLINK("x")');
  const refunded = rows.find((row) => row.status === "refunded")!;
  expect(refunded).toMatchObject({ amount: "40.00", refunded: "40.00", net: "0.00" });
  expect(rows.find((row) => row.status === "failed")).toMatchObject({ net: "0.00", "paid at": "" });
});
