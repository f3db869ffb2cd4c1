import type { CSSProperties } from "react";
import { Link, NavLink } from "react-router";
import { LONG_NAME } from "~/content/nav-bar-width";
import type { NavItem, NavSubmenu } from "~/content/site";
import { useSite } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { slugify } from "~/lib/slug";
import { LanguageSwitch } from "./language-links";

export type NavVariant = "primary" | "inverse";

/**
 * SPEC 2.2. Where the church's mark and its longest menu fit on one row (never
 * below 1024 px: `bar`, app/content/nav-bar-width.ts) a horizontal bar whose
 * submenu opens on hover and on keyboard focus, with the church's name beside
 * the mark where there is room for it; below, a slide-in drawer
 * (app/styles/nav-modes.css). As the server sends it (and
 * without JavaScript) the hamburger is a link to the drawer, which opens with
 * :target; <site-menu> (app/elements/site-menu.ts) turns it into a button.
 *
 * The menu is the church's (navigation.yaml, app/content/site.ts); the
 * live-service link, a season's link and the gathering-day look of "I'm New"
 * follow the server's clock for this render: a page is rendered at most once
 * a minute, so the browser needs no clock of its own for them.
 */
export function SiteNav({
  variant = "primary",
  floating = false,
  renderedAt,
}: {
  variant?: NavVariant;
  floating?: boolean;
  /** The render's clock: a prerendered page shown after its minute brings those entries up to date (issue 39). */
  renderedAt: number;
}) {
  const site = useSite();
  const { t } = useT();
  const { items, visitor, highlight, gatheringDay, bar } = site.nav;
  // The shape the bar takes at each width follows these two, in CSS alone (nav-modes.css).
  const fit = { "--nav-bar-from": `${bar.from}rem`, "--nav-name-room": `${bar.nameRoom}rem` } as CSSProperties;
  // A name past this many characters does not fit a phone's bar beside the Menu button: church.yaml's
  // shortName ("for tight spaces") stands for it there, else it wraps to two lines (shell.css; issue 36).
  const longName = site.church.name.length > LONG_NAME;

  return (
    <header className="site-header" data-variant={variant} data-floating={floating}>
      <a className="skip-link" href="#main">
        {t("layout.skipLink")}
      </a>
      <site-menu data-rendered-at={renderedAt} style={fit}>
        <div className="nav-bar">
          <div className="nav-home">
            <Link
              to="/"
              className="nav-logo"
              aria-label={t("layout.nav.home", { church: site.church.name })}
              data-long={longName ? "true" : undefined}
            >
              {/* Low priority: React would otherwise preload the logo ahead of the page's own picture, the largest paint (issue 39). */}
              <img className="logo-mark" src={site.brand.logo.path} alt="" width={40} height={40} fetchPriority="low" />
              <span className="nav-logo-name">{site.church.name}</span>
              {longName && site.church.shortName ? (
                <span className="nav-logo-short">{site.church.shortName}</span>
              ) : null}
            </Link>
          </div>
          <a className="menu-toggle" href="#site-menu">
            <span className="hamburger" aria-hidden="true" />
            <span className="visually-hidden">{t("layout.nav.menu")}</span>
          </a>
          <div className="nav-overlay" data-open="false" aria-hidden="true" />
          <nav id="site-menu" className="nav-drawer" data-open="false" aria-label={t("layout.nav.main")}>
            <a className="drawer-close" href="#">
              {t("layout.nav.closeMenu")}
            </a>
            <ul className="nav-list">
              {items.map((item) => (
                <NavEntry key={item.label} item={item} />
              ))}
              {highlight && (
                <li className="nav-item nav-item-seasonal">
                  <NavLink to={highlight.to} className="nav-link" data-live={highlight.live} lang={highlight.lang}>
                    {highlight.label}
                  </NavLink>
                </li>
              )}
              {visitor && (
                <li className="nav-item nav-item-visitor">
                  <NavLink to={visitor.to} className="visitor-button" data-sunday={gatheringDay} lang={visitor.lang}>
                    {visitor.label}
                  </NavLink>
                </li>
              )}
              <LanguageSwitch />
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
        <NavLink to={item.to} className="nav-link" lang={item.lang}>
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
        {menu.items.map((item) =>
          item.kind === "link" ? (
            <li key={item.to}>
              <NavLink to={item.to} className="submenu-link" lang={item.lang}>
                {item.label}
              </NavLink>
            </li>
          ) : (
            <li key={item.href}>
              <a href={item.href} className="submenu-link" rel="noopener">
                {item.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </li>
  );
}
