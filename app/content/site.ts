import { activeAlerts } from "~/lib/alerts";
import { isSeasonInMenu } from "~/lib/seasonal";
import { isGatheringDay, isLiveNoticeWindow } from "~/lib/schedule";
import type { Alert, Brand, ChurchContent, ChurchFacts, Gathering, Page } from "./model";
import { barEntriesOf, navBarFit, type BarFit } from "./nav-bar-width";
import type { Crumb } from "~/lib/breadcrumbs";
import { FEATURE_PAGES, featurePage, type Integration } from "./site-paths";
import type { Language } from "~/i18n/languages";
import type { MessageOverrides } from "~/i18n/translate";
import { translator, type Translate } from "~/i18n/translate";

const english = translator("en").t;

/**
 * What every page's shell needs of the church at one request: its facts and
 * brand, the menu as it stands (entries whose page is gone or whose service
 * is off left out; the live link and a season's link when it is their time),
 * and which services are on. The root loader hands it to the shell.
 */

export type IntegrationModes = Record<Integration, "live" | "demo" | "off">;

export interface NavLinkItem {
  kind: "link";
  label: string;
  to: string;
  /** The label's language when it is not the page's: the title of a page not translated yet (decision 041). */
  lang?: Language;
}
export interface NavExternalItem {
  kind: "external";
  label: string;
  href: string;
}
export interface NavSubmenu {
  kind: "submenu";
  label: string;
  items: (NavLinkItem | NavExternalItem)[];
}
export type NavItem = NavLinkItem | NavExternalItem | NavSubmenu;

export interface Site {
  church: ChurchFacts;
  brand: Pick<Brand, "css" | "logo" | "themeColor" | "images">;
  services: { summary: string; gatherings: Gathering[] };
  nav: {
    items: NavItem[];
    /** "I'm New". */
    visitor: NavLinkItem | null;
    /** "Watch Service Online" while a streamed gathering is near or on, else a season's page while it invites. */
    highlight: (NavLinkItem & { live: boolean }) | null;
    /** The church meets today (the visitor button looks different, SPEC 2.2). */
    gatheringDay: boolean;
    /** Where the bar holds the longest menu beside the church's mark, and the room its name needs (issue 43). */
    bar: BarFit;
  };
  features: { sermons: boolean; events: boolean; newsletter: boolean; live: boolean };
  /** The notices showing now (alerts.yaml), most urgent first. */
  alerts: Alert[];
  /** Every path this site serves now: links to any other page of it (a service that is off) are left out. */
  served: string[];
  /** The content pages that hold one of the church's forms (made for each visitor: never prerendered, issue 39). */
  formPages: string[];
  now: number;
  origin: string;
  /** The church's own wording of the site's messages (messages/<language>.yaml), for useT(). */
  messages?: MessageOverrides;
}

/** The paths of the content pages holding a `form` section (issue 35): each visitor's own, never kept or prerendered. */
export function formPagePaths(content: Pick<ChurchContent, "pages">): string[] {
  return content.pages
    .filter((page) => page.sections.some((section) => section.type === "form"))
    .flatMap((page) => [page.path, ...page.alsoAt]);
}

export function isOn(modes: IntegrationModes, integration: Integration): boolean {
  return modes[integration] !== "off";
}

/** Whether /events exists: Planning Center is on, or the church lists events of its own (issue 28). */
export function hasEvents(content: ChurchContent, modes: IntegrationModes): boolean {
  return isOn(modes, "planningCenter") || content.events.length > 0;
}

/** Whether the live page exists: a streamed gathering and a player to show. */
export function hasLiveStream(content: ChurchContent): boolean {
  return Boolean(content.services.live.embedUrl) && content.services.gatherings.some((gathering) => gathering.streamed);
}

/** Whether `path` is a page this church's site serves now (a content page, or a site page whose service is on). */
export function isServedPath(content: ChurchContent, modes: IntegrationModes, path: string): boolean {
  if (findPage(content, path)) return true;
  const feature = featurePage(path);
  if (!feature) return false;
  if (feature.path === "/watch/live") return hasLiveStream(content);
  if (feature.path === "/events") return hasEvents(content, modes);
  return feature.needs === null || isOn(modes, feature.needs);
}

export function findPage(content: ChurchContent, path: string): Page | undefined {
  return content.pages.find((page) => page.path === path || page.alsoAt.includes(path));
}

function labelOf(content: ChurchContent, path: string, t: Translate): string {
  const feature = featurePage(path);
  return findPage(content, path)?.title ?? (feature ? t(feature.titleKey) : path);
}

