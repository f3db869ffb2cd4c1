import type { ChurchContent, FormDefinition } from "~/content/model";
import { retentionDaysOf } from "~/content/schema/forms";

/**
 * What the staff side reads of a form definition (forms/<id>.yaml, issue 35):
 * its title, fields, readers and days. Loaded content has every default filled
 * in (reminderDays 3; retentionDays 365, a prayer form's 90).
 */
export type StaffForm = Pick<FormDefinition, "title" | "fields" | "private" | "reminderDays" | "retentionDays">;
export type StaffFormField = FormDefinition["fields"][number];

/**
 * Submissions of a form no longer in the content folder: kept as long as the longer default (a
 * form's 365 days, not a prayer form's 90), since what the removed form promised is no longer known.
 */
export const REMOVED_FORM_RETENTION_DAYS = retentionDaysOf({});

/** The church's forms, by id. */
export function formsOf(content: ChurchContent): Readonly<Record<string, FormDefinition>> {
  return content.forms;
}
