/**
 * SPEC 9: a sermon's date is its video's upload time plus a number of days:
 * the church's default (integrations.yaml `vimeo.dateOffsetDays`, 7 for the
 * demo), or a per-video correction (`vimeo.dateOffsets`, by video URI).
 */
export interface DateOffsets {
  dateOffsetDays: number;
  dateOffsets: Readonly<Record<string, number>>;
}

const DAY_MS = 86_400_000;

export function dateOffsetDays(uri: string, offsets: DateOffsets): number {
  return offsets.dateOffsets[uri] ?? offsets.dateOffsetDays;
}

/** The sermon's date: created_time shifted by its offset in days, in ms since the epoch. */
export function sermonDate(uri: string, createdTime: string, offsets: DateOffsets): number {
  return Date.parse(createdTime) + dateOffsetDays(uri, offsets) * DAY_MS;
}
