import { data } from "react-router";
import type { ChurchContent } from "~/content/model";
import { recordAudit } from "~/features/auth/audit-log.server";
import type { Staff } from "~/features/auth/staff.server";
import { translator } from "~/i18n/translate";
import type { Language } from "~/i18n/languages";
import {
  countsByForm,
  findSubmission,
  listSubmissions,
  type InboxPage,
  type InboxQuery,
  type StatusCounts,
} from "./inbox.server";
import type { FormSubmission } from "./submission-store.server";
import { canReadForm, formsReadBy, isPrivateForm, type FormReaders } from "./readers.server";
import { formsOf, type StaffForm } from "./staff-forms.server";

/**
 * What the staff pages of forms start with (issue 35): the forms this person
 * reads, and a form or a submission they may open. A form they may not read
 * is answered as one that does not exist (404): a private form is not even
 * seen to be there. Each view of a private form's submission, each list that
 * shows its submissions (the inbox, a prayer list, the wall's approvals) and
 * each export of a private form is written to the activity log.
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

/** One page of a readable form's inbox; for a private form, what it showed is in the activity log. */
export function inboxFor(staff: Pick<Staff, "person">, form: StaffForm, query: InboxQuery, now: number): InboxPage {
  const found = listSubmissions(query);
  recordListView(staff, form, {
    action: "form-list-viewed",
    formId: query.formId,
    ids: found.submissions.map(({ id }) => id),
    now,
    searched: (query.search ?? "").trim() !== "",
  });
  return found;
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

/** The lists that show a private form's submissions to staff, each its own entry in the activity log. */
export type PrivateListAction = "form-list-viewed" | "prayer-list-viewed" | "prayer-wall-reviewed";

/**
 * A list of a private form's submissions shown to a staff member, in the
 * activity log: which form, how many and which submissions (their ids, as in
 * the submission page's address), and whether it was a search. The search's
 * words are not kept: they may be a requester's name or illness, and the log
 * outlives the submissions (docs/forms.md, "Who saw what").
 */
export function recordListView(
  staff: Pick<Staff, "person">,
  form: FormReaders & { title: string },
  view: { action: PrivateListAction; formId: string; ids: readonly string[]; now: number; searched?: boolean },
): void {
  if (!isPrivateForm(form)) return;
  const shown = `${view.ids.length} shown${view.searched ? " (a search)" : ""}`;
  recordAudit({
    at: view.now,
    action: view.action,
    actor: { id: staff.person.id, email: staff.person.email },
    subject: view.formId,
    detail: `${form.title}: ${shown}${view.ids.length > 0 ? `: ${view.ids.join(", ")}` : ""}`,
  });
}
