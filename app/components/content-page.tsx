import { Link } from "react-router";
import type { Page } from "~/content/model";
import type { Crumb } from "~/lib/breadcrumbs";
import { useSite } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { churchPlaceholders, type Placeholders } from "~/lib/markdown";
import type { SeasonView } from "~/lib/seasonal";
import { Breadcrumbs } from "./breadcrumbs";
import { PageStructuredData } from "./church-structured-data";
import { PageHeader } from "./page-header";
import { Picture } from "./picture";
import { PLAN_VISIT_ANCHOR } from "./plan-visit-dialog";
import { PageContextProvider, type PageContextValue } from "./sections/page-context";
import { Markdown } from "./sections/frame";
import { LeadingSectionProvider } from "./sections/leading-section";
import { SectionView } from "./sections/section-view";

export interface ContentPageData {
  page: Page;
  season: SeasonView | null;
  /** Per section index: what the loader worked out from the clock (dated lists). */
  prepared: Record<number, unknown>;
  now: number;
  crumbs: Crumb[];
}

/**
 * A page of the content folder (issue 17), by its type: a simple page (its
 * header, then its sections), a ministry page (the same, with "Our mission"
 * first), or a seasonal page (its hero with the day and its year, then the
 * sections that fit whether it invites or has passed).
 */
export function ContentPage({ data }: { data: ContentPageData }) {
  const site = useSite();
  const { tag, language } = useT();
  const { page, season, prepared, now, crumbs } = data;
  // An untranslated page (decision 041): the church's words are marked English, the site's interface is not.
  const textLang = page.textLanguage && page.textLanguage !== language ? page.textLanguage : undefined;
  const locale = site.church.locale;
  const placeholders: Placeholders = {
    ...churchPlaceholders(site),
    ...(page.season ? { times: page.season.timesLabel } : {}),
    ...(season?.kind === "invite" ? { date: season.dateLabel } : {}),
  };
  const passed = season?.kind === "passed";
  const context: PageContextValue = {
    site,
    page,
    now,
    style: { timeZone: locale.timeZone, dateOrder: locale.dateOrder, clock: locale.clock, locale: tag },
    layout: page.layout,
    season,
    planHref: passed ? "/visit" : `#${PLAN_VISIT_ANCHOR}`,
    placeholders,
    prepared,
    ...(textLang ? { textLang } : {}),
  };
  const shown = page.sections
    .map((section, index) => ({ section, index }))
    .filter(
      ({ section }) => !page.season || section.when === "always" || section.when === (passed ? "passed" : "inviting"),
    );
  // Without a picture at the top, the first section's pictures are the page's largest paint (issue 39).
  const pictureOnTop = Boolean(page.banner && (page.header || page.season));
  const sections = shown.map(({ section, index }, position) => (
    <LeadingSectionProvider key={index} value={position === 0 && !pictureOnTop}>
      <SectionView section={section} prepared={prepared[index]} />
    </LeadingSectionProvider>
  ));

  return (
    <PageContextProvider value={context}>
      <PageStructuredData site={site} page={page} season={season} now={now} crumbs={crumbs} />
      {page.season && season ? (
        <div className="seasonal">
          <SeasonHero page={page} season={season} placeholders={placeholders} textLang={textLang} />
          {sections}
        </div>
      ) : (
        <>
          {page.header ? (
            <PageHeader
              title={fill(page.heading, placeholders)}
              tagline={page.tagline && fill(page.tagline, placeholders)}
              banner={page.banner ?? undefined}
              lang={textLang}
            />
          ) : null}
          {page.layout === "bands" ? (
            sections
          ) : (
            <div className="page container page-stack">
              {/* A trail on pages below the first level (Home > Ministries > RC Kids). */}
              {crumbs.length > 2 ? <Breadcrumbs crumbs={crumbs} /> : null}
              {page.mission ? (
                <section aria-labelledby="mission-heading" lang={textLang}>
                  <h2 id="mission-heading">{page.mission.heading}</h2>
                  <Markdown text={page.mission.text} className="lede" />
                </section>
              ) : null}
              {sections}
            </div>
          )}
        </>
      )}
    </PageContextProvider>
  );
}

function fill(text: string, placeholders: Placeholders): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => String(placeholders[name as keyof Placeholders] ?? whole));
}

/**
 * The top of a seasonal page: while it invites, the day with its year, the
 * times, the invitation and a button to plan a visit; once the day has passed,
 * when it was, thanks, and the next weekly gathering instead. It never invites
 * to the past.
 */
function SeasonHero({
  page,
  season,
  placeholders,
  textLang,
}: {
  page: Page;
  season: SeasonView;
  placeholders: Placeholders;
  textLang: string | undefined;
}) {
  const facts = page.season!;
  const { t } = useT();
  return (
    <section className="seasonal-hero" aria-labelledby="season-heading">
      {page.banner ? <Picture image={page.banner} sizes="100vw" priority className="seasonal-hero-image" /> : null}
      <div className="seasonal-hero-text container">
        <h1 id="season-heading" lang={textLang}>
          {fill(page.heading, placeholders)}
        </h1>
        {season.kind === "invite" ? (
          <>
            <p className="seasonal-date">{season.dateLabel}</p>
            <p className="seasonal-times">{facts.timesLabel}</p>
            <p className="seasonal-invitation">
              <Markdown inline text={facts.invitation} />
            </p>
            <p>
              <a className="button button-gold" href={`#${PLAN_VISIT_ANCHOR}`} lang={textLang}>
                {fill(facts.planLabel, placeholders)}
              </a>
            </p>
          </>
        ) : (
          <>
            {season.previousDateLabel ? (
              <p className="seasonal-date">
                {t("home.season.wasOn", { name: facts.name, date: season.previousDateLabel })}
              </p>
            ) : null}
            <p className="seasonal-invitation">
              <Markdown inline text={facts.thanks} />
              {season.nextGatheringLabel ? t("home.season.joinUs", { date: season.nextGatheringLabel }) : ""}
              {season.nextDateLabel ? t("home.season.next", { name: facts.name, date: season.nextDateLabel }) : ""}
            </p>
            <p>
              <Link className="button button-gold" to="/visit">
                {t("home.season.planVisit")}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
