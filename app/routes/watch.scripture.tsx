import { data, Link } from "react-router";
import type { Route } from "./+types/watch.scripture";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { useT } from "~/hooks/use-t";
import { bookName } from "~/lib/bible-books";
import { metaT, pageMeta } from "~/lib/meta";
import { requireUpstream } from "~/server/upstream-modes.server";
import { getScriptureIndex } from "~/features/search/search-page.server";
import { NO_STORE_FOR_ANYONE } from "~/server/document-cache.server";
import searchStyles from "~/styles/search.css?url";
import sermonStyles from "~/styles/sermons.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: sermonStyles },
  { rel: "stylesheet", href: searchStyles },
];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(args, metaT(args)("sermons.scripture.title"), metaT(args)("sermons.scripture.description"));

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader() {
  requireUpstream("vimeo");
  const index = getScriptureIndex();
  return data(index, index.status === "building" ? { headers: NO_STORE_FOR_ANYONE } : undefined);
}

export default function ScripturePage({ loaderData }: Route.ComponentProps) {
  const { books, status } = loaderData;
  const { t } = useT();
  return (
    <div className="page container sermons-page scripture-page">
      <Breadcrumbs
        crumbs={[
          { name: t("layout.breadcrumbs.home"), path: "/" },
          { name: t("sermons.message.crumb"), path: "/watch" },
          { name: t("sermons.scripture.title"), path: null },
        ]}
      />
      <h1>{t("sermons.scripture.title")}</h1>
      <p>
        {t("sermons.scripture.intro")} <Link to="/watch/search">{t("sermons.scripture.searchAll")}</Link>.
      </p>
      {status === "building" ? (
        <p className="notice">{t("sermons.scripture.building")}</p>
      ) : books.length === 0 ? (
        <p>{t("sermons.scripture.none")}</p>
      ) : (
        <ol className="scripture-books">
          {books.map((book) => (
            <li key={book.id} id={`book-${book.id}`}>
              <Link to={`/watch/search?book=${book.id}`}>
                {bookName(book, t)}{" "}
                <span className="scripture-count">{t("sermons.scripture.count", { count: book.count })}</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
