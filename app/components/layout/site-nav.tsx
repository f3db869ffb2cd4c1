import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { NavItem, NavSubmenu } from "~/content/site";
import { focusableWithin, wrapTabFocus } from "~/hooks/focus-trap";
import { useHydrated } from "~/hooks/use-hydrated";
import { useSite } from "~/hooks/use-site";

export type NavVariant = "primary" | "inverse";

/**
 * SPEC 2.2. From 1024 px a horizontal bar whose submenu opens on hover and on
 * keyboard focus; below, a slide-in drawer. Before hydration (or without
 * JavaScript) the hamburger is a link to the drawer, which opens with :target.
 */
export function SiteNav({ variant = "primary", floating = false }: { variant?: NavVariant; floating?: boolean }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const site = useSite();
  // The server decides these per request (the page cache renders at most once a minute).
  const { items, visitor, highlight, gatheringDay } = site.nav;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // Any navigation closes the drawer.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    document.documentElement.classList.toggle("nav-open", open);
    if (!open) return;
    // preventScroll: the drawer is still sliding in, and focusing it must not move the page behind.
    drawerRef.current?.querySelector<HTMLElement>("a, button")?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
      wrapTabFocus(event, focusableWithin([toggleRef.current, drawerRef.current]));
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close]);

  return (
    <header className="site-header" data-variant={variant} data-floating={floating} data-js={hydrated ? "on" : "off"}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="nav-bar">
        <Link to="/" className="nav-logo" aria-label={`${site.church.name} home`}>
          <img className="logo-mark" src={site.brand.logo.path} alt="" width={40} height={40} />
          <span className="nav-logo-name">{site.church.name}</span>
        </Link>
        {hydrated ? (
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpen((value) => !value)}
          >
            <span className="hamburger" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </button>
        ) : (
          <a className="menu-toggle" href="#site-menu">
            <span className="hamburger" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </a>
        )}
        <div className="nav-overlay" data-open={open} onClick={() => close(false)} aria-hidden="true" />
        <nav
          id="site-menu"
          ref={drawerRef}
          className="nav-drawer"
          data-open={open}
          aria-label="Main"
          onClick={(event) => {
            // SPEC 2.2: every link click toggles the menu (here: closes it).
            if ((event.target as HTMLElement).closest("a")) setOpen(false);
          }}
        >
          {!hydrated && (
            <a className="drawer-close" href="#">
              Close menu
            </a>
          )}
          <ul className="nav-list">
            {items.map((item) => (
              <NavEntry key={item.label} item={item} hydrated={hydrated} />
            ))}
            {highlight && (
              <li className="nav-item nav-item-seasonal">
                <NavLink to={highlight.to} className="nav-link" data-live={highlight.live}>
                  {highlight.label}
                </NavLink>
              </li>
            )}
            {visitor && (
              <li className="nav-item nav-item-visitor">
                <NavLink to={visitor.to} className="visitor-button" data-sunday={gatheringDay}>
                  {visitor.label}
                </NavLink>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function NavEntry({ item, hydrated }: { item: NavItem; hydrated: boolean }) {
  if (item.kind === "submenu") return <Submenu menu={item} hydrated={hydrated} />;
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

function Submenu({ menu, hydrated }: { menu: NavSubmenu; hydrated: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const location = useLocation();
  useEffect(() => setExpanded(false), [location.pathname]);

  const onKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === "Escape" && expanded) {
      event.stopPropagation();
      setExpanded(false);
    }
  };

  return (
    // Without JavaScript the submenu stays expanded in the drawer; hover and focus open it on the bar.
    <li className="nav-item has-submenu" data-expanded={hydrated ? expanded : "static"} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="nav-link submenu-toggle"
        aria-expanded={hydrated ? expanded : undefined}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {menu.label}
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="submenu">
        {menu.items.map((item) =>
          item.kind === "link" ? (
            <li key={item.to}>
              <NavLink to={item.to} className="submenu-link">
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
