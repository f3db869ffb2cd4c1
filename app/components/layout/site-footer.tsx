import { Link } from "react-router";
import { useSite } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { inChurchZone } from "~/lib/church-time";

/** SPEC 2.24: the footer below every page; its links come from church.yaml (social: any networks). */
export function SiteFooter({ now }: { now: number }) {
  const { church, served } = useSite();
  const { t } = useT();
  const year = inChurchZone(now, church.locale.timeZone).getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-name">{church.name}</p>
          <a href={church.mapUrl} rel="noopener">
            {church.addressLine}
          </a>
        </div>
        <ul className="footer-links" aria-label={t("common.footer.moreFromUs")}>
          {/* The policy is a page of the content folder (pages/privacy.yaml, issue 26): linked once it is there. */}
          {served.includes("/privacy") ? (
            <li>
              <Link to="/privacy">{t("common.footer.privacy")}</Link>
            </li>
          ) : null}
          {/* The church as an app on a phone (issue 44): where a member looks for it, and out of the crowded menu. */}
          {served.includes("/app") ? (
            <li>
              <Link to="/app">{t("app.footerLink")}</Link>
            </li>
          ) : null}
          {church.social.map((link) => (
            <li key={link.url}>
              <a href={link.url} rel="noopener">
                {link.label}
              </a>
            </li>
          ))}
          {/* The office's address (church.yaml `email`), when the church has one (issue 38). */}
          {church.email ? (
            <li>
              <a href={`mailto:${church.email}`}>{church.email}</a>
            </li>
          ) : null}
        </ul>
        <p className="footer-copyright">
          © {year} {church.name}
        </p>
      </div>
    </footer>
  );
}
