import { z } from "zod";
import { hint, href, optionalText, sitePath, text, webUrl } from "./primitives";

// navigation.yaml: the menu, the visitor button and old addresses.

const navPageEntry = z.strictObject({ page: sitePath, label: optionalText });
const navLinkEntry = z.strictObject({ label: text, href: webUrl });
const navChild = z.union([navPageEntry, navLinkEntry], hint("write { page: /path } or { label: …, href: https://… }"));
const navGroup = z.strictObject({
  label: text,
  items: z.array(navChild).min(1, "list at least one item in the submenu"),
});

export const navigationFile = z.strictObject({
  /** The menu, in order: pages, links to other sites, and submenus. */
  menu: z.array(
    z.union(
      [navPageEntry, navLinkEntry, navGroup],
      hint("write { page: /path }, { label, href } or { label, items: [...] }"),
    ),
  ),
  /** The highlighted visitor button at the end of the menu. */
  visitorButton: navPageEntry.optional(),
  /** Old addresses that lead to a page (SPEC 2.1: /vbs to /events). */
  redirects: z.array(z.strictObject({ from: sitePath, to: href })).default([]),
});
export type NavigationFile = z.output<typeof navigationFile>;
