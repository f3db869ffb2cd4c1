import type { ChurchContent } from "~/content/model";
import type { FormReaders } from "./readers.server";

/**
 * What the staff side reads of a form definition (forms/<id>.yaml, issue 35)
 * and the days it defaults: an assigned submission reminds its assignee after
 * 3 untouched days; submissions are kept 365 days, a prayer form's 90.
 */
export interface StaffFormField {
  id: string;
  type: string;
  label: string;
  options?: readonly { value: string; label: string }[] | undefined;
}

export interface StaffForm extends FormReaders {
  title: string;
  fields: readonly StaffFormField[];
  reminderDays?: number | undefined;
  retentionDays?: number | undefined;
  prayer?: unknown;
}

export const DEFAULT_REMINDER_DAYS = 3;
export const DEFAULT_RETENTION_DAYS = 365;
export const PRAYER_RETENTION_DAYS = 90;
/**
 * Submissions of a form no longer in the content folder: kept as long as the longest default (a
 * form's 365 days, not a prayer form's 90), since what the removed form said is no longer known.
 */
export const REMOVED_FORM_RETENTION_DAYS = Math.max(DEFAULT_RETENTION_DAYS, PRAYER_RETENTION_DAYS);

/** The church's forms, by id. */
export function formsOf(content: ChurchContent): Readonly<Record<string, StaffForm>> {
  return (content as ChurchContent & { forms?: Record<string, StaffForm> }).forms ?? {};
}

export function reminderDaysOf(form: StaffForm): number {
  return form.reminderDays ?? DEFAULT_REMINDER_DAYS;
}

export function retentionDaysOf(form: StaffForm): number {
  return form.retentionDays ?? (form.prayer ? PRAYER_RETENTION_DAYS : DEFAULT_RETENTION_DAYS);
}
