/** What Intl itself writes in es-US for `instant` in `timeZone`, on the 12-hour clock: the text the site's Spanish dates are held to. */
export function intlEsUs(instant: number, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat("es-US", { timeZone, hourCycle: "h12", ...options }).format(instant);
}

/** A date in full with its time ("domingo, 29 de noviembre de 2026, 12:30 p.m."). */
export const LONG_DATE_AT_TIME: Intl.DateTimeFormatOptions = {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
