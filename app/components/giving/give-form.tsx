import { useId } from "react";
import { Form } from "react-router";
import { useT } from "~/hooks/use-t";
import { FREQUENCIES, type GiveErrors, type GiveField, type GiveValues } from "~/lib/give-form";

/** "Add {fee} so the church receives {amount}", written out. */
export type FeeExample = { fee: string; amount: string };

export interface GiveFormData {
  funds: { id: string; name: string; description?: string; default: boolean }[];
  /** Preset amounts, in cents, with their words ("$50"). */
  presets: { cents: number; label: string }[];
  minimum: string;
  maximum: string;
  fee: { percent: number; fixed: string };
  /**
   * The fee in money before paying (issue 38): for the amount the form was posted with (after a first post,
   * or back from Checkout), else for each preset, as the page cannot know without a script which one is chosen.
   */
  feeNote: { exact: FeeExample | null; presets: FeeExample[] };
  today: string;
  /** "test": a test key (no real money); "demo": the built-in imitation; null: live. */
  mode: "test" | "demo" | null;
  values: GiveValues;
  errors: GiveErrors;
  returned: boolean;
  unavailable: boolean;
}

/**
 * The giving form (issue 30), as the server renders it: a plain post to
 * /give that answers with a redirect to Stripe's Checkout, or with this form
 * again as typed, each problem beside its field. No script needed.
 */
export function GiveForm({ data }: { data: GiveFormData }) {
  const { t } = useT();
  const id = useId();
  const { values, errors } = data;
  const fieldId = (name: GiveField) => `${id}-${name}`;
  const errorOf = (name: GiveField) => {
    const problem = errors[name];
    return problem ? (
      <p className="field-error" id={`${fieldId(name)}-error`}>
        {t(problem.key, problem.values)}
      </p>
    ) : null;
  };
  const aria = (name: GiveField, hint = false) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby":
      [errors[name] ? `${fieldId(name)}-error` : null, hint ? `${fieldId(name)}-hint` : null]
        .filter(Boolean)
        .join(" ") || undefined,
  });
  const chosenAmount = values.amount ?? (values.otherAmount ? "other" : String(data.presets[1]?.cents ?? ""));
  const chosenFund = values.fund ?? data.funds.find((fund) => fund.default)?.id ?? data.funds[0]?.id;
  const chosenFrequency = values.frequency ?? "once";
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <section className="give" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t("giving.form.heading")}</h2>
      <p>{t("giving.form.intro")}</p>
      {data.mode ? (
        <p className="give-notice" role="note">
          {t(data.mode === "demo" ? "giving.form.demoMode" : "giving.form.testMode")}
        </p>
      ) : null}
      {data.returned ? <p className="give-notice">{t("giving.returned")}</p> : null}
      {data.unavailable ? (
        <p className="field-error" role="alert">
          {t("giving.error.unavailable")}
        </p>
      ) : null}
      {hasErrors ? (
        <p className="field-error" role="alert">
          {t("giving.error.summary")}
        </p>
      ) : null}
      <Form method="post" action="/give" className="give-form" noValidate>
        <fieldset {...aria("amount")}>
          <legend>{t("giving.amount.legend")}</legend>
          <div className="give-presets">
            {data.presets.map((preset) => (
              <label key={preset.cents} className="give-preset">
                <input
                  type="radio"
                  name="amount"
                  value={String(preset.cents / 100)}
                  defaultChecked={chosenAmount === String(preset.cents / 100) || chosenAmount === String(preset.cents)}
                />
                <span>{preset.label}</span>
              </label>
            ))}
            <label className="give-preset">
              <input type="radio" name="amount" value="other" defaultChecked={chosenAmount === "other"} />
              <span>{t("giving.amount.other")}</span>
            </label>
          </div>
          {errorOf("amount")}
          <label htmlFor={fieldId("otherAmount")}>{t("giving.amount.other")}</label>
          <input
            id={fieldId("otherAmount")}
            name="otherAmount"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values.otherAmount ?? ""}
            {...aria("otherAmount", true)}
          />
          <p className="field-hint" id={`${fieldId("otherAmount")}-hint`}>
            {t("giving.amount.otherHint", { minimum: data.minimum, maximum: data.maximum })}
          </p>
          {errorOf("otherAmount")}
        </fieldset>

        <label htmlFor={fieldId("fund")}>{t("giving.fund.label")}</label>
        <select id={fieldId("fund")} name="fund" defaultValue={chosenFund} {...aria("fund")}>
          {data.funds.map((fund) => (
            <option key={fund.id} value={fund.id}>
              {fund.name}
            </option>
          ))}
        </select>
        {errorOf("fund")}

        <fieldset {...aria("frequency")}>
          <legend>{t("giving.frequency.legend")}</legend>
          {FREQUENCIES.map((frequency) => (
            <label key={frequency} className="give-choice">
              <input type="radio" name="frequency" value={frequency} defaultChecked={chosenFrequency === frequency} />
              <span>{t(`giving.frequency.${frequency}`)}</span>
            </label>
          ))}
          {errorOf("frequency")}
        </fieldset>

        <label htmlFor={fieldId("startDate")}>{t("giving.startDate.label")}</label>
        <input
          id={fieldId("startDate")}
          name="startDate"
          type="date"
          min={data.today}
          defaultValue={values.startDate ?? data.today}
          {...aria("startDate", true)}
        />
        <p className="field-hint" id={`${fieldId("startDate")}-hint`}>
          {t("giving.startDate.hint")}
        </p>
        {errorOf("startDate")}

        <label className="give-choice">
          <input
            type="checkbox"
            name="coverFee"
            value="1"
            defaultChecked={Boolean(values.coverFee)}
            aria-describedby={`${fieldId("coverFee")}-hint`}
          />
          <span>{t("giving.coverFee.labelAny", { percent: data.fee.percent, fixed: data.fee.fixed })}</span>
        </label>
        <p className="field-hint" id={`${fieldId("coverFee")}-hint`}>
          {data.feeNote.exact
            ? t("giving.coverFee.exact", data.feeNote.exact)
            : t("giving.coverFee.presets", {
                list: data.feeNote.presets
                  .map((example) => t("giving.coverFee.preset", example))
                  .join(t("giving.coverFee.separator")),
              })}
        </p>

        <label htmlFor={fieldId("name")}>{t("giving.name.label")}</label>
        <input
          id={fieldId("name")}
          name="name"
          type="text"
          autoComplete="name"
          defaultValue={values.name ?? ""}
          {...aria("name")}
        />
        {errorOf("name")}

        <label htmlFor={fieldId("email")}>{t("giving.email.label")}</label>
        <input
          id={fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email ?? ""}
          {...aria("email", true)}
        />
        <p className="field-hint" id={`${fieldId("email")}-hint`}>
          {t("giving.email.hint")}
        </p>
        {errorOf("email")}

        <label htmlFor={fieldId("note")}>{t("giving.note.label")}</label>
        <textarea
          id={fieldId("note")}
          name="note"
          rows={2}
          maxLength={400}
          defaultValue={values.note ?? ""}
          {...aria("note", true)}
        />
        <p className="field-hint" id={`${fieldId("note")}-hint`}>
          {t("giving.note.hint")}
        </p>
        {errorOf("note")}

        <button type="submit" className="button button-primary">
          {t("giving.submit")}
        </button>
        <p className="field-hint">{t("giving.submitHint")}</p>
      </Form>
    </section>
  );
}
