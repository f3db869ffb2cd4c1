import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { staffDates } from "~/components/admin/staff-dates";
import { staffTitle } from "~/components/admin/staff-title";
import { Notice } from "~/components/admin/staff-shell";
import {
  FormSubmissionStatus,
  FormSubmissionAssign,
  FormSubmissionNotes,
} from "~/components/admin/forms/submission-parts";
import { getPerson } from "~/features/auth/people.server";
import { requireStaff } from "~/features/auth/staff.server";
import { labelledAnswers } from "~/features/forms/answer-text";
import { findSubmission, isSubmissionStatus, notesOf } from "~/features/forms/inbox.server";
import { readersOfForm } from "~/features/forms/readers.server";
import { openSubmission, readableForm } from "~/features/forms/staff-pages.server";
import { addNote, assign, NOTE_MAX, setStatus, type ActionOutcome } from "~/features/forms/submission-actions.server";
import { linkedMailOn } from "~/features/mail/mail.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { readProtectedForm } from "~/server/protection.server";
import type { Route } from "./+types/form-submission";

/**
 * One submission (issue 35): its answers with their labels, its status (new,
 * assigned, done), who has it (assigning e-mails them its link), and the
 * internal notes. Every action is a plain form post answered by a redirect,
 * so it works without JavaScript, and records its instant (touched_at, what
 * the reminder keys on). A private form's submission: each view is in the
 * activity log (staff-pages.server.ts).
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.heading ?? "") }];

const DONE = ["status", "assigned", "assigned-mailed", "note"] as const;

export function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now);
  const language = context.language ?? defaultLanguage(context.content);
  const { t } = translator(language, context.content.church.locale.country);
  const form = readableForm(staff, context.content, params.formId, language);
  const ids = { formId: params.formId, submissionId: params.submissionId };
  const submission = openSubmission(staff, form, ids, { language, now: context.now });
  const { moment } = staffDates(context.content.church.locale);
  const assignee = submission.assignee ? getPerson(submission.assignee) : undefined;
  const done = new URL(request.url).searchParams.get("done");
  return {
    formId: params.formId,
    formTitle: form.title,
    heading: submission.name
      ? t("admin-forms.submission.title", { name: submission.name })
      : t("admin-forms.submission.untitled"),
    received: moment(Date.parse(submission.receivedAt)),
    language: submission.language,
    touched: submission.touchedAt ? moment(Date.parse(submission.touchedAt)) : null,
    answers: labelledAnswers(form.fields, submission.answers, t),
    status: submission.status,
    assignee: assignee
      ? {
          id: assignee.id,
          name: assignee.name || assignee.email,
          since: submission.assignedAt ? moment(Date.parse(submission.assignedAt)) : "",
        }
      : null,
    readers: readersOfForm(form).map((person) => ({
      id: person.id,
      label: person.name ? `${person.name} (${person.email})` : person.email,
    })),
    reminderDays: linkedMailOn() ? form.reminderDays : null,
    notes: notesOf(submission.id).map((note) => ({
      id: note.id,
      author: note.author,
      when: moment(Date.parse(note.at)),
      body: note.body,
    })),
    noteMax: NOTE_MAX,
    done: (DONE as readonly string[]).includes(done ?? "") ? (done as (typeof DONE)[number]) : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now);
  const language = context.language ?? defaultLanguage(context.content);
  const form = readableForm(staff, context.content, params.formId, language);
  const submission = findSubmission(params.formId, params.submissionId);
  if (!submission) throw data({ message: translator(language).t("admin-forms.submission.notFound") }, { status: 404 });
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) return data({ problems: {}, values: { note: "" } }, { status: submitted.refusal.status });
  const posted = submitted.form;
  const actionContext = {
    content: context.content,
    formId: params.formId,
    form,
    submission,
    actor: staff.person,
    now: context.now,
  };
  const intent = posted.get("intent");
  let outcome: ActionOutcome;
  let done: (typeof DONE)[number];
  if (intent === "status") {
    const status = posted.get("status");
    outcome = isSubmissionStatus(status)
      ? setStatus(status, actionContext)
      : { ok: false, field: "status", problem: "missing" };
    done = "status";
  } else if (intent === "assign") {
    outcome = assign(String(posted.get("assignee") ?? ""), actionContext);
    done = outcome.ok && outcome.mailed ? "assigned-mailed" : "assigned";
  } else {
    outcome = addNote(posted.get("note"), actionContext);
    done = "note";
  }
  const here = `/admin/forms/${encodeURIComponent(params.formId)}/${encodeURIComponent(params.submissionId)}`;
  if (outcome.ok) return redirect(`${here}?done=${done}`, { status: 303 });
  const { t } = translator(language);
  const message =
    outcome.problem === "assignFirst"
      ? t("admin-forms.state.assignFirst")
      : outcome.problem === "notReader"
        ? t("admin-forms.assign.notReader")
        : outcome.problem === "tooLong"
          ? t("admin-forms.notes.tooLong", { max: NOTE_MAX })
          : outcome.field === "note"
            ? t("admin-forms.notes.missing")
            : t("admin-forms.state.assignFirst");
  return data(
    { problems: { [outcome.field]: message }, values: { note: String(posted.get("note") ?? "") } },
    { status: 400 },
  );
}

export default function FormSubmission() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const problems: { status?: string; assignee?: string; note?: string } = answer?.problems ?? {};
  const { t } = useT();
  const doneMessage =
    page.done === "status"
      ? t("admin-forms.state.saved")
      : page.done === "note"
        ? t("admin-forms.notes.added")
        : page.done && page.assignee
          ? t("admin-forms.assign.done", {
              name: page.assignee.name,
              mailed: page.done === "assigned-mailed" ? "yes" : "no",
            })
          : null;
  return (
    <>
      <p>
        <Link to={`/admin/forms/${encodeURIComponent(page.formId)}`}>
          {t("admin-forms.submission.back", { form: page.formTitle })}
        </Link>
      </p>
      <h1>{page.heading}</h1>
      {doneMessage && !answer ? <Notice tone="success">{doneMessage}</Notice> : null}
      <p>
        {t("admin-forms.submission.received", { when: page.received, language: page.language })}
        {page.touched ? ` ${t("admin-forms.submission.touched", { when: page.touched })}` : null}
      </p>
      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading">{t("admin-forms.submission.answers")}</h2>
        <dl className="answers">
          {page.answers.map((item) => (
            <div key={item.id}>
              <dt>{item.label}</dt>
              <dd style={{ whiteSpace: "pre-wrap" }}>{item.text || t("admin-forms.submission.noAnswer")}</dd>
            </div>
          ))}
        </dl>
      </section>
      <FormSubmissionStatus status={page.status} error={problems.status} />
      <FormSubmissionAssign
        assignee={page.assignee}
        readers={page.readers}
        reminderDays={page.reminderDays}
        error={problems.assignee}
      />
      <FormSubmissionNotes notes={page.notes} max={page.noteMax} error={problems.note} value={answer?.values?.note} />
    </>
  );
}
