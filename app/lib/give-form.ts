import type { MessageKey } from "~/messages";
import type { MessageValues } from "~/i18n/translate";

/**
 * The giving form's contract (issue 30), shared by the server that checks it
 * (app/features/giving/give-form.server.ts) and the page that renders it:
 * field names, frequencies, and how amounts are read and written.
 */

export const GIVE_FIELDS = [
  "amount",
  "otherAmount",
  "fund",
  "frequency",
  "startDate",
  "coverFee",
  "note",
  "name",
  "email",
] as const;
export type GiveField = (typeof GIVE_FIELDS)[number];

export const FREQUENCIES = ["once", "week", "2weeks", "month"] as const;
export type GiveFrequency = (typeof FREQUENCIES)[number];

export const NOTE_MAX = 300;

/** A field's problem, as a catalogue key and its values, written in the page's language by the page. */
export interface FieldProblem {
  key: MessageKey;
  values?: MessageValues;
}
export type GiveErrors = Partial<Record<GiveField, FieldProblem>>;

/** What the form was sent with (or is filled with again): strings as typed. */
export type GiveValues = Partial<Record<GiveField, string>>;

/**
 * Dollars as a donor types them ("50", "12.5", "$1,000.00") in whole cents,
 * or null when it is no amount. At most two decimals.
 */
export function parseDollars(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$/, "")
    .replace(/,(?=\d{3}(?:\D|$))/g, "")
    .trim();
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Dollars from a content file's number (25, 0.3) in whole cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** "$50" or "$12.50" (no cents when whole), in the page's language. */
export function formatMoney(cents: number, currency: string, tag: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(tag, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
