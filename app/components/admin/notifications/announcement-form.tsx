import { useT } from "~/hooks/use-t";
import { FieldError, TextField } from "../text-field";

export interface FormLanguage {
  code: string;
  name: string;
}

/** What the form's last post found wrong (one field), and what was typed in every field. */
export interface AnnouncementAnswer {
  problem: { field: string; message: string } | null;
  values: Record<string, string>;
}

/**
 * An announcement to phones (issue 44): a title and a line in each of the church's languages, the page
 * it opens, who gets it and when. "Preview" draws it as a phone would show it (the same post, without
 * sending); "Send" sends it or schedules it. Works without JavaScript.
 */
export function AnnouncementForm({
  languages,
  counts,
  limits,
  hours,
  answer,
}: {
  languages: FormLanguage[];
  counts: { news: number; live: number };
  limits: { title: number; body: number };
  hours: { from: string; until: string; zone: string };
  answer: AnnouncementAnswer | null;
}) {
  const { t } = useT();
  const typed = (name: string) => ({
    name,
    defaultValue: answer?.values[name],
    error: answer?.problem?.field === name ? answer.problem.message : undefined,
  });
  const choice = (name: string, value: string, fallback: string) => (answer?.values[name] ?? fallback) === value;
  const topicError = answer?.problem?.field === "topic" ? answer.problem.message : undefined;
  return (
    <form method="post" className="card" noValidate aria-labelledby="announcement-heading">
      {languages.map((language) => (
        <fieldset key={language.code} className="field">
          <legend>{t("adminNotifications.form.language", { language: language.name })}</legend>
          <TextField
            id={`title-${language.code}`}
            label={t("adminNotifications.form.noticeTitle")}
            hint={t("adminNotifications.form.noticeTitleHint", { max: limits.title })}
            wide
            {...typed(`title-${language.code}`)}
          />
          <TextField
            id={`body-${language.code}`}
            label={t("adminNotifications.form.body")}
            hint={t("adminNotifications.form.bodyHint", { max: limits.body })}
            wide
            {...typed(`body-${language.code}`)}
          />
        </fieldset>
      ))}
      <TextField
        id="path"
        label={t("adminNotifications.form.path")}
        hint={t("adminNotifications.form.pathHint")}
        wide
        {...typed("path")}
      />
      <fieldset className="field" aria-describedby={topicError ? "topic-error" : undefined}>
        <legend>{t("adminNotifications.form.topic")}</legend>
        {(["news", "live"] as const).map((topic) => (
          <label className="choice" key={topic}>
            <input type="radio" name="topic" value={topic} defaultChecked={choice("topic", topic, "news")} />
            <span>{t(`adminNotifications.form.topic.${topic}`, { count: counts[topic] })}</span>
          </label>
        ))}
        <FieldError id="topic-error" message={topicError} />
      </fieldset>
      <fieldset className="field">
        <legend>{t("adminNotifications.form.when")}</legend>
        <label className="choice">
          <input type="radio" name="when" value="now" defaultChecked={choice("when", "now", "now")} />
          <span>{t("adminNotifications.form.when.now", { until: hours.until })}</span>
        </label>
        <label className="choice">
          <input type="radio" name="when" value="later" defaultChecked={choice("when", "later", "now")} />
          <span>{t("adminNotifications.form.when.later")}</span>
        </label>
      </fieldset>
      <TextField
        id="at"
        type="datetime-local"
        label={t("adminNotifications.form.at")}
        hint={t("adminNotifications.form.atHint", hours)}
        {...typed("at")}
      />
      <div className="announcement-actions">
        <button type="submit" name="intent" value="preview" className="button button--quiet">
          {t("adminNotifications.form.preview")}
        </button>
        <button type="submit" name="intent" value="send" className="button">
          {t("adminNotifications.form.send")}
        </button>
      </div>
    </form>
  );
}
