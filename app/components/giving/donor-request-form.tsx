import { useId } from "react";
import { Form, Link } from "react-router";
import { EmailField } from "~/components/form-fields";
import { useT } from "~/hooks/use-t";

/**
 * The form of "Manage my giving" and of the year-end statement: the address
 * the donor gives with (and for a statement, the year). It posts to its own
 * page without JavaScript; the answer is a redirect that thanks the donor the
 * same way whether or not we know the address.
 */

export interface DonorRequestFormProps {
  kind: "manage" | "statement";
  years?: number[];
  /** The year chosen at first: last year's until tax day, then this year's. */
  likelyYear?: number;
  sent: boolean;
  noMail: boolean;
  values?: { email?: string; year?: string };
  errors?: { email?: "missing" | "invalid"; year?: "invalid" };
}

export function DonorRequestForm({
  kind,
  years = [],
  likelyYear,
  sent,
  noMail,
  values = {},
  errors = {},
}: DonorRequestFormProps) {
  const { t } = useT();
  const id = useId();
  const emailError = errors.email
    ? t(errors.email === "missing" ? "givingDonor.request.email.missing" : "givingDonor.request.email.invalid")
    : null;
  return (
    <>
      {sent ? (
        <p className="notice" role="status">
          {t("givingDonor.request.sent")}
        </p>
      ) : null}
      {noMail ? (
        <p className="notice notice-error" role="alert">
          {t("givingDonor.request.noMail")}
        </p>
      ) : null}
      <Form method="post" className="donor-request-form" noValidate>
        <EmailField
          id={id}
          label={t("givingDonor.request.email.label")}
          value={values.email ?? ""}
          error={emailError}
        />
        {kind === "statement" ? (
          <div className="field">
            <label htmlFor={`${id}-year`}>{t("givingDonor.request.year.label")}</label>
            <select
              id={`${id}-year`}
              name="year"
              defaultValue={values.year ?? String(likelyYear ?? years[0] ?? "")}
              aria-invalid={errors.year ? true : undefined}
              aria-describedby={errors.year ? `${id}-year-error` : undefined}
            >
              {years.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
            {errors.year ? (
              <p className="field-error" id={`${id}-year-error`}>
                {t("givingDonor.request.year.invalid")}
              </p>
            ) : null}
          </div>
        ) : null}
        <button type="submit" className="button button-gold">
          {t(kind === "manage" ? "givingDonor.request.manage.submit" : "givingDonor.request.statement.submit")}
        </button>
      </Form>
      <p className="donor-request-other">
        {kind === "manage" ? (
          <>
            {t("givingDonor.request.other.statement")}{" "}
            <Link to="/give/statement">{t("givingDonor.request.statement.title")}</Link>
          </>
        ) : (
          <>
            {t("givingDonor.request.other.manage")}{" "}
            <Link to="/give/manage">{t("givingDonor.request.manage.title")}</Link>
          </>
        )}
      </p>
    </>
  );
}
