import { useId } from "react";
import { useSearchParams } from "react-router";
import { PAST_SERVICE_MESSAGE } from "~/lib/seasonal";
import { PlanVisitForm, type PlanVisitFormProps } from "./plan-visit-form";

/** The in-page anchor every "Plan your visit" link points at. */
export const PLAN_VISIT_ANCHOR = "plan-visit";

export interface PlanVisitProps extends PlanVisitFormProps {
  heading: string;
  intro: string;
}

/**
 * SPEC 2.21: "Plan your visit" links go to #plan-visit. As the server sends it
 * (and without JavaScript) that is a plain section holding the form.
 * <plan-visit> (app/elements/plan-visit.ts) then moves the same form into the
 * modal dialog waiting in the <template> (native <dialog>: focus stays inside,
 * Escape closes, focus returns to the link), opens it from those links, and
 * leaves the section a button that opens it.
 */
export function PlanVisit({ heading, intro, season, serviceOptions }: PlanVisitProps) {
  const headingId = useId();
  const dialogHeadingId = useId();
  const [searchParams] = useSearchParams();
  const status = searchParams.get("visit");

  return (
    <plan-visit>
      <section id={PLAN_VISIT_ANCHOR} className="plan-visit" aria-labelledby={headingId}>
        <div className="container plan-visit-inner">
          <h2 id={headingId}>{heading}</h2>
          {status === "received" ? (
            <p className="notice" role="status">
              Thank you! We have your visit plan and will e-mail you the details before Sunday.
            </p>
          ) : status === "past" ? (
            <p className="notice notice-error" role="alert">
              {PAST_SERVICE_MESSAGE} Nothing was saved.
            </p>
          ) : status ? (
            <p className="notice notice-error" role="alert">
              Sorry, we could not save your visit plan. Please check the form and try again.
            </p>
          ) : null}
          <p>{intro}</p>
          <PlanVisitForm season={season} serviceOptions={serviceOptions} />
        </div>
        <template>
          <button type="button" className="button button-gold">
            Open the plan-your-visit form
          </button>
          <dialog className="plan-visit-dialog" aria-labelledby={dialogHeadingId}>
            <div className="plan-visit-dialog-header">
              <h2 id={dialogHeadingId}>{heading}</h2>
              <form method="dialog">
                <button type="submit" className="dialog-close" aria-label="Close">
                  <span aria-hidden="true">×</span>
                </button>
              </form>
            </div>
            <p>{intro}</p>
          </dialog>
        </template>
      </section>
    </plan-visit>
  );
}
