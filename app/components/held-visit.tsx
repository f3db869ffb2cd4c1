import { useId } from "react";
import { Link } from "react-router";
import { useT } from "~/hooks/use-t";

/**
 * A visit plan whose places are held until its address is confirmed (issue 28):
 * until when, the button that confirms it (a plain form post: the e-mailed
 * link alone confirms nothing), and a cancel that lets the places go. On the
 * page the "please confirm" e-mail leads to (routes/my-visit.tsx).
 */

export interface HeldVisitView {
  visit: string;
  sig: string;
  name: string;
  serviceName: string;
  serviceLabel: string;
  party: string;
  /** "11:36 AM", church zone. */
  until: string;
  lapsed: boolean;
}

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
        <form method="post">
          <input type="hidden" name="visit" value={view.visit} />
          <input type="hidden" name="sig" value={view.sig} />
          <input type="hidden" name="intent" value="confirm" />
          <button type="submit" className="button button-gold">
            {t("visit.manage.held.submit")}
          </button>
        </form>
        {problem ? (
          <p>
            <Link to="/visit">{t("visit.manage.planNew")}</Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby={`${id}-cancel`}>
        <h2 id={`${id}-cancel`}>{t("visit.manage.cancel.heading")}</h2>
        <p>{t("visit.manage.heldCancel")}</p>
        <form method="post">
          <input type="hidden" name="visit" value={view.visit} />
          <input type="hidden" name="sig" value={view.sig} />
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className="button button-outline">
            {t("visit.manage.cancel.submit")}
          </button>
        </form>
      </section>
    </>
  );
}
