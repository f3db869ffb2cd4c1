import type { StripeGiving } from "~/content/schema";
import { churchDayKey } from "~/lib/church-time";
import { coveredFee } from "~/lib/giving-fee";
import {
  dollarsToCents,
  formatMoney,
  FREQUENCIES,
  GIVE_FIELDS,
  NOTE_MAX,
  parseDollars,
  type GiveErrors,
  type GiveFrequency,
  type GiveValues,
} from "~/lib/give-form";
import { normaliseEmail } from "~/server/email-address.server";

/**
 * The giving form, checked against the church's giving.yaml (issue 30):
 * an amount within its minimum and maximum, one of its funds, a frequency,
 * a start date from today (the church's calendar) to a year on, a name and
 * an e-mail address. Bad input names each field's problem and creates
 * nothing, here or at Stripe.
 */

export interface GiftRequest {
  amountCents: number;
  /** The covered card fee, added on top (0 when not covered). */
  feeCents: number;
  fundId: string;
  frequency: GiveFrequency;
  /** yyyy-MM-dd on the church's calendar: today for a one-time gift. */
  startDate: string;
  note: string | null;
  name: string;
  email: string;
}

export type ParsedGift = { ok: true; gift: GiftRequest } | { ok: false; errors: GiveErrors; values: GiveValues };

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** The form's fields as typed (strings only, each bounded), for checking and for filling the form again. */
export function formValues(form: FormData | URLSearchParams): GiveValues {
  const values: GiveValues = {};
  for (const field of GIVE_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, field === "note" ? NOTE_MAX + 200 : 320);
  }
  return values;
}

export function parseGiftForm(
  values: GiveValues,
  giving: StripeGiving,
  context: { now: number; timeZone: string; tag: string },
): ParsedGift {
  const errors: GiveErrors = {};
  const money = (cents: number) => formatMoney(cents, giving.currency, context.tag);
  const minimum = dollarsToCents(giving.minimum);
  const maximum = dollarsToCents(giving.maximum);

  const typed = values.otherAmount?.trim() ? values.otherAmount : values.amount === "other" ? "" : values.amount;
  const amountField = values.otherAmount?.trim() || values.amount === "other" ? "otherAmount" : "amount";
  let amountCents = 0;
  if (!typed?.trim()) errors[amountField] = { key: "giving.error.amount" };
  else {
    const cents = parseDollars(typed);
    if (cents === null) errors[amountField] = { key: "giving.error.amountFormat" };
    else if (cents < minimum)
      errors[amountField] = { key: "giving.error.amountTooSmall", values: { minimum: money(minimum) } };
    else if (cents > maximum)
      errors[amountField] = { key: "giving.error.amountTooLarge", values: { maximum: money(maximum) } };
    else amountCents = cents;
  }

  const fund = giving.funds.find((candidate) => candidate.id === values.fund);
  if (!fund) errors.fund = { key: "giving.error.fund" };

  const frequency = FREQUENCIES.find((candidate) => candidate === (values.frequency || "once"));
  if (!frequency) errors.frequency = { key: "giving.error.frequency" };

  const today = churchDayKey(context.now, context.timeZone);
  let startDate = today;
  if (frequency && frequency !== "once") {
    const date = values.startDate?.trim() || today;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T12:00:00Z`))) {
      errors.startDate = { key: "giving.error.startDate" };
    } else if (date < today) errors.startDate = { key: "giving.error.startDatePast" };
    else if (date > churchDayKey(context.now + YEAR_MS, context.timeZone)) {
      errors.startDate = { key: "giving.error.startDateFar" };
    } else startDate = date;
  }

  const note = values.note?.trim() ?? "";
  if (note.length > NOTE_MAX) errors.note = { key: "giving.error.note" };

  const name = values.name?.trim() ?? "";
  if (!name || name.length > 120) errors.name = { key: "giving.error.name" };

  const email = normaliseEmail(values.email);
  if (!email.ok) errors.email = { key: "giving.error.email" };

  if (Object.keys(errors).length > 0 || !fund || !frequency || !email.ok) return { ok: false, errors, values };
  const fee = { percent: giving.fees.percent, fixedCents: dollarsToCents(giving.fees.fixed) };
  return {
    ok: true,
    gift: {
      amountCents,
      feeCents: values.coverFee ? coveredFee(amountCents, fee) : 0,
      fundId: fund.id,
      frequency,
      startDate,
      note: note || null,
      name,
      email: email.address,
    },
  };
}
