/**
 * When a registered event happens, written for an e-mail or a page in the
 * reader's language and always in the church's zone, whatever the server's
 * (decision 003): Intl's own date words and its range formatting
 * ("Saturday, December 5, 2026, 9:00 AM – 12:00 PM", "sábado, 5 de diciembre de 2026, 9:00 a.m. – 12:00 p.m.").
 */
export function whenLabel(
  occasion: { start: number; end: number | null; allDay: boolean },
  timeZone: string,
  tag: string,
): string {
  const format = new Intl.DateTimeFormat(tag, {
    timeZone,
    dateStyle: "full",
    ...(occasion.allDay ? {} : { timeStyle: "short" }),
  });
  if (occasion.end === null || occasion.end <= occasion.start) return format.format(occasion.start);
  // An all-day event's end is the day after its last day.
  const end = occasion.allDay ? occasion.end - 1 : occasion.end;
  return format.formatRange(occasion.start, end);
}

/** A moment alone ("Thursday, December 3, 2026, 5:00 PM"): when an offer lapses, when a message was sent. */
export function momentLabel(instant: number, timeZone: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { timeZone, dateStyle: "full", timeStyle: "short" }).format(instant);
}
