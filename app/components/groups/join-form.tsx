import { useId } from "react";
import { Form } from "react-router";
import { EmailField, Honeypot, TextField } from "~/components/form-fields";
import { useT } from "~/hooks/use-t";
import type { MessageKey } from "~/messages";

export type JoinFieldName = "name" | "email" | "note";
export type JoinProblems = Partial<Record<JoinFieldName, "name" | "nameLong" | "email" | "note">>;

/** The Ask to join form: a plain post to /groups/join (no script needed), each problem beside its field. */
export function JoinForm({
  groupId,
  values = {},
  problems = {},
}: {
  groupId: string;
  values?: Partial<Record<JoinFieldName, string>>;
  problems?: JoinProblems;
}) {
  const { t } = useT();
  const id = useId();
  const any = Object.keys(problems).length > 0;
  const described = (name: JoinFieldName, hint = false) =>
    [problems[name] ? `${id}-${name}-error` : "", hint ? `${id}-${name}-hint` : ""].filter(Boolean).join(" ") ||
    undefined;
  const message = (name: JoinFieldName) =>
    problems[name] ? t(`groups.join.error.${problems[name]}` as MessageKey) : null;
  const error = (name: JoinFieldName) =>
    problems[name] ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {message(name)}
      </p>
    ) : null;
  return (
    <Form method="post" action={`/groups/join?group=${encodeURIComponent(groupId)}`} className="join-form">
      <input type="hidden" name="group" value={groupId} />
      <Honeypot id={id} label={t("groups.join.honeypot")} />
      {any ? (
        <p className="form-error" role="alert">
          {t("groups.join.problem")}
        </p>
      ) : null}
      <TextField
        id={id}
        name="name"
        autoComplete="name"
        maxLength={120}
        label={t("groups.join.name")}
        value={values.name}
        error={message("name")}
      />
      <EmailField id={id} label={t("groups.join.email")} value={values.email} error={message("email")} />
      <div className="field">
        <label htmlFor={`${id}-note`}>{t("groups.join.note")}</label>
        <p className="field-hint" id={`${id}-note-hint`}>
          {t("groups.join.noteHint")}
        </p>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={4}
          maxLength={1000}
          defaultValue={values.note}
          aria-invalid={problems.note ? true : undefined}
          aria-describedby={described("note", true)}
        />
        {error("note")}
      </div>
      <button type="submit" className="button button-gold">
        {t("groups.join.send")}
      </button>
    </Form>
  );
}
