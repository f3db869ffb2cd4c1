import { Link } from "react-router";
import { useT } from "~/hooks/use-t";

/** A donor's link that no longer opens anything (forged, expired, replaced or forgotten): the way to a new one. */
export function DonorLinkClosed({ days }: { days: number }) {
  const { t } = useT();
  return (
    <section aria-labelledby="donor-link-closed">
      <h2 id="donor-link-closed">{t("givingDonor.mine.closed.heading")}</h2>
      <p>{t("givingDonor.mine.closed.text", { days })}</p>
      <p>
        <Link className="button button-gold" to="/give/manage">
          {t("givingDonor.mine.closed.button")}
        </Link>
      </p>
    </section>
  );
}
