import { useId, type ReactNode } from "react";
import { useHref } from "react-router";
import { Honeypot } from "~/components/form-fields";
import { useT } from "~/hooks/use-t";
import { VISIT_LIMITS, type ServiceOption, type VisitField } from "~/lib/visit-form";

export interface PlanVisitFormProps {
  /** The services to offer, each with its date and year (app/features/visits/plan-options.server.ts). */
  options: readonly ServiceOption[];
  /** The page the form is on: its services, and where the visitor returns. */
  from: string;
  /** A sent form shown again (without JavaScript) with what was typed and what is wrong. */
  values?: Partial<Record<VisitField, string>>;
  errors?: Partial<Record<VisitField, string>>;
  message?: string;
}

/** Who is coming and how to reach them: three text fields alike but for these. */
const CONTACT_FIELDS = [
  { name: "name", type: "text", autoComplete: "name", maxLength: 120, required: true },
  { name: "email", type: "email", autoComplete: "email", maxLength: 254, required: true },
  { name: "phone", type: "tel", autoComplete: "tel", maxLength: 40, required: undefined },
] as const;

/**
 * The plan-a-visit form (issue 19), as the server renders it. Without
 * JavaScript it is a plain post to /plan-visit, which answers with the page
 * it came from (planned) or with this form again, as typed, each problem
 * beside its field. <background-form> (app/elements/background-form.ts)
 * sends it to /plan-visit.json instead and shows the answer in place;
 * <children-ages> (app/elements/children-ages.ts) turns the children's ages
 * into one field per child with "Add a child" and "Remove".
 */
export function PlanVisitForm({ options, from, values = {}, errors = {}, message }: PlanVisitFormProps) {
  const id = useId();
  const { t } = useT();
  // The page's language's addresses (`/es/plan-visit` on a Spanish page): the answer, and the plan's e-mails, are in it.
  const [action, backgroundAction] = [useHref("/plan-visit"), useHref("/plan-visit.json")];
  const fieldId = (name: VisitField) => `${id}-${name}`;
  const describedBy = (name: VisitField, hint?: boolean) =>
    [errors[name] ? `${fieldId(name)}-error` : null, hint ? `${fieldId(name)}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  const control = (name: VisitField, hint = false) => ({
    id: fieldId(name),
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name, hint),
  });
  // data-answer: the script clears these when it shows the next answer.
  const error = (name: VisitField) =>
    errors[name] ? (
      <p className="field-error" id={`${fieldId(name)}-error`} data-answer="">
        {errors[name]}
      </p>
    ) : null;
  const label = (name: VisitField, text: ReactNode, optional = false) => (
    <label htmlFor={fieldId(name)}>
      {text}
      {optional ? <span className="field-optional">{t("visit.form.optional")}</span> : null}
    </label>
  );
  const chosen = values.service ?? "";

  return (
    // What the form says when its answer could not arrive (the visitor is offline); the children's words for <children-ages>.
    <background-form data-failed={t("visit.form.unsent")}>
      <form method="post" action={action} data-background-action={backgroundAction} className="plan-visit-form">
        <input type="hidden" name="from" value={from} />
        <Honeypot id={id} label={t("visit.form.honeypot")} />
        {message ? (
          <p className="form-error" role="alert" data-answer="">
            {message}
          </p>
        ) : null}

        {CONTACT_FIELDS.map((field) => (
          <div className="field" key={field.name}>
            {label(field.name, t(`visit.form.${field.name}`), !field.required)}
            <input
              {...control(field.name)}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              maxLength={field.maxLength}
              defaultValue={values[field.name]}
            />
            {error(field.name)}
          </div>
        ))}
        <div className="field-row">
          <div className="field">
            {label("adults", t("visit.form.adults"))}
            <input
              {...control("adults")}
              type="number"
              inputMode="numeric"
              min={0}
              max={VISIT_LIMITS.adults}
              required
              defaultValue={values.adults ?? "1"}
            />
            {error("adults")}
          </div>
          <children-ages
            className="field"
            data-legend={t("visit.form.children")}
            data-optional={t("visit.form.optional")}
            data-add={t("visit.form.addChild")}
            data-age={t("visit.form.childAge", { number: "#" })}
            data-remove={t("visit.form.removeChild", { number: "#" })}
          >
            {label("childrenAges", t("visit.form.childrenAges"), true)}
            <p className="field-hint" id={`${fieldId("childrenAges")}-hint`}>
              {t("visit.form.childrenHint", { max: VISIT_LIMITS.childAge })}
            </p>
            <input
              {...control("childrenAges", true)}
              type="text"
              inputMode="numeric"
              maxLength={200}
              defaultValue={values.childrenAges}
            />
            {error("childrenAges")}
          </children-ages>
        </div>
        <div className="field">
          {label("service", t("visit.form.service"))}
          <select {...control("service")} required defaultValue={chosen}>
            <option value="" disabled>
              {t("visit.form.chooseService")}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.full && option.value !== chosen}>
                {option.full ? t("visit.form.full", { label: option.label }) : option.label}
              </option>
            ))}
          </select>
          {error("service")}
        </div>
        <div className="field field-check">
          <input
            {...control("noReminder")}
            type="checkbox"
            value="on"
            defaultChecked={values.noReminder !== undefined && values.noReminder !== ""}
          />
          {label("noReminder", t("visit.form.noReminder"))}
        </div>
        <button type="submit" className="button button-gold" data-busy-label={t("visit.form.sending")}>
          {t("visit.form.submit")}
        </button>
      </form>
    </background-form>
  );
}
