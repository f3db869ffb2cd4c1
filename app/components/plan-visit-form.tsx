import { useId } from "react";
import { useFetcher } from "react-router";

/** What /plan-visit answers a fetcher with (agreed with the visitor-data issue). */
export interface PlanVisitResult {
  ok: boolean;
  message: string;
  fieldErrors?: Partial<Record<string, string>>;
}

export interface PlanVisitFormProps {
  /** The seasonal page the form is on (its path, e.g. "/easter"). */
  season: string;
  /** The services still to come, each with its date and year in `value` (e.g. "2027-03-28T09:00"). */
  serviceOptions: readonly { value: string; label: string }[];
}

/**
 * The short plan-a-visit form. It is a fetcher form: with JavaScript it posts
 * in the background and shows the answer here; without, it is a plain post
 * that the server answers with a redirect back to the page.
 */
export function PlanVisitForm({ season, serviceOptions }: PlanVisitFormProps) {
  const fetcher = useFetcher<PlanVisitResult>();
  const id = useId();
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const errors = result?.ok ? {} : (result?.fieldErrors ?? {});
  const busy = fetcher.state !== "idle";

  if (result?.ok) {
    return (
      <p className="notice plan-visit-message" role="status">
        {result.message}
      </p>
    );
  }

  const field = (name: string) => {
    const errorId = `${id}-${name}-error`;
    return {
      id: `${id}-${name}`,
      name,
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": errors[name] ? errorId : undefined,
    };
  };
  const error = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <fetcher.Form method="post" action="/plan-visit" className="plan-visit-form" noValidate={false}>
      <input type="hidden" name="season" value={season} />
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Leave this field empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="field">
        <label htmlFor={`${id}-name`}>Your name</label>
        <input {...field("name")} type="text" autoComplete="name" required maxLength={120} />
        {error("name")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>E-mail</label>
        <input {...field("email")} type="email" autoComplete="email" required maxLength={254} />
        {error("email")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>
          Phone <span className="field-optional">(optional)</span>
        </label>
        <input {...field("phone")} type="tel" autoComplete="tel" maxLength={40} />
        {error("phone")}
      </div>
      <div className="field">
        <label htmlFor={`${id}-service`}>Which service?</label>
        <select {...field("service")} required defaultValue="">
          <option value="" disabled>
            Choose a service
          </option>
          {serviceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error("service")}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-childrenCount`}>
            Number of children <span className="field-optional">(optional)</span>
          </label>
          <input {...field("childrenCount")} type="number" inputMode="numeric" min={0} max={20} />
          {error("childrenCount")}
        </div>
        <div className="field">
          <label htmlFor={`${id}-childrenAges`}>
            Their ages <span className="field-optional">(optional)</span>
          </label>
          <input {...field("childrenAges")} type="text" maxLength={120} placeholder="e.g. 4 and 9" />
          {error("childrenAges")}
        </div>
      </div>

      {result && !result.ok ? (
        <p className="form-error" role="alert">
          {result.message}
        </p>
      ) : null}
      <button type="submit" className="button button-gold" disabled={busy}>
        {busy ? "Sending…" : "Plan my visit"}
      </button>
    </fetcher.Form>
  );
}
