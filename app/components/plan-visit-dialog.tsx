import { useId } from "react";
import { useSearchParams } from "react-router";
import { useT } from "~/hooks/use-t";
import { visitAnswers, VISIT_FLAG } from "~/lib/visit-form";
import { PlanVisitForm, type PlanVisitFormProps } from "./plan-visit-form";

/** The in-page anchor every "Plan your visit" link points at. */
export const PLAN_VISIT_ANCHOR = "plan-visit";

export interface PlanVisitProps extends Pick<PlanVisitFormProps, "options" | "from"> {
  heading: string;
  intro: string;
  /** The heading's and intro's language when not the page's (an untranslated page: issue 36); the form keeps the page's. */
  textLang?: string;
}

/**
 * SPEC 2.21, issue 19: "Plan your visit" links go to #plan-visit (on /visit and the seasonal pages). As the server sends it
 * (and without JavaScript) that is a plain section holding the form.
 * <plan-visit> (app/elements/plan-visit.ts) then moves the same form into the
 * modal dialog waiting in the <template> (native <dialog>: focus stays inside,
 * Escape closes, focus returns to the link), opens it from those links, and
 * leaves the section a button that opens it.
 */
export function PlanVisit({ heading, intro, options, from, textLang }: PlanVisitProps) {
  const headingId = useId();
  const dialogHeadingId = useId();
  const [searchParams] = useSearchParams();
  const status = searchParams.get(VISIT_FLAG.name);
  const { t } = useT();
  const VISIT_ANSWERS = visitAnswers(t);

  return (
    <plan-visit>
      <section id={PLAN_VISIT_ANCHOR} className="plan-visit" aria-labelledby={headingId}>
        <div className="container plan-visit-inner">
          <h2 id={headingId} lang={textLang}>
            {heading}
          </h2>
          {/* A plain post's answer (no JavaScript): /plan-visit sends the visitor back here once the plan is stored. */}
          {status === VISIT_FLAG.emailed || status === VISIT_FLAG.received || status === VISIT_FLAG.held ? (
            <p className="notice" role="status">
              {status === VISIT_FLAG.held
                ? VISIT_ANSWERS.held
                : status === VISIT_FLAG.emailed
                  ? VISIT_ANSWERS.receivedWithEmail
                  : VISIT_ANSWERS.received}
            </p>
          ) : status ? (
            <p className="notice notice-error" role="alert">
              {t("visit.dialog.notSaved")}
            </p>
          ) : null}
          <p lang={textLang}>{intro}</p>
          <PlanVisitForm options={options} from={from} />
        </div>
        <template>
          <button type="button" className="button button-gold">
            {t("visit.dialog.open")}
          </button>
          <dialog className="plan-visit-dialog" aria-labelledby={dialogHeadingId}>
            <div className="plan-visit-dialog-header">
              <h2 id={dialogHeadingId} lang={textLang}>
                {heading}
              </h2>
              <form method="dialog">
                <button type="submit" className="dialog-close" aria-label={t("visit.dialog.close")}>
                  <span aria-hidden="true">×</span>
                </button>
              </form>
            </div>
            <p lang={textLang}>{intro}</p>
          </dialog>
        </template>
      </section>
    </plan-visit>
  );
}
