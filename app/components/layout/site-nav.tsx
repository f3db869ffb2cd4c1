import { Link, NavLink } from "react-router";
import { church } from "~/content/church";
import {
  easterLink,
  liveServiceLink,
  primaryNavigation,
  visitorButton,
  type NavItem,
  type NavSubmenu,
} from "~/content/navigation";
import { isServiceDay } from "~/lib/church-time";
import { isLiveNoticeWindow } from "~/lib/live-window";
import { isEasterPromotion } from "~/lib/seasonal";
import { slugify } from "~/lib/slug";
import { Logo } from "./logo";

export type NavVariant = "primary" | "inverse";

/**
 * SPEC 2.2. From 1024 px a horizontal bar whose submenu opens on hover and on
 * keyboard focus; below, a slide-in drawer. As the server sends it (and
 * without JavaScript) the hamburger is a link to the drawer, which opens with
 * :target; <site-menu> (app/elements/site-menu.ts) turns it into a button.
 *
 * The live-service link and the Sunday look of "I'm New" follow the server's
 * clock for this render (`now`): a page is rendered at most once a minute, so
 * the browser needs no clock of its own for them.
 */
export function SiteNav({
  variant = "primary",
  floating = false,
  now,
}: {
  variant?: NavVariant;
  floating?: boolean;
  now: number;
}) {
  const sunday = isServiceDay(now);
  const seasonalLink = isLiveNoticeWindow(now) ? liveServiceLink : isEasterPromotion(now) ? easterLink : null;

  return (
    <header className="site-header" data-variant={variant} data-floating={floating}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <site-menu>
        <div className="nav-bar">
          <Link to="/" className="nav-logo" aria-label={`${church.name} home`}>
            <Logo />
            <span className="nav-logo-name">{church.name}</span>
          </Link>
          <a className="menu-toggle" href="#site-menu">
            <span className="hamburger" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </a>
          <div className="nav-overlay" data-open="false" aria-hidden="true" />
          <nav id="site-menu" className="nav-drawer" data-open="false" aria-label="Main">
            <a className="drawer-close" href="#">
              Close menu
            </a>
            <ul className="nav-list">
              {primaryNavigation.map((item) => (
                <NavEntry key={item.label} item={item} />
              ))}
              {seasonalLink && (
                <li className="nav-item nav-item-seasonal">
                  <NavLink to={seasonalLink.to} className="nav-link" data-live={seasonalLink === liveServiceLink}>
                    {seasonalLink.label}
                  </NavLink>
                </li>
              )}
              <li className="nav-item nav-item-visitor">
                <NavLink to={visitorButton.to} className="visitor-button" data-sunday={sunday}>
                  {visitorButton.label}
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </site-menu>
    </header>
  );
}

function NavEntry({ item }: { item: NavItem }) {
  if (item.kind === "submenu") return <Submenu menu={item} />;
  return (
    <li className="nav-item">
      {item.kind === "link" ? (
        <NavLink to={item.to} className="nav-link">
          {item.label}
        </NavLink>
      ) : (
        <a href={item.href} className="nav-link" rel="noopener">
          {item.label}
        </a>
      )}
    </li>
  );
}

function Submenu({ menu }: { menu: NavSubmenu }) {
  const id = `submenu-${slugify(menu.label)}`;
  return (
    // Without JavaScript the submenu stays expanded in the drawer ("static"); hover and focus open it on the bar.
    <li className="nav-item has-submenu" data-expanded="static">
      <button type="button" className="nav-link submenu-toggle" aria-controls={id}>
        {menu.label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="submenu">
        {menu.items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="submenu-link">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
