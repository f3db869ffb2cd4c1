import { stringify } from "csv-stringify/sync";
import { formatChurchTime } from "~/lib/church-time";
import type { Translate } from "~/i18n/translate";
import { listPeople } from "~/features/auth/people.server";
import { answerText } from "./answer-text";
import { everySubmissionOf } from "./inbox.server";
import type { StaffForm } from "./staff-forms.server";

/**
 * A form's submissions as CSV (issue 35), newest first: when it came (the
 * church's clock, with the year), its status and assignee, the name and
 * e-mail, the language, then one column per field, headed by its label.
 * Nothing a visitor typed can run as a formula in a spreadsheet: a cell that
 * starts with = + - @, a tab or a carriage return is prefixed with '
 * (csv-stringify's escape_formulas, as the giving, visits and roster exports).
 */
export function formCsv(form: StaffForm, formId: string, context: { timeZone: string; t: Translate }): string {
  const { t, timeZone } = context;
  const assignees = new Map(listPeople().map((person) => [person.id, person.email]));
  const header = [
    t("admin-forms.csv.received"),
    t("admin-forms.csv.status"),
    t("admin-forms.csv.assignee"),
    t("admin-forms.csv.name"),
    t("admin-forms.csv.email"),
    t("admin-forms.csv.language"),
    ...form.fields.map((field) => field.label),
  ];
  const rows: string[][] = [];
  for (const submission of everySubmissionOf(formId)) {
    rows.push([
      formatChurchTime(Date.parse(submission.receivedAt), "yyyy-MM-dd HH:mm", timeZone),
      t(`admin-forms.status.${submission.status}`),
      submission.assignee ? (assignees.get(submission.assignee) ?? "") : "",
      submission.name ?? "",
      submission.email ?? "",
      submission.language,
      ...form.fields.map((field) => answerText(field, submission.answers[field.id], t)),
    ]);
  }
  return stringify([header, ...rows], { record_delimiter: "windows", escape_formulas: true });
}

/** "prayer-submissions-2026-11-27.csv": the form and the church's day of the export. */
export function formCsvFileName(formId: string, now: number, timeZone: string): string {
  return `${formId}-submissions-${formatChurchTime(now, "yyyy-MM-dd", timeZone)}.csv`;
}
