import { PDFParse } from "pdf-parse";
import { expect, test } from "vitest";
import { messageText, translator } from "~/i18n/translate";
import { noGoodsStatement } from "./donor-content";
import { renderStatementPdf } from "./statement-pdf";
import { statementPageView } from "./statement-page.server";
import { donorsOfYear, statementFor } from "./statements.server";
import { content, seedGift, SLOW_MACHINE_MS, withFreshData } from "./donor-test-support";

const ANN = "ann@example.org";

withFreshData();

/** A year of Ann's giving, with the edges a statement must get right. */
function seedAnnsYear() {
  // 2025-12-31 23:30 in California is 2026-01-01 07:30 UTC: still 2025's.
  seedGift({ email: ANN, amountCents: 1000, createdAt: Date.parse("2026-01-01T07:30:00Z") });
  seedGift({
    email: ANN,
    amountCents: 5000,
    feeCents: 176,
    fund: "building",
    createdAt: Date.parse("2026-03-08T18:00:00Z"),
  });
  seedGift({ email: ANN, amountCents: 10000, frequency: "month", createdAt: Date.parse("2026-06-01T16:00:00Z") });
  seedGift({
    email: ANN,
    amountCents: 10000,
    status: "partially_refunded",
    refundedCents: 2500,
    createdAt: Date.parse("2026-07-01T16:00:00Z"),
  });
  seedGift({
    email: ANN,
    amountCents: 2000,
    status: "refunded",
    refundedCents: 2000,
    createdAt: Date.parse("2026-08-01T16:00:00Z"),
  });
  seedGift({ email: ANN, amountCents: 10000, status: "failed", createdAt: Date.parse("2026-09-01T16:00:00Z") });
  // 2026-12-31 23:59 in California: 2026's last gift.
  seedGift({ email: ANN, amountCents: 700, createdAt: Date.parse("2027-01-01T07:59:00Z") });
  seedGift({ email: "bob@example.org", amountCents: 9900, createdAt: Date.parse("2026-05-01T16:00:00Z") });
}

test("a statement holds the year's received gifts in the church's zone, at what the church kept", () => {
  seedAnnsYear();
  const statement = statementFor(ANN, 2026, content);
  expect(statement.lines.map((line) => line.cents)).toEqual([5176, 10000, 7500, 700]);
  expect(statement.totalCents).toBe(23376);
  expect(statement.byFund).toEqual([
    { fundName: "Building fund", cents: 5176 },
    { fundName: "General fund", cents: 18200 },
  ]);
  expect(statementFor(ANN, 2025, content).totalCents).toBe(1000);
  expect(statement.church.legalName).toBe(content.receipt.legalName);
  expect(statement.church.noGoods).toContain(content.receipt.legalName);
  expect(statement.church.noGoods).not.toContain("{church}");
});

test("the no-goods sentence is the church's own when it wrote one, and the default's translation when it did not", () => {
  const own = { ...content, receipt: { ...content.receipt, statement: "{church} gave nothing in return." } };
  expect(noGoodsStatement(own, "es")).toBe(`${content.receipt.legalName} gave nothing in return.`);
  expect(noGoodsStatement(content, "en")).toBe(
    `No goods or services were provided by ${content.receipt.legalName} in exchange for this gift.`,
  );
  expect(content.receipt.statement).toBe(messageText("givingDonor.receipt.noGoods", "en"));
});

test("the January send finds each donor of the year once", () => {
  seedAnnsYear();
  expect(
    donorsOfYear(2026, content.timeZone)
      .map((donor) => donor.email)
      .sort(),
  ).toEqual([ANN, "bob@example.org"]);
  expect(donorsOfYear(2024, content.timeZone)).toEqual([]);
});

test(
  "the PDF, read back by a PDF reader, says what a US tax statement needs, in the donor's language",
  async () => {
    seedAnnsYear();
    const page = {
      donor: { id: "d", email: ANN, language: "es" as const },
      content,
      language: "es" as const,
      tag: "es-US",
      query: "",
    };
    const view = statementPageView(page, 2026, Date.parse("2027-01-04T18:00:00Z"));
    const pdf = await renderStatementPdf(view, translator("es", "US"));
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text;
    await parser.destroy();
    expect(text).toContain(content.receipt.legalName);
    expect(text).toContain(`EIN ${content.receipt.ein}`);
    expect(text).toContain("Estado de ofrendas de 2026");
    expect(text).toContain("Donante: Ann Lee, ann@example.org");
    expect(text).toContain("8 de marzo de 2026");
    expect(text).toContain("31 de diciembre de 2026");
    expect(text).not.toContain("1 de agosto de 2026");
    expect(text).toMatch(/Total\s+\$233\.76/);
    // The demo keeps giving.yaml's default sentence, so the Spanish statement says it in Spanish.
    expect(text).toContain(`${content.receipt.legalName} no proporcionó bienes ni servicios a cambio de esta ofrenda.`);
  },
  SLOW_MACHINE_MS,
);
