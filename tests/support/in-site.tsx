import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { siteView, type IntegrationModes } from "~/content/site";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { getContent } from "~/server/content.server";

const DEMO_MODES: IntegrationModes = { vimeo: "demo", planningCenter: "demo", mailchimp: "demo" };

/**
 * A component inside a router whose root route has the site's data, as on the
 * site: what useSite() and useT() read (the church, and the page's language).
 */
export function inSite(element: ReactNode, language: Language = "en", now = Date.parse("2026-11-23T12:00:00Z")) {
  const content = getContent();
  const site = siteView(content, DEMO_MODES, now, "https://church.example", translator(language).t);
  const router = createMemoryRouter([{ id: "root", path: "/", Component: () => element }], {
    hydrationData: { loaderData: { root: { origin: "https://church.example", site, language, now } } },
  });
  return <RouterProvider router={router} />;
}
