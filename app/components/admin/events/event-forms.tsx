import { useT } from "~/hooks/use-t";
import { FieldError, TextField } from "../text-field";
import { typedIn, type FormProblem } from "../form-problem";

/** Add one of the church's own events (name and times), or copy one under a new name (issue 28). */
export function EventForms({
  events,
  timeZone,
  addError,
  copyError,
}: {
  events: readonly { file: string; name: string; unpublished: boolean }[];
  timeZone: string;
  addError: FormProblem | null;
  copyError: FormProblem | null;
}) {
  const { t } = useT();
  const published = events.filter((event) => !event.unpublished);
  const fromError = typedIn(copyError, "from").error;
  return (
    <section aria-labelledby="add-event-heading">
      <h2 id="add-event-heading">{t("adminEvents.add.heading")}</h2>
      <form method="post" className="card" aria-labelledby="add-event-heading" noValidate>
        <input type="hidden" name="intent" value="new" />
        <TextField
          id="add-event-name"
          label={t("adminEvents.add.name")}
          hint={t("adminEvents.add.nameHint")}
          wide
          {...typedIn(addError, "name")}
        />
        <TextField
          id="add-event-start"
          type="datetime-local"
          label={t("adminEvents.add.start")}
          hint={t("adminEvents.add.timesHint", { zone: timeZone })}
          {...typedIn(addError, "start")}
        />
        <TextField
          id="add-event-end"
          type="datetime-local"
          label={t("adminEvents.add.end")}
          {...typedIn(addError, "end")}
        />
        <button type="submit" className="button">
          {t("adminEvents.add.submit")}
        </button>
      </form>

      {published.length > 0 ? (
        <>
          <h2 id="copy-event-heading">{t("adminEvents.copy.heading")}</h2>
          <form method="post" className="card" aria-labelledby="copy-event-heading" noValidate>
            <input type="hidden" name="intent" value="duplicate" />
            <p className="field__hint">{t("adminEvents.copy.hint")}</p>
            <div className="field">
              <label htmlFor="copy-event-from">{t("adminEvents.copy.from")}</label>
              <select
                id="copy-event-from"
                name="from"
                defaultValue={copyError?.values.from}
                aria-invalid={fromError ? true : undefined}
                aria-describedby={fromError ? "copy-event-from-error" : undefined}
              >
                {published.map((event) => (
                  <option key={event.file} value={event.file}>
                    {event.name}
                  </option>
                ))}
              </select>
              <FieldError id="copy-event-from-error" message={fromError} />
            </div>
            <TextField
              id="copy-event-name"
              label={t("adminEvents.copy.name")}
              hint={t("adminEvents.copy.nameHint")}
              wide
              {...typedIn(copyError, "name")}
            />
            <button type="submit" className="button">
              {t("adminEvents.copy.submit")}
            </button>
          </form>
        </>
      ) : null}
    </section>
  );
}
