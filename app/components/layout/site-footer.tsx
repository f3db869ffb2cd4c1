import { Link } from "react-router";
import { church, formatAddress } from "~/content/church";
import { inChurchZone } from "~/lib/church-time";

/** SPEC 2.24: the footer below every page. */
export function SiteFooter({ now }: { now: number }) {
  const year = inChurchZone(now).getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-name">{church.name}</p>
          <a href={church.mapsUrl} rel="noopener">
            {formatAddress(church.streetAddress)}
          </a>
        </div>
        <ul className="footer-links" aria-label="More from us">
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <a href={church.links.facebook} rel="noopener">
              Facebook
            </a>
          </li>
          <li>
            <a href={church.links.instagram} rel="noopener">
              Instagram
            </a>
          </li>
          <li>
            <a href={`mailto:${church.officeEmail}`}>{church.officeEmail}</a>
          </li>
        </ul>
        <p className="footer-copyright">
          © {year} {church.name}
        </p>
      </div>
    </footer>
  );
}
