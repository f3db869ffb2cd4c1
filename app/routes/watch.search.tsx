import { data, Link } from "react-router";
import type { Route } from "./+types/watch.search";
import { SearchForm } from "~/components/search/search-form";
import { Paging, ResultGroup, SermonResults } from "~/components/search/search-results";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { bookById, bookName } from "~/lib/bible-books";
import { useT } from "~/hooks/use-t";
import type { Translate } from "~/i18n/translate";
import { metaT, pageMeta } from "~/lib/meta";
import { requireUpstream } from "~/server/upstream-modes.server";
import { MAX_QUERY_LENGTH } from "~/lib/search-query";
import { getSearchPage, type SearchPageData } from "~/features/search/search-page.server";
import { eventHitsIn } from "~/features/search/search-languages.server";
import { seriesSlugsIn } from "~/features/sermons/sermons.server";
import { defaultLanguage } from "~/i18n/content-language";
import { settledWithin } from "~/lib/settled-within";
import { NO_STORE_FOR_ANYONE } from "~/server/document-cache.server";
import searchStyles from "~/styles/search.css?url";
import sermonStyles from "~/styles/sermons.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: sermonStyles },
  { rel: "stylesheet", href: searchStyles },
];

export const meta = (args: Route.MetaArgs) => {
  const loaded = args.data;
  const t = metaT(args);
  const tags = pageMeta(
    args,
    loaded?.query ? t("search.titleWithQuery", { query: loaded.query }) : t("search.title"),
    t("search.description"),
  );
  // Result pages are endless variations of one page: only the empty form is for search engines.
  return loaded?.searched ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

/**
 * A results page is the same for every visitor until the index changes (when
 * the sermon caches refresh), so the rendered-page cache and a CDN may keep it
 * like the other pages built from Vimeo's data; the page cache keeps addresses
 * with a query string in a pool of their own, so no query can push the site's
 * pages out. Only "the index is getting ready" is never kept.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUpstream("vimeo");
  // The page's language's series rank first (issue 27); from the sermon cache, or none if it is slow or missing.
  const language = context.language ?? defaultLanguage(context.content);
  const own = await settledWithin(seriesSlugsIn(language), 100).catch(() => null);
  const found = getSearchPage(new URL(request.url), context.now, own ?? []);
  const page = { ...found, eventGroup: eventHitsIn(found.eventGroup, context.content, context.now) };
  return data(page, page.status === "building" ? { headers: NO_STORE_FOR_ANYONE } : undefined);
}

function hrefWith(page: SearchPageData, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  const values: Record<string, string | number | null> = {
    q: page.query || null,
    series: page.filters.series,
    book: page.filters.book,
    year: page.filters.year,
    ...changes,
  };
  for (const [name, value] of Object.entries(values)) {
    // Page 1 is the default: left out, so the first page has one URL.
    if (value !== null && value !== "" && !(name === "page" && value === 1)) params.set(name, String(value));
  }
  const query = params.toString();
  return query ? `/watch/search?${query}` : "/watch/search";
}

/** "3 sermons found", and the sentence that adds the words searched for. */
function countSentences(page: SearchPageData, t: Translate): { heading: string; sentence: string } {
  if (!page.searched) return { heading: "", sentence: "" };
  const heading = t("search.count", { count: page.total });
  const sentence = page.query && !page.noWords ? t("search.countFor", { found: heading, query: page.query }) : heading;
  return { heading, sentence };
}

export default function SearchPage({ loaderData: page }: Route.ComponentProps) {
  const { t } = useT();
  const count = countSentences(page, t);
  return (
    <div className="page container sermons-page search-page">
      <Breadcrumbs
        crumbs={[
          { name: t("layout.breadcrumbs.home"), path: "/" },
          { name: t("sermons.message.crumb"), path: "/watch" },
          { name: t("search.crumb"), path: null },
        ]}
      />
      <h1>{t("search.title")}</h1>
      <SearchForm query={page.query} filters={page.filters} options={page.options} />
      <p className="search-browse">
        {t("search.browse.before")} <Link to="/watch/scripture">{t("search.browse.scripture")}</Link>{" "}
        {t("search.browse.or")} <Link to="/watch">{t("search.browse.series")}</Link>.
      </p>

      {/* Always in the page, so a screen reader announces the new count after an in-app search. */}
      <p role="status" aria-live="polite" className="search-status">
        {count.sentence}
      </p>

      {page.truncated ? <p className="notice">{t("search.truncated", { max: MAX_QUERY_LENGTH })}</p> : null}
      {page.noWords ? <p className="notice">{t("search.noWords")}</p> : null}
      {page.ignored.map((note) => (
        <p key={note} className="notice">
          {t(note)}
        </p>
      ))}
      {page.status === "building" ? <p className="notice">{t("search.building")}</p> : null}

      {page.searched && page.status === "ok" ? (
        page.total > 0 ? (
          <>
            <SermonResults results={page.results} headingId="sermon-results" heading={count.heading} />
            <Paging
              page={page.page}
              pageCount={page.pageCount}
              hrefFor={(number) => hrefWith(page, { page: number })}
            />
          </>
        ) : (
          <NoSermonsFound page={page} />
        )
      ) : null}

      <ResultGroup
        title={t("search.group.series")}
        id="series-results"
        items={page.seriesGroup}
        href={(slug) => `/series/${slug}`}
      />
      <ResultGroup
        title={t("search.group.events")}
        id="event-results"
        items={page.eventGroup}
        href={(id) => `/events#event-${id.replace(/[^A-Za-z0-9_-]/g, "-")}`}
      />
    </div>
  );
}

function NoSermonsFound({ page }: { page: SearchPageData }) {
  const { t } = useT();
  const seriesName = page.options.series.find((item) => item.slug === page.filters.series)?.name;
  const drops = [
    page.filters.series
      ? {
          label: t("search.empty.allSeries", { series: seriesName }),
          href: hrefWith(page, { series: null, page: null }),
        }
      : null,
    page.filters.book
      ? {
          label: t("search.empty.allBooks", {
            book: bookName(bookById(page.filters.book) ?? { id: "", name: page.filters.book }, t),
          }),
          href: hrefWith(page, { book: null, page: null }),
        }
      : null,
    page.filters.year
      ? {
          label: t("search.empty.allYears", { year: String(page.filters.year) }),
          href: hrefWith(page, { year: null, page: null }),
        }
      : null,
  ].filter((item) => item !== null);
  return (
    <section aria-labelledby="no-results" className="search-empty">
      <h2 id="no-results">{t("search.empty.heading")}</h2>
      <p>{t("search.empty.try")}</p>
      <ul>
        {drops.map((drop) => (
          <li key={drop.href}>
            <Link to={drop.href}>{drop.label}</Link>
          </li>
        ))}
        <li>
          <Link to="/watch/scripture">{t("search.empty.byBook")}</Link>
        </li>
      </ul>
      {page.options.series.length > 0 ? (
        <>
          <h3>{t("search.empty.orSeries")}</h3>
          <ul className="search-series-list">
            {page.options.series.map((item) => (
              <li key={item.slug}>
                <Link to={`/series/${item.slug}`}>{item.name}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
