import { Fragment, useId, type ReactNode } from "react";
import { Form } from "react-router";
import { TEXT_LIMIT } from "~/lib/sign-up-answer-limit";
import { useT } from "~/hooks/use-t";
import type { MessageKey } from "~/messages";
import type { SignUpPageData } from "~/types";
import { SignUpPeople } from "./sign-up-people";

/**
 * An event's sign-up form (issue 28), as the server renders it: a plain post
 * that works without JavaScript. One row per person up to the church's limit
 * (rows left empty are ignored; sign-up-people.tsx, which JavaScript turns
 * into one row and an "Add a person" button); the church's questions; the dates, each with
 * its places left once fewer than ten remain. A sent form with problems comes
 * back as typed, each problem beside its field. It wears the site's form
 * classes (app/styles/plan-visit.css): .field, .field-group for a fieldset
 * without the browser's frame, .field-row for a person's fields side by side
 * when there is room, .field-check for a yes or no.
 */
export function SignUpForm({
  page,
  values = {},
  errors = {},
  refusal,
}: {
  page: SignUpPageData;
  values?: Record<string, string>;
  errors?: Record<string, MessageKey>;
  /** A refusal of the whole sign-up (no field is wrong): said in the summary, in place of "check the form". */
  refusal?: { key: MessageKey; values: Record<string, string | number> };
}) {
  const { t } = useT();
  const id = useId();
  const { settings } = page;
  const fieldId = (name: string) => `${id}-${name}`;
  const control = (name: string) => ({
    id: fieldId(name),
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${fieldId(name)}-error` : undefined,
  });
  // An age outside its kind's range (issue 38) is said with the kind chosen and its ages.
  const ageRangeOf = (name: string): Record<string, string | number> => {
    const number = /^person-(\d+)-age$/.exec(name)?.[1];
    const type = settings.attendeeTypes.find((candidate) => candidate.id === values[`person-${number}-type`]);
    if (!number || !type) return {};
    return {
      type: type.name,
      ...(type.minAge === undefined ? {} : { min: type.minAge }),
      ...(type.maxAge === undefined ? {} : { max: type.maxAge }),
    };
  };
  const error = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`${fieldId(name)}-error`}>
        {t(errors[name], { limit: settings.perSignUpLimit, ...ageRangeOf(name) })}
      </p>
    ) : null;
  const label = (name: string, text: ReactNode, optional = false) => (
    <label htmlFor={fieldId(name)}>
      {text}
      {optional ? <span className="field-optional"> {t("signUps.form.optional")}</span> : null}
    </label>
  );
  const field = (name: string, text: ReactNode, input: ReactNode, optional = false) => (
    <div className="field">
      {label(name, text, optional)}
      {input}
      {error(name)}
    </div>
  );

  return (
    <Form method="post" className="sign-up-form" noValidate>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t("signUps.form.honeypot")}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {refusal || Object.keys(errors).length > 0 ? (
        <p className="form-error" role="alert">
          {refusal ? t(refusal.key, refusal.values) : t("signUps.form.problems")}
        </p>
      ) : null}
      {page.dates.length > 1 ? (
        field(
          "date",
          t("signUps.form.date"),
          <select {...control("date")}>
            {page.dates.map((date) => (
              <option key={date.value} value={date.value}>
                {date.label}
                {date.full ? ` — ${t("signUps.page.full")}` : ""}
                {!date.full && date.placesLeft !== null
                  ? ` — ${t("signUps.page.placesLeft", { count: date.placesLeft })}`
                  : ""}
              </option>
            ))}
          </select>,
        )
      ) : (
        <input type="hidden" name="date" value={page.dates[0]?.value ?? ""} />
      )}
      <fieldset className="field-group">
        <legend>{t("signUps.form.contact")}</legend>
        {field(
          "contactName",
          t("signUps.form.contactName"),
          <input type="text" autoComplete="name" required {...control("contactName")} />,
        )}
        {field(
          "email",
          t("signUps.form.email"),
          <input type="email" autoComplete="email" required {...control("email")} />,
        )}
      </fieldset>
      <SignUpPeople settings={settings} field={field} control={control} />
      {settings.questions.length > 0 ? (
        <fieldset className="field-group">
          <legend>{t("signUps.form.questions")}</legend>
          {settings.questions.map((question) => {
            const name = `q-${question.id}`;
            if (question.kind === "yes-no") {
              return (
                <fieldset
                  key={question.id}
                  className="field field-group"
                  aria-describedby={errors[name] ? `${fieldId(name)}-error` : undefined}
                >
                  <legend>
                    {question.label}
                    {question.required ? null : <span className="field-optional"> {t("signUps.form.optional")}</span>}
                  </legend>
                  {(["yes", "no"] as const).map((answer) => (
                    <div key={answer} className="field-check">
                      <input
                        id={fieldId(`${name}-${answer}`)}
                        type="radio"
                        name={name}
                        value={answer}
                        defaultChecked={values[name] === answer}
                      />
                      <label htmlFor={fieldId(`${name}-${answer}`)}>
                        {t(answer === "yes" ? "signUps.form.yes" : "signUps.form.no")}
                      </label>
                    </div>
                  ))}
                  {error(name)}
                </fieldset>
              );
            }
            const input =
              question.kind === "choice" ? (
                <select {...control(name)}>
                  <option value="">{t("signUps.form.choose")}</option>
                  {(question.options ?? []).map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </select>
              ) : (
                <>
                  <p className="field-hint" id={`${fieldId(name)}-hint`}>
                    {t("signUps.form.textHint", { limit: TEXT_LIMIT })}
                  </p>
                  <input
                    type="text"
                    maxLength={TEXT_LIMIT}
                    {...control(name)}
                    aria-describedby={[`${fieldId(name)}-hint`, errors[name] ? `${fieldId(name)}-error` : null]
                      .filter(Boolean)
                      .join(" ")}
                  />
                </>
              );
            return <Fragment key={question.id}>{field(name, question.label, input, !question.required)}</Fragment>;
          })}
        </fieldset>
      ) : null}
      {settings.attendeeTypes.some((type) => type.price) ? <p>{t("signUps.form.feeNote")}</p> : null}
      <button type="submit" className="button button-gold">
        {t("signUps.form.submit")}
      </button>
    </Form>
  );
}
