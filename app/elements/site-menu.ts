import { focusableWithin, wrapTabFocus } from "./support/focus-trap";
import { markEnhanced } from "./support/enhance";
import { refreshClockBoundEntries } from "./support/fresh-nav";
import { whenShown } from "./support/prerender";

/**
 * <site-menu>: the navigation bar's drawer and submenus (SPEC 2.2, 4;
 * docs/decisions/008), around the server's markup (app/components/layout/site-nav.tsx).
 *
 * Without this script the hamburger is a link to #site-menu, the drawer opens
 * with CSS :target and has a "Close menu" link, and submenus are shown
 * expanded in the drawer. Once connected: the hamburger is a button with
 * aria-expanded; the open drawer keeps focus inside (the toggle and the
 * drawer's links), Escape closes it and returns focus, the overlay and any
 * link click close it; submenus expand and collapse on click (on the wide bar
 * also on hover and keyboard focus, in CSS).
 */
export class SiteMenu extends HTMLElement {
  #toggle: HTMLButtonElement | null = null;
  #drawer: HTMLElement | null = null;
  #overlay: HTMLElement | null = null;
  #open = false;

  connectedCallback(): void {
    if (this.#toggle) return;
    const link = this.querySelector<HTMLAnchorElement>("a.menu-toggle");
    this.#drawer = this.querySelector<HTMLElement>(".nav-drawer");
    this.#overlay = this.querySelector<HTMLElement>(".nav-overlay");
    if (!link || !this.#drawer) return;

    const toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = link.className;
    toggle.setAttribute("aria-controls", this.#drawer.id);
    toggle.append(...link.childNodes);
    link.replaceWith(toggle);
    this.#toggle = toggle;
    this.querySelector(".drawer-close")?.remove();

    for (const submenu of this.querySelectorAll<HTMLElement>(".has-submenu")) this.#setExpanded(submenu, false);

    toggle.addEventListener("click", () => this.#setOpen(!this.#open, false));
    this.#overlay?.addEventListener("click", () => this.#setOpen(false, false));
    this.#drawer.addEventListener("click", (event) => this.#onDrawerClick(event));
    this.#drawer.addEventListener("keydown", (event) => this.#onSubmenuKey(event));
    // Opened by its link before this script arrived: it stays open, now as this element's state.
    const openedByLink = window.location.hash === `#${this.#drawer.id}`;
    markEnhanced(this);
    this.#setOpen(openedByLink, false);
    // Shown after its minute (prerendered, or back from the back/forward cache: issue 39), the page
    // brings the entries that follow the clock up to date.
    whenShown(() => void refreshClockBoundEntries(this));
    window.addEventListener("pageshow", (event) => {
      if (event.persisted) void refreshClockBoundEntries(this);
    });
    // The bar took the drawer's place (a tablet turned, a window widened: app/styles/nav-modes.css) while it was
    // open: it closes, so neither the page's scroll nor the keyboard stays held by a drawer no one sees.
    new ResizeObserver(() => {
      if (this.#open && toggle.offsetParent === null) this.#setOpen(false, false);
    }).observe(this);
  }

  #onDrawerClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    const submenuToggle = target?.closest<HTMLButtonElement>(".submenu-toggle");
    if (submenuToggle) {
      const submenu = submenuToggle.closest<HTMLElement>(".has-submenu");
      if (submenu) this.#setExpanded(submenu, submenu.dataset.expanded !== "true");
      return;
    }
    // SPEC 2.2: every link click toggles the menu (here: closes it).
    if (target?.closest("a")) this.#setOpen(false, false);
  }

  #onSubmenuKey(event: KeyboardEvent): void {
    if (event.key !== "Escape" || !(event.target instanceof Element)) return;
    const submenu = event.target.closest<HTMLElement>(".has-submenu");
    if (submenu?.dataset.expanded !== "true") return;
    event.stopPropagation();
    this.#setExpanded(submenu, false);
  }

  #onDocumentKey = (event: KeyboardEvent): void => {
    if (event.key === "Escape") this.#setOpen(false, true);
    wrapTabFocus(event, focusableWithin([this.#toggle, this.#drawer]));
  };

  #setOpen(open: boolean, returnFocus: boolean): void {
    const changed = open !== this.#open;
    this.#open = open;
    this.#toggle?.setAttribute("aria-expanded", String(open));
    this.#drawer?.setAttribute("data-open", String(open));
    this.#overlay?.setAttribute("data-open", String(open));
    document.documentElement.classList.toggle("nav-open", open);
    if (open) {
      document.addEventListener("keydown", this.#onDocumentKey);
      // preventScroll: the drawer is still sliding in, and focusing it must not move the page behind.
      if (changed) this.#drawer?.querySelector<HTMLElement>("a, button")?.focus({ preventScroll: true });
    } else {
      document.removeEventListener("keydown", this.#onDocumentKey);
      if (returnFocus) this.#toggle?.focus();
    }
  }

  #setExpanded(submenu: HTMLElement, expanded: boolean): void {
    submenu.dataset.expanded = String(expanded);
    submenu.querySelector(".submenu-toggle")?.setAttribute("aria-expanded", String(expanded));
  }

  disconnectedCallback(): void {
    document.removeEventListener("keydown", this.#onDocumentKey);
  }
}
