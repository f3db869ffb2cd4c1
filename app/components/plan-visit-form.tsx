import { useId } from "react";

export interface PlanVisitFormProps {
  /** The seasonal page the form is on (its path, e.g. "/easter"). */
  season: string;
  /** The services still to come, each with its date and year in `value` (e.g. "2027-03-28T09:00"). */
  serviceOptions: readonly { value: string; label: string }[];
}

/** What the form says when its answer could not arrive (the visitor is offline). */
export const PLAN_VISIT_UNSENT = "We could not send your visit plan. Please check your connection and try again.";

/**
 * The short plan-a-visit form: a plain post to /plan-visit, which answers a
 * page load with a redirect back to the page. <background-form>
 * (app/elements/background-form.ts) posts it in the background instead and
 * shows /plan-visit's answer in place.
 */
export function PlanVisitForm({ season, serviceOptions }: PlanVisitFormProps) {
  const id = useId();
  return (
    <background-form data-failed={PLAN_VISIT_UNSENT}>
      <form method="post" action="/plan-visit" className="plan-visit-form">
        <input type="hidden" name="season" value={season} />
        <div className="honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className="field">
          <label htmlFor={`${id}-name`}>Your name</label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" required maxLength={120} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>E-mail</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" required maxLength={254} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>
            Phone <span className="field-optional">(optional)</span>
          </label>
          <input id={`${id}-phone`} name="phone" type="tel" autoComplete="tel" maxLength={40} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-service`}>Which service?</label>
          <select id={`${id}-service`} name="service" required defaultValue="">
            <option value="" disabled>
              Choose a service
            </option>
            {serviceOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-childrenCount`}>
              Number of children <span className="field-optional">(optional)</span>
            </label>
            <input id={`${id}-childrenCount`} name="childrenCount" type="number" inputMode="numeric" min={0} max={20} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-childrenAges`}>
              Their ages <span className="field-optional">(optional)</span>
            </label>
            <input
              id={`${id}-childrenAges`}
              name="childrenAges"
              type="text"
              maxLength={120}
              placeholder="e.g. 4 and 9"
            />
          </div>
        </div>

        <button type="submit" className="button button-gold" data-busy-label="Sending…">
          Plan my visit
        </button>
      </form>
    </background-form>
  );
}
