import { useT } from "~/hooks/use-t";
import { Link } from "react-router";
import { useChurchDates } from "~/hooks/use-site";
import type { SermonSearchHit } from "~/types";
import { SermonPicture } from "~/components/sermons/sermon-picture";
import { MarkedText } from "./marked-text";

export function SermonResults({
  results,
  headingId,
  heading,
}: {
  results: SermonSearchHit[];
  headingId: string;
  heading: string;
}) {
  const dates = useChurchDates();
  return (
    <section aria-labelledby={headingId} className="search-results">
      <h2 id={headingId}>{heading}</h2>
      <ol className="search-result-list">
        {results.map((result) => (
          <li key={result.slug} className="search-result">
            <SermonPicture picture={result.picture ?? undefined} className="search-result-picture" />
            <div className="search-result-body">
              <h3 className="search-result-name">
                <Link to={`/message/${result.slug}`}>
                  <MarkedText text={result.nameMarked} />
                </Link>
              </h3>
              <p className="search-result-meta">
                <time dateTime={new Date(result.date).toISOString()}>{dates.format(result.date, "date")}</time>
                {result.seriesName && result.seriesSlug ? (
                  <>
                    {" · "}
                    <Link to={`/series/${result.seriesSlug}`}>{result.seriesName}</Link>
                  </>
                ) : null}
              </p>
              {result.snippet ? (
                <p className="search-result-snippet">
                  <MarkedText text={result.snippet} />
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export interface GroupView {
  slug: string;
  nameMarked: string;
  snippet: string;
  /** Written in another language than the page's (an untranslated event: issue 36). */
  textLanguage?: string;
}

/** The short "Series" and "Events" groups beside the sermons. */
export function ResultGroup({
  title,
  id,
  items,
  href,
}: {
  title: string;
  id: string;
  items: GroupView[];
  href: (slug: string) => string;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="search-group">
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.slug} lang={item.textLanguage}>
            <Link to={href(item.slug)}>
              <MarkedText text={item.nameMarked} />
            </Link>
            {item.snippet ? (
              <p>
                <MarkedText text={item.snippet} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Previous / next links that keep the words and filters. */
export function Paging({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("search.paging.label")} className="search-paging">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} rel="prev">
          {t("search.paging.previous")}
        </Link>
      ) : null}
      <span>{t("search.paging.page", { page, count: pageCount })}</span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next">
          {t("search.paging.next")}
        </Link>
      ) : null}
    </nav>
  );
}
