/**
 * The elements of the shell every public page shares (the navigation's menu,
 * the newsletter sign-up below each page), defined when the module is
 * imported: each public entry imports it first, the site's (index.ts) and the
 * sign-up page's (sign-up.ts), so a page that loads a bundle of its own keeps
 * them. A new element in the shell goes here.
 */
import { NewsletterSignup } from "./newsletter-signup";
import { SiteMenu } from "./site-menu";
import { defineElement } from "./support/enhance";

defineElement("newsletter-signup", NewsletterSignup);
defineElement("site-menu", SiteMenu);
