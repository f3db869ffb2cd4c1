import { useT } from "~/hooks/use-t";
import { TextAreaField, TextField } from "../text-field";

/** "Write to everyone registered": whom (every date or one), a subject and the message. */
export function MessageForm({
  dates,
  messageId,
  problems,
  values,
  emailOn,
}: {
  dates: { occurrence: string; when: string }[];
  /** A fresh id per form: a post sent twice queues each e-mail once. */
  messageId: string;
  problems: { subject?: string; body?: string };
  values: { subject?: string; body?: string; date?: string };
  emailOn: boolean;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="write-heading">
      <h2 id="write-heading">{t("adminSignUps.message.heading")}</h2>
      <p className="field__hint">{emailOn ? t("adminSignUps.message.hint") : t("adminSignUps.message.noEmail")}</p>
      <form method="post" className="card" aria-labelledby="write-heading">
        <input type="hidden" name="intent" value="write" />
        <input type="hidden" name="messageId" value={messageId} />
        <div className="field">
          <label htmlFor="write-date">{t("adminSignUps.message.who")}</label>
          <select id="write-date" name="date" defaultValue={values.date ?? ""}>
            <option value="">{t("adminSignUps.message.everyDate")}</option>
            {dates.map((date) => (
              <option key={date.occurrence} value={date.occurrence}>
                {date.when}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="write-subject"
          name="subject"
          label={t("adminSignUps.message.subject")}
          wide
          defaultValue={values.subject}
          error={problems.subject}
        />
        <TextAreaField
          id="write-body"
          name="body"
          label={t("adminSignUps.message.body")}
          rows={8}
          defaultValue={values.body}
          error={problems.body}
          alert={false}
        />
        <button type="submit" className="button" disabled={!emailOn}>
          {t("adminSignUps.message.send")}
        </button>
      </form>
    </section>
  );
}
