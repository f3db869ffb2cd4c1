import { useId } from "react";
import { Link } from "react-router";
import { SignedForm } from "~/components/signed-form";
import { useT } from "~/hooks/use-t";
import type { HeldVisitView, VisitPlanView } from "~/lib/visit-form";

/**
 * A visit plan whose places are held until its address is confirmed (issue 28):
 * until when, the button that confirms it (a plain form post: the e-mailed
 * link alone confirms nothing), and a cancel that lets the places go. On the
 * page the "please confirm" e-mail leads to (routes/my-visit.tsx).
 */

export function HeldVisit({ view, problem }: { view: HeldVisitView; problem: string | null }) {
  const id = useId();
  const { t } = useT();
  return (
    <>
      <section aria-labelledby={`${id}-held`}>
        <h2 id={`${id}-held`}>{t("visit.manage.held.heading")}</h2>
        <p>
          {view.serviceName}, {view.serviceLabel}
          <br />
          {view.party}
        </p>
        <p>{t(view.lapsed ? "visit.manage.held.lapsed" : "visit.manage.held.text", { until: view.until })}</p>
        {problem ? (
          <p className="notice notice-error" role="alert">
            {problem}
          </p>
        ) : null}
        <SignedForm fields={visitFields(view, "confirm")} submit={t("visit.manage.held.submit")} primary />
        {problem ? (
          <p>
            <Link to="/visit">{t("visit.manage.planNew")}</Link>
          </p>
        ) : null}
      </section>
      <CancelVisit id={id} view={view} note={t("visit.manage.heldCancel")} />
    </>
  );
}

/** The hidden fields of a post about a visit from its signed page. */
export function visitFields(view: VisitPlanView, intent: "confirm" | "change" | "cancel") {
  return { visit: view.visit, sig: view.sig, intent };
}

/** The section that cancels a visit (held or planned); id: the page's useId, for the heading's. */
export function CancelVisit({ id, view, note }: { id: string; view: VisitPlanView; note?: string }) {
  const { t } = useT();
  return (
    <section aria-labelledby={`${id}-cancel`}>
      <h2 id={`${id}-cancel`}>{t("visit.manage.cancel.heading")}</h2>
      {note ? <p>{note}</p> : null}
      <SignedForm fields={visitFields(view, "cancel")} submit={t("visit.manage.cancel.submit")} />
    </section>
  );
}
