import type Stripe from "stripe";
import { FREQUENCIES } from "~/lib/give-form";
import type { RecurringFacts } from "./gift-records.server";

/**
 * A gift's facts read back from Stripe's objects: our own ids and amounts
 * from the metadata the site put on the session and its subscription
 * (start-gift.server.ts), the donor from what Stripe knows when it is not there.
 */

export const id = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);
const cents = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/** The gift's facts from our metadata (and what Stripe knows of the donor). */
export function factsOf(
  metadata: Stripe.Metadata,
  fallback: { email: string; name: string; totalCents: number; created: number; live: boolean; currency: string },
) {
  const frequency = FREQUENCIES.find((candidate) => candidate === metadata.frequency) ?? "once";
  const amountCents = cents(metadata.amount_cents) || fallback.totalCents;
  return {
    donorEmail: metadata.email || fallback.email,
    donorName: metadata.donor_name || fallback.name,
    fundId: metadata.fund ?? "general",
    amountCents,
    feeCents: cents(metadata.fee_cents),
    currency: fallback.currency,
    frequency,
    note: metadata.note || null,
    language: metadata.language || "en",
    liveMode: fallback.live,
    createdAt: fallback.created * 1000,
  };
}

export function recurringFacts(
  metadata: Stripe.Metadata,
  recurringId: string,
  fallback: Parameters<typeof factsOf>[1],
): RecurringFacts {
  const facts = factsOf(metadata, fallback);
  return {
    id: recurringId,
    donorEmail: facts.donorEmail,
    donorName: facts.donorName,
    fundId: facts.fundId,
    amountCents: facts.amountCents,
    feeCents: facts.feeCents,
    frequency: facts.frequency === "once" ? "month" : facts.frequency,
    startDate: metadata.start_date ?? new Date(facts.createdAt).toISOString().slice(0, 10),
    language: facts.language,
    createdAt: facts.createdAt,
  };
}

export function sessionFallback(session: Stripe.Checkout.Session) {
  return {
    email: session.customer_details?.email ?? session.customer_email ?? "",
    name: session.customer_details?.name ?? "",
    totalCents: session.amount_total ?? 0,
    created: session.created,
    live: session.livemode,
    currency: session.currency ?? "usd",
  };
}

export function invoiceFallback(invoice: Stripe.Invoice) {
  return {
    email: invoice.customer_email ?? "",
    name: invoice.customer_name ?? "",
    totalCents: invoice.amount_paid || invoice.amount_due,
    created: invoice.created,
    live: invoice.livemode,
    currency: invoice.currency,
  };
}
