import { churchWallClock } from "~/lib/church-time";

/**
 * How the donor's pages, e-mails, statements and the treasurer's page write
 * money and dates: an amount is an integer number of cents with its currency
 * (STYLE 13) until it is written, in the reader's language; a gift's date is
 * its day in the church's zone (docs/decisions/003), whatever the server's.
 */

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 5000, "usd", "en-US" → "$50.00"; "es-US" → "50.00 US$" as Intl writes it. */
export function formatMoney(cents: number, currency: string, tag: string): string {
  const key = `${tag} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: "currency", currency: currency.toUpperCase() });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The church-zone date of an instant, written in the reader's language ("November 26, 2026", "26 de noviembre de 2026"). */
export function formatGiftDate(instant: number, tag: string, timeZone: string): string {
  const key = `${tag} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone });
    dateFormats.set(key, format);
  }
  return format.format(instant);
}

/** A month of the treasurer's totals, "2026-11", written "November 2026" in the reader's language. */
export function formatMonth(monthKey: string, tag: string): string {
  const [year, month] = monthKey.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1, 15),
  );
}

/** The instants a church-zone calendar year runs between: [January 1 00:00, next January 1 00:00). */
export function churchYearBounds(year: number, timeZone: string): { from: number; to: number } {
  return {
    from: churchWallClock(year, 0, 1, 0, 0, timeZone).getTime(),
    to: churchWallClock(year + 1, 0, 1, 0, 0, timeZone).getTime(),
  };
}

/** What a gift brought the church: the gift and the fee the donor chose to cover, less what was refunded. */
export function netCents(gift: { amountCents: number; feeCents: number; refundedCents: number }): number {
  return Math.max(0, gift.amountCents + gift.feeCents - gift.refundedCents);
}

/** A church-calendar day ("2026-12-01"), written as a date in the reader's language. */
export function formatCalendarDay(day: string, tag: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return formatGiftDate(Date.UTC(year, month - 1, date, 12), tag, "UTC");
}
