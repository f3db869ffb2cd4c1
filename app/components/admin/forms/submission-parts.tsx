import { useT } from "~/hooks/use-t";
import { FieldError, TextAreaField } from "../text-field";

/**
 * The forms of one submission's page (issue 35): its status, who has it, and
 * its internal notes. Each is a plain post to the page (no JavaScript needed),
 * with its problem beside its field.
 */

const STATUSES = ["new", "assigned", "done"] as const;

export function FormSubmissionStatus({
  status,
  error,
}: {
  status: (typeof STATUSES)[number];
  error: string | undefined;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="state-heading">
      <h2 id="state-heading">{t("admin-forms.state.heading")}</h2>
      <form method="post" className="card" aria-labelledby="state-heading">
        <input type="hidden" name="intent" value="status" />
        <div className="field">
          <label htmlFor="state-status">{t("admin-forms.state.label")}</label>
          <select
            id="state-status"
            name="status"
            defaultValue={status}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "state-status-error" : undefined}
          >
            {STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin-forms.status.${value}`)}
              </option>
            ))}
          </select>
          <FieldError id="state-status-error" message={error} alert={false} />
        </div>
        <button type="submit" className="button">
          {t("admin-forms.state.save")}
        </button>
      </form>
    </section>
  );
}

export function FormSubmissionAssign({
  assignee,
  readers,
  reminderDays,
  error,
}: {
  assignee: { id: string; name: string; since: string } | null;
  readers: { id: string; label: string }[];
  /** The form's reminderDays when e-mail goes out, else null (no e-mail, no reminder promised). */
  reminderDays: number | null;
  error: string | undefined;
}) {
  const { t } = useT();
  const describedBy = ["assign-hint", error ? "assign-person-error" : ""].join(" ").trim();
  return (
    <section aria-labelledby="assign-heading">
      <h2 id="assign-heading">{t("admin-forms.assign.heading")}</h2>
      <p>
        {assignee
          ? t("admin-forms.assign.current", { name: assignee.name, when: assignee.since })
          : t("admin-forms.assign.nobody")}
      </p>
      <form method="post" className="card" aria-labelledby="assign-heading">
        <input type="hidden" name="intent" value="assign" />
        <div className="field">
          <label htmlFor="assign-person">{t("admin-forms.assign.label")}</label>
          <p className="field__hint" id="assign-hint">
            {t("admin-forms.assign.hint", { reminder: reminderDays === null ? "no" : "yes", days: reminderDays ?? 0 })}
          </p>
          <select
            id="assign-person"
            name="assignee"
            defaultValue={assignee?.id ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          >
            <option value="">{t("admin-forms.assign.choose")}</option>
            {readers.map((reader) => (
              <option key={reader.id} value={reader.id}>
                {reader.label}
              </option>
            ))}
          </select>
          <FieldError id="assign-person-error" message={error} alert={false} />
        </div>
        <button type="submit" className="button">
          {t("admin-forms.assign.submit")}
        </button>
      </form>
    </section>
  );
}

export function FormSubmissionNotes({
  notes,
  max,
  error,
  value,
}: {
  notes: { id: number; author: string; when: string; body: string }[];
  max: number;
  error: string | undefined;
  value: string | undefined;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading">{t("admin-forms.notes.heading")}</h2>
      {notes.length === 0 ? (
        <p>{t("admin-forms.notes.none")}</p>
      ) : (
        <ol className="notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="muted">{t("admin-forms.notes.by", { author: note.author, when: note.when })}</p>
              <p style={{ whiteSpace: "pre-wrap" }}>{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <form method="post" className="card" aria-labelledby="notes-heading">
        <input type="hidden" name="intent" value="note" />
        <TextAreaField
          id="note"
          name="note"
          label={t("admin-forms.notes.label")}
          hint={t("admin-forms.notes.hint")}
          rows={4}
          maxLength={max}
          defaultValue={value}
          error={error}
          alert={false}
        />
        <button type="submit" className="button">
          {t("admin-forms.notes.submit")}
        </button>
      </form>
    </section>
  );
}
