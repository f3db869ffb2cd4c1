import { expect, test } from "vitest";
import { deliverAll, PUBLIC_URL, received, withMailCatcher } from "~/features/visits/test-support";
import { getContent } from "~/server/content.server";
import { getDb } from "~/server/db.server";
import { enqueue, outboxCounts } from "~/server/outbox.server";
import { donorOfLink } from "./donor-links.server";
import { GIVING_PAYMENT_FAILED_TOPIC, GIVING_RECEIPT_TOPIC } from "./topics";
import { content, NOW, seedGift, seedRecurring, SLOW_MACHINE_MS } from "./donor-test-support";

/**
 * The contract with the Stripe side (give-core): it enqueues giving.receipt
 * and giving.payment-failed with { giftId }; these handlers write the donor's
 * e-mail, once, in their language, and the real SMTP server takes it.
 */

const catcher = withMailCatcher();

const giftPaid = (giftId: string, key = giftId) =>
  enqueue(getDb(), { topic: GIVING_RECEIPT_TOPIC, dedupeKey: `receipt:${key}`, payload: { giftId }, now: NOW });

test(
  "a paid gift's receipt says what a US tax receipt needs, from the content folder, once",
  async () => {
    // Paid 2026-12-01 05:00 UTC: November 30 in the church's zone.
    const giftId = seedGift({
      email: "ann@example.org",
      amountCents: 5000,
      feeCents: 176,
      fund: "building",
      createdAt: Date.parse("2026-12-01T05:00:00Z"),
    });
    giftPaid(giftId);
    // The Stripe side may say it twice (a webhook and the reconciliation): one receipt.
    giftPaid(giftId, `${giftId}-again`);
    await deliverAll(NOW);
    const mails = await received(catcher());
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Receipt for your gift to ${getContent().church.name}`);
    expect(mail!.envelopeTo).toEqual(["ann@example.org"]);
    expect(mail!.messageId).toMatch(/^<[\w-]+@www\.redwoodcoast\.example>$/);
    const text = mail!.text ?? "";
    expect(text).toContain(content.receipt.legalName);
    expect(text).toContain(content.receipt.ein);
    expect(text).toContain("November 30, 2026");
    expect(text).toContain("$51.76");
    expect(text).toContain("Building fund");
    expect(text).toContain("Includes $1.76 you added to cover the processing fee.");
    expect(text).toContain(content.receipt.statement.replace("{church}", content.receipt.legalName));
    expect(text).toContain(giftId);
    // Its link opens the donor's own page.
    const link = new URL(/https?:\/\/\S+\/give\/my-giving\?\S+/.exec(text)![0].replace(/[\])>.,]+$/, ""));
    expect(link.origin).toBe(PUBLIC_URL);
    expect(donorOfLink(link.searchParams, NOW)?.email).toBe("ann@example.org");
    expect(outboxCounts().pending).toBe(0);
  },
  SLOW_MACHINE_MS,
);

test(
  "a receipt is written in the donor's language, and a gift not paid gets none",
  async () => {
    const spanish = seedGift({
      email: "eva@example.org",
      name: "Eva Ruiz",
      amountCents: 2500,
      language: "es",
      createdAt: NOW,
    });
    const failed = seedGift({ email: "tom@example.org", amountCents: 2500, status: "failed", createdAt: NOW });
    giftPaid(spanish);
    giftPaid(failed);
    await deliverAll(NOW);
    const mails = await received(catcher());
    expect(mails.map((mail) => mail.subject)).toEqual([`Recibo de su ofrenda a ${getContent().church.name}`]);
    expect(mails[0]!.text).toMatch(/¡Gracias, Eva Ruiz!/i);
    expect(mails[0]!.text).toContain("26 de noviembre de 2026");
    expect(mails[0]!.text).toContain("no proporcionó bienes ni servicios a cambio de esta ofrenda");
    expect(new URL(/https?:\/\/\S+\/give\/my-giving\?\S+/.exec(mails[0]!.text ?? "")![0]).pathname).toBe(
      "/es/give/my-giving",
    );
    expect(outboxCounts().failed).toBe(1);
  },
  SLOW_MACHINE_MS,
);

test(
  "a recurring gift's failed payment gets a kind e-mail with the way to update the card",
  async () => {
    const recurringId = seedRecurring({
      email: "ann@example.org",
      amountCents: 10000,
      createdAt: NOW - 90 * 86_400_000,
    });
    const giftId = seedGift({
      email: "ann@example.org",
      amountCents: 10000,
      frequency: "month",
      recurringId,
      status: "failed",
      createdAt: NOW,
    });
    enqueue(getDb(), {
      topic: GIVING_PAYMENT_FAILED_TOPIC,
      dedupeKey: `failed:${giftId}`,
      payload: { giftId },
      now: NOW,
    });
    await deliverAll(NOW);
    const [mail, ...more] = await received(catcher());
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`Your gift to ${getContent().church.name} did not go through`);
    expect(mail!.text).toContain("We could not take your recurring gift of $100.00 for General fund (every month).");
    expect(mail!.text).toContain("Update my card");
    const link = new URL(/https?:\/\/\S+\/give\/my-giving\?\S+/.exec(mail!.text ?? "")![0]);
    expect(donorOfLink(link.searchParams, NOW)?.email).toBe("ann@example.org");
  },
  SLOW_MACHINE_MS,
);
