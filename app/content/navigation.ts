import { church } from "./church";

/** SPEC 2.2: the navigation bar, as data. */

export interface NavLinkItem {
  kind: "link";
  label: string;
  to: string;
}

export interface NavExternalItem {
  kind: "external";
  label: string;
  href: string;
}

export interface NavSubmenu {
  kind: "submenu";
  label: string;
  items: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavExternalItem | NavSubmenu;

export const primaryNavigation: NavItem[] = [
  { kind: "link", label: "About", to: "/about" },
  { kind: "link", label: "Events", to: "/events" },
  { kind: "link", label: "Groups", to: "/groups" },
  {
    kind: "submenu",
    label: "Ministries",
    items: [
      { kind: "link", label: "RC Kids", to: "/ministries/kids" },
      { kind: "link", label: "Youth", to: "/ministries/youth" },
      { kind: "link", label: "Adults", to: "/ministries/adults" },
      { kind: "link", label: "Worship", to: "/ministries/worship" },
      { kind: "link", label: "Serve", to: "/ministries/serve" },
    ],
  },
  {
    kind: "submenu",
    label: "Sermons",
    items: [
      { kind: "link", label: "All Sermons", to: "/watch" },
      { kind: "link", label: "Search Sermons", to: "/watch/search" },
      { kind: "link", label: "Scripture Index", to: "/watch/scripture" },
    ],
  },
  { kind: "link", label: "Resources", to: "/resources" },
  { kind: "link", label: "Contact", to: "/contact" },
  { kind: "external", label: "Give", href: church.links.giving },
  { kind: "external", label: "Baptism", href: church.links.baptismForm },
];

export const visitorButton: NavLinkItem = { kind: "link", label: "I'm New", to: "/visit" };
export const liveServiceLink: NavLinkItem = { kind: "link", label: "Watch Service Online", to: "/watch/live" };
export const easterLink: NavLinkItem = { kind: "link", label: "Easter", to: "/easter" };
