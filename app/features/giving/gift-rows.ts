/** The gifts' rows as SQLite holds them and as the site reads them (gifts.server.ts). */

export type Frequency = "once" | "week" | "2weeks" | "month";
export type GiftStatus = "pending" | "paid" | "failed" | "refunded" | "partially_refunded";
export type RecurringStatus = "pending" | "active" | "past_due" | "cancelled";

/** What a gift and a recurring gift both are: a donor's amount to a fund, and the fee they covered. */
export interface Given {
  id: string;
  donorEmail: string;
  donorName: string;
  fundId: string;
  amountCents: number;
  feeCents: number;
}

export interface Gift extends Given {
  currency: string;
  frequency: Frequency;
  recurringId: string | null;
  note: string | null;
  status: GiftStatus;
  refundedCents: number;
  stripeSessionId: string | null;
  stripeCustomerId: string | null;
  stripePaymentIntentId: string | null;
  stripeInvoiceId: string | null;
  stripeChargeId: string | null;
  liveMode: boolean;
  language: string;
  createdAt: number;
  paidAt: number | null;
}

export interface RecurringGift extends Given {
  frequency: Exclude<Frequency, "once">;
  startDate: string;
  status: RecurringStatus;
  stripeSubscriptionId: string | null;
  stripeCustomerId: string | null;
  language: string;
  createdAt: number;
  updatedAt: number;
}

/** A record's SQLite column name: the field's name in snake case (donorEmail → donor_email). */
type Column<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Column<Tail>}`
  : Name;

/** A record as its table holds it: the same fields under their column names, a boolean as 0 or 1. */
type RowOf<Record> = {
  [Field in keyof Record as Column<Field & string>]: Record[Field] extends boolean ? number : Record[Field];
};

export type GiftRow = RowOf<Gift>;
export type RecurringRow = RowOf<RecurringGift>;

/** The record of a row: each column under its field's name (donor_email → donorEmail), `booleans` from 0 or 1. */
function fromRow<Record>(row: object, booleans: readonly string[] = []): Record {
  return Object.fromEntries(
    Object.entries(row).map(([column, value]) => {
      const field = column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
      return [field, booleans.includes(field) ? value === 1 : value];
    }),
  ) as Record;
}

export const toGift = (row: GiftRow): Gift => fromRow<Gift>(row, ["liveMode"]);
export const toRecurring = (row: RecurringRow): RecurringGift => fromRow<RecurringGift>(row);
