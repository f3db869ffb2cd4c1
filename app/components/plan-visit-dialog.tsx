import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { useSearchParams } from "react-router";
import { focusableWithin, wrapTabFocus } from "~/hooks/focus-trap";
import { useHydrated } from "~/hooks/use-hydrated";
import { VISIT_ANSWERS, VISIT_FLAG } from "~/lib/visit-form";
import { PlanVisitForm, type PlanVisitFormProps } from "./plan-visit-form";

/** The in-page anchor every "Plan your visit" link points at. */
export const PLAN_VISIT_ANCHOR = "plan-visit";

export interface PlanVisitProps extends Pick<PlanVisitFormProps, "options" | "from"> {
  heading: string;
  intro: string;
}

/**
 * SPEC 2.21: "Plan your visit" links go to #plan-visit. Without JavaScript
 * that is a plain section holding the form. Once the page has hydrated, those
 * links open the same form in a modal dialog (native <dialog>: focus stays
 * inside, Escape closes, focus returns to the link), and the section keeps a
 * button that opens it.
 */
export function PlanVisit({ heading, intro, options, from }: PlanVisitProps) {
  const hydrated = useHydrated();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const headingId = useId();
  const dialogHeadingId = useId();
  const [searchParams] = useSearchParams();
  const status = searchParams.get(VISIT_FLAG.name);

  useEffect(() => {
    function openFromLink(event: MouseEvent) {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest(`a[href="#${PLAN_VISIT_ANCHOR}"]`) : null;
      if (!(link instanceof HTMLElement)) return;
      event.preventDefault();
      opener.current = link;
      dialogRef.current?.showModal();
    }
    document.addEventListener("click", openFromLink);
    return () => document.removeEventListener("click", openFromLink);
  }, []);

  function open(from: HTMLElement) {
    opener.current = from;
    dialogRef.current?.showModal();
  }

  // A modal <dialog> makes the page inert, but Tab can still leave for the
  // browser's own toolbar; wrap it so focus stays in the dialog.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    wrapTabFocus(event, focusableWithin([event.currentTarget]));
  }

  function restoreFocus() {
    opener.current?.focus();
    opener.current = null;
  }

  const form = <PlanVisitForm options={options} from={from} />;

  return (
    <section id={PLAN_VISIT_ANCHOR} className="plan-visit" aria-labelledby={headingId}>
      <div className="container plan-visit-inner">
        <h2 id={headingId}>{heading}</h2>
        {/* A plain post's answer (no JavaScript): /plan-visit sends the visitor back here once the plan is stored. */}
        {status === VISIT_FLAG.emailed || status === VISIT_FLAG.received ? (
          <p className="notice" role="status">
            {status === VISIT_FLAG.emailed ? VISIT_ANSWERS.receivedWithEmail : VISIT_ANSWERS.received}
          </p>
        ) : status ? (
          <p className="notice notice-error" role="alert">
            Sorry, we could not save your visit plan. Please check the form and try again.
          </p>
        ) : null}
        <p>{intro}</p>
        {hydrated ? (
          <button type="button" className="button button-gold" onClick={(event) => open(event.currentTarget)}>
            Open the plan-your-visit form
          </button>
        ) : (
          form
        )}
      </div>
      {hydrated ? (
        <dialog
          ref={dialogRef}
          className="plan-visit-dialog"
          aria-labelledby={dialogHeadingId}
          onClose={restoreFocus}
          onKeyDown={keepFocusInside}
        >
          <div className="plan-visit-dialog-header">
            <h2 id={dialogHeadingId}>{heading}</h2>
            <form method="dialog">
              <button type="submit" className="dialog-close" aria-label="Close">
                <span aria-hidden="true">×</span>
              </button>
            </form>
          </div>
          <p>{intro}</p>
          {form}
        </dialog>
      ) : null}
    </section>
  );
}
