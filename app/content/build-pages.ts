import type { Language } from "~/i18n/languages";
import type { Page, Resolved, Season } from "./model";
import type { PageFile } from "./schema";
import { hourMinute } from "./build-services";

/**
 * A page of the folder (pages/) in the model: its pictures resolved, a seasonal page's season with its
 * times. Pure, like build-content.ts.
 */

/** How deep a page's address is: / is 0, /about 1, /ministries/kids 2. */
export function depth(path: string): number {
  return path === "/" ? 0 : path.split("/").length - 1;
}

export function toPage(
  path: string,
  data: PageFile,
  resolve: <T>(value: T) => Resolved<T>,
  clock: "12h" | "24h",
  language: Language,
  writtenTimes: (times: readonly { hour: number; minute: number }[]) => string,
): Page {
  const page: Page = {
    path,
    alsoAt: data.alsoAt,
    type: data.type,
    title: data.title,
    heading: data.heading ?? data.title,
    ...(data.tagline ? { tagline: data.tagline } : {}),
    description: data.description,
    banner: data.banner ? resolve(data.banner) : null,
    header: data.header,
    layout: data.layout,
    nav: data.nav,
    sections: resolve(data.sections),
  };
  if (data.type === "ministry") page.mission = { heading: data.missionHeading, text: data.mission };
  if (data.type === "seasonal") {
    const services = data.services.map((service) => ({
      ...hourMinute(service.start),
      minutes: service.minutes,
      ...(service.name ? { name: service.name } : {}),
      ...(service.capacity ? { capacity: service.capacity } : {}),
      language: service.language ?? language,
    }));
    const season: Season = {
      path,
      name: data.name,
      date: data.date,
      services,
      timesLabel: data.timesLabel ?? writtenTimes(services),
      inviteDaysBefore: data.inviteDaysBefore,
      inMenu: data.inMenu,
      invitation: data.invitation,
      thanks: data.thanks,
      inviteDescription: data.inviteDescription,
      planLabel: data.planLabel,
    };
    page.season = season;
  }
  return page;
}
