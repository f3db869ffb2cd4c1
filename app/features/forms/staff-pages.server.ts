import { data } from "react-router";
import type { ChurchContent } from "~/content/model";
import { recordAudit } from "~/features/auth/audit-log.server";
import type { Staff } from "~/features/auth/staff.server";
import { translator } from "~/i18n/translate";
import type { Language } from "~/i18n/languages";
import { countsByForm, findSubmission, type StatusCounts } from "./inbox.server";
import type { FormSubmission } from "./submission-store.server";
import { canReadForm, formsReadBy, isPrivateForm } from "./readers.server";
import { formsOf, type StaffForm } from "./staff-forms.server";

/**
 * What the staff pages of forms start with (issue 35): the forms this person
 * reads, and a form or a submission they may open. A form they may not read
 * is answered as one that does not exist (404): a private form is not even
 * seen to be there. Each view of a private form's submission, and each export
 * of a private form, is written to the activity log.
 */

export interface FormSummary {
  id: string;
  title: string;
  private: boolean;
  counts: StatusCounts;
}

export function formsOverview(staff: Pick<Staff, "person">, content: ChurchContent): FormSummary[] {
  const readable = formsReadBy(staff.person, formsOf(content));
  const counts = countsByForm(readable.map(({ id }) => id));
  return readable.map(({ id, form }) => ({ id, title: form.title, private: isPrivateForm(form), counts: counts[id]! }));
}

/** The form, or a 404 in the page's language for a form that is not there or not this person's to read. */
export function readableForm(
  staff: Pick<Staff, "person">,
  content: ChurchContent,
  formId: string,
  language: Language,
): StaffForm {
  const form = Object.hasOwn(formsOf(content), formId) ? formsOf(content)[formId] : undefined;
  if (!form || !canReadForm(staff.person, form))
    throw data({ message: translator(language).t("admin-forms.notFound") }, { status: 404 });
  return form;
}

/** One submission of a readable form; its view logged when the form is private. */
export function openSubmission(
  staff: Pick<Staff, "person">,
  form: StaffForm,
  ids: { formId: string; submissionId: string },
  context: { language: Language; now: number },
): FormSubmission {
  const submission = findSubmission(ids.formId, ids.submissionId);
  if (!submission)
    throw data({ message: translator(context.language).t("admin-forms.submission.notFound") }, { status: 404 });
  if (isPrivateForm(form))
    recordAudit({
      at: context.now,
      action: "form-submission-viewed",
      actor: { id: staff.person.id, email: staff.person.email },
      subject: `${ids.formId}/${ids.submissionId}`,
      detail: form.title,
    });
  return submission;
}

/** An export of a private form, in the activity log. */
export function recordExport(staff: Pick<Staff, "person">, form: StaffForm, formId: string, now: number): void {
  if (!isPrivateForm(form)) return;
  recordAudit({
    at: now,
    action: "form-exported",
    actor: { id: staff.person.id, email: staff.person.email },
    subject: formId,
    detail: form.title,
  });
}
