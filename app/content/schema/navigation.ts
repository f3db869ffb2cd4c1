import { z } from "zod";
import { hint, href, optionalText, sitePath, text, webUrl } from "./primitives";

// navigation.yaml: the menu, the visitor button and old addresses.

const navPageEntry = z
  .strictObject({
    page: sitePath.describe("A page of this site, by its path."),
    label: optionalText.describe("The menu's words for it; the page's title when left out."),
  })
  .describe("A page of this site.");
const navLinkEntry = z
  .strictObject({
    label: text.describe("The menu's words for it."),
    href: webUrl.describe("A page of another site."),
  })
  .describe("A link to another site.");
const navChild = z.union([navPageEntry, navLinkEntry], hint("write { page: /path } or { label: …, href: https://… }"));
const navGroup = z
  .strictObject({
    label: text.describe("The submenu's name."),
    items: z.array(navChild).min(1, "list at least one item in the submenu").describe("Its pages and links, in order."),
  })
  .describe("A submenu.");

export const navigationFile = z.strictObject({
  menu: z
    .array(
      z.union(
        [navPageEntry, navLinkEntry, navGroup],
        hint("write { page: /path }, { label, href } or { label, items: [...] }"),
      ),
    )
    .describe("The menu, in order: pages, links to other sites, and submenus."),
  visitorButton: navPageEntry
    .optional()
    .describe("The visitor button at the end of the menu, in the highlight colour with text-coloured words."),
  redirects: z
    .array(
      z.strictObject({
        from: sitePath.describe("The old address."),
        to: href.describe("Where it now leads."),
      }),
    )
    .default([])
    .describe("Old addresses that lead to a page (SPEC 2.1: /vbs to /events)."),
});
export type NavigationFile = z.output<typeof navigationFile>;
