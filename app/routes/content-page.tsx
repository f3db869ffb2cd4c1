import { data, redirect } from "react-router";
import { ContentPage, type ContentPageData } from "~/components/content-page";
import type { ChurchContent } from "~/content/model";
import { findPage, pageCrumbs } from "~/content/site";
import { formatCalendarDate, stillToCome } from "~/lib/dated-content";
import { fillPlaceholders } from "~/lib/markdown";
import { contextDateStyle, contextTranslator } from "~/i18n/context";
import { metaT, pageMeta } from "~/lib/meta";
import { seasonView } from "~/lib/seasonal";
import { privacyFactsOf } from "~/features/privacy/facts.server";
import { privacyHeading, privacyStatements } from "~/features/privacy/statements";
import { planOptions } from "~/features/visits/plan-options.server";
import { getGroupFinder } from "~/features/groups/groups.server";
import { blankFormView } from "~/features/forms/form-page.server";
import { visitContentOf } from "~/features/visits/visit-content";
import { getEnv } from "~/server/env.server";
import { requestLanguage } from "~/server/languages.server";
import { siteOrigin } from "~/server/text-response.server";
import { NO_STORE, NO_STORE_FOR_ANYONE } from "~/server/document-cache.server";
import pageStyles from "~/styles/pages.css?url";
import type { Route } from "./+types/content-page";

/**
 * Every page of the church's content folder (issue 17): the home page, About,
 * the ministries, the seasons… The route table (app/routes.ts) sends here
 * whatever is not one of the site's own screens; the folder's page list says
 * what exists. SPEC 2.1: an unknown address goes home, except inside a part of
 * the site that has pages (a ministry that was removed answers 404).
 */

export const meta = (args: Route.MetaArgs) => {
  if (!args.data) return pageMeta(args, metaT(args)("errors.notFound.title"), "");
  const { page, season } = args.data;
  const values = {
    church: args.matches[0]?.data.site.church.name ?? "",
    date: season?.kind === "invite" ? season.dateLabel : undefined,
  };
  const description = page.season && season?.kind === "invite" ? page.season.inviteDescription : page.description;
  return pageMeta(args, page.title, fillPlaceholders(description, values));
};

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

/** The page's data, with no-store headers when its group finder could not read the groups; /give shows it above its form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.content;
  // The page's site path: a Spanish page's without its prefix (issue 27: `/es/about` is About).
  const path = requestLanguage(new URL(request.url).pathname, content).path.replace(/(.)\/+$/, "$1");
  const moved = content.navigation.redirects.find((entry) => entry.from === path);
  // A document is the same in every language: its address, absolute, is never under a language's prefix.
  if (moved) throw redirect(moved.to.startsWith("files/") ? `${siteOrigin(request)}/${moved.to}` : moved.to);
  const page = findPage(content, path);
  if (!page) {
    if (insidePagesSection(content, path)) throw data(null, { status: 404 });
    throw redirect("/");
  }
  const locale = content.church.locale;
  const style = contextDateStyle(context);
  const { t } = contextTranslator(context);
  const prepared: Record<number, unknown> = {};
  // The group finder (issue 28): the groups, as filtered by the address's query.
  const finderAt = page.sections.findIndex((section) => section.type === "group-finder");
  if (finderAt !== -1) prepared[finderAt] = await getGroupFinder(content, new URL(request.url).searchParams);
  page.sections.forEach((section, index) => {
    // The plan-a-visit form's services, with their dates and whether they are full (issue 19).
    if (section.type === "plan-visit")
      prepared[index] = planOptions(visitContentOf(content), context.now, page.path, context.language);
    // The privacy policy's statements, written from the services that are on (issue 26).
    if (section.type === "privacy-statements") {
      prepared[index] = {
        heading: section.heading ?? privacyHeading(section.topic, t),
        statements: privacyStatements(section.topic, privacyFactsOf(content, getEnv()), t),
      };
    }
    // A church form (issue 35) with its own one-time token: the page is this visitor's alone (no-store below).
    if (section.type === "form" && content.forms[section.form])
      prepared[index] = blankFormView(content.forms[section.form]!, context.now, locale.timeZone);
    if (section.type === "dated-list") {
      prepared[index] = stillToCome(section.items, context.now, locale.timeZone).map((item) => ({
        title: item.title,
        dateLabel: item.date ? formatCalendarDate(item.date, style) : t("home.dated.toBeAnnounced"),
        ...(item.time ? { time: item.time } : {}),
      }));
    }
  });
  const result: ContentPageData & { nav: typeof page.nav; textLanguage?: typeof page.textLanguage } = {
    page,
    season: page.season ? seasonView(page.season, context.now, style, content.services.gatherings) : null,
    prepared,
    now: context.now,
    crumbs: pageCrumbs(content, page, t),
    nav: page.nav,
    ...(page.textLanguage ? { textLanguage: page.textLanguage } : {}),
  };
  // No cache keeps an apology: a finder whose groups could not be read is this request's alone.
  const finderDown = finderAt !== -1 && (prepared[finderAt] as { status: string }).status === "unavailable";
  const holdsForm = page.sections.some((section) => section.type === "form");
  // A form's token is this visitor's alone; a finder's apology is the same for everyone asking now.
  return data(result, holdsForm ? { headers: NO_STORE } : finderDown ? { headers: NO_STORE_FOR_ANYONE } : undefined);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** /ministries/… when some page lives under /ministries/: a missing one there is a 404, not the home page. */
function insidePagesSection(content: ChurchContent, path: string): boolean {
  const first = path.split("/")[1];
  return (
    Boolean(first) && path.split("/").length > 2 && content.pages.some((page) => page.path.startsWith(`/${first}/`))
  );
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}