/** `t`: the page's translator, for the names of the site's own pages (app/content/site-paths.ts). */
export function siteView(
  content: ChurchContent,
  modes: IntegrationModes,
  now: number,
  origin: string,
  t: Translate = english,
): Site {
  const { timeZone } = content.church.locale;
  const style = { timeZone, dateOrder: content.church.locale.dateOrder, clock: content.church.locale.clock };
  const served = (path: string) => isServedPath(content, modes, path);
  const pageLink = (entry: { page: string; label?: string }): NavLinkItem | null => {
    if (!served(entry.page)) return null;
    const link: NavLinkItem = { kind: "link", label: entry.label ?? labelOf(content, entry.page, t), to: entry.page };
    const untranslated = entry.label === undefined ? findPage(content, entry.page)?.textLanguage : undefined;
    return untranslated ? { ...link, lang: untranslated } : link;
  };

  const items: NavItem[] = [];
  for (const entry of content.navigation.menu) {
    if ("items" in entry) {
      const children = entry.items
        .map((child) =>
          "page" in child ? pageLink(child) : ({ kind: "external", label: child.label, href: child.href } as const),
        )
        .filter((child): child is NavLinkItem | NavExternalItem => child !== null);
      if (children.length > 0) items.push({ kind: "submenu", label: entry.label, items: children });
    } else if ("page" in entry && entry.page === "/give" && content.giving.mode !== "stripe") {
      // Issue 30: the menu's Give follows giving.yaml: a giving page elsewhere (link), or none (off).
      if (content.giving.mode === "link")
        items.push({ kind: "external", label: entry.label ?? "Give", href: content.giving.url });
    } else if ("page" in entry) {
      const link =
        entry.page === "/give" ? { kind: "link" as const, label: entry.label ?? "Give", to: "/give" } : pageLink(entry);
      if (link) items.push(link);
    } else {
      items.push({ kind: "external", label: entry.label, href: entry.href });
    }
  }

  const live =
    hasLiveStream(content) &&
    isLiveNoticeWindow(now, content.services.gatherings, timeZone, content.services.live.noticeMinutesBefore);
  const season = content.seasons.find((candidate) => isSeasonInMenu(candidate, now, style));
  const seasonPage = season ? findPage(content, season.path) : undefined;
  const highlight: Site["nav"]["highlight"] = live
    ? { kind: "link", label: t("layout.page.live"), to: "/watch/live", live: true }
    : season && seasonPage
      ? {
          kind: "link",
          label: seasonPage.title,
          to: season.path,
          live: false,
          ...(seasonPage.textLanguage ? { lang: seasonPage.textLanguage } : {}),
        }
      : null;

  const visitorEntry = content.navigation.visitorButton;
  const visitor = visitorEntry ? pageLink(visitorEntry) : null;
  const bar = navBarFit(
    barEntriesOf(content, {
      entries: items.map((item) => ({ label: item.label, submenu: item.kind === "submenu" })),
      visitor: visitor?.label ?? null,
      live: hasLiveStream(content) ? t("layout.page.live") : null,
    }),
  );
  return {
    church: content.church,
    brand: {
      css: content.brand.css,
      logo: content.brand.logo,
      themeColor: content.brand.themeColor,
      images: content.brand.images,
    },
    services: { summary: content.services.summary, gatherings: content.services.gatherings },
    nav: {
      items,
      visitor,
      highlight,
      gatheringDay: isGatheringDay(now, content.services.gatherings, timeZone),
      bar,
    },
    features: {
      sermons: isOn(modes, "vimeo"),
      events: hasEvents(content, modes),
      // Always: without Mailchimp the site keeps the list itself (issue 26).
      newsletter: true,
      live: hasLiveStream(content),
    },
    alerts: activeAlerts(content.alerts, now),
    served: [
      ...content.pages.flatMap((page) => [page.path, ...page.alsoAt]),
      ...content.navigation.redirects.map((redirect) => redirect.from),
      ...FEATURE_PAGES.filter((page) => served(page.path)).map((page) => page.path),
      ...(content.giving.mode === "stripe" ? ["/give"] : []),
      // Each form is a page of its own (issue 35): the home page's "Want Prayer?" card links /forms/prayer.
      ...Object.keys(content.forms).map((id) => `/forms/${id}`),
    ],
    formPages: formPagePaths(content),
    now,
    origin,
    ...(content.messages ? { messages: content.messages } : {}),
  };
}

/**
 * The trail from the home page to a content page: Home, then each level of its
 * path (the page there, or the menu group that holds it: "Ministries"), then
 * the page. Follows the folder's page list and menu.
 */
export function pageCrumbs(content: ChurchContent, page: Page, t: Translate = english): Crumb[] {
  if (page.path === "/") return [];
  const crumbs: Crumb[] = [{ name: t("layout.breadcrumbs.home"), path: "/" }];
  const segments = page.path.split("/").filter(Boolean);
  for (let depth = 1; depth < segments.length; depth += 1) {
    const path = `/${segments.slice(0, depth).join("/")}`;
    const parent = findPage(content, path);
    const group = content.navigation.menu.find(
      (entry) => "items" in entry && entry.items.some((item) => "page" in item && item.page === page.path),
    );
    const name =
      parent?.title ??
      group?.label ??
      segments[depth - 1]!.replace(/-/g, " ").replace(/^\w/, (letter) => letter.toUpperCase());
    crumbs.push({ name, path: parent ? path : null });
  }
  crumbs.push({ name: page.title, path: page.path });
  return crumbs;
}
