import { data, Link } from "react-router";
import type { Route } from "./+types/watch.scripture";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { pageMeta } from "~/lib/meta";
import { requireUpstream } from "~/server/upstream-modes.server";
import { getScriptureIndex } from "~/features/search/search-page.server";
import { NO_STORE } from "~/server/document-cache.server";
import searchStyles from "~/styles/search.css?url";
import sermonStyles from "~/styles/sermons.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: sermonStyles },
  { rel: "stylesheet", href: searchStyles },
];

export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    "Scripture Index",
    "Every book of the Bible our sermons have preached from, with the sermons on each.",
  );

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function loader() {
  requireUpstream("vimeo");
  const index = getScriptureIndex();
  return data(index, index.status === "building" ? { headers: NO_STORE } : undefined);
}

export default function ScripturePage({ loaderData }: Route.ComponentProps) {
  const { books, status } = loaderData;
  return (
    <div className="page container sermons-page scripture-page">
      <Breadcrumbs
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Messages", path: "/watch" },
          { name: "Scripture Index", path: null },
        ]}
      />
      <h1>Scripture Index</h1>
      <p>
        The books of the Bible our sermons have preached from, in the Bible's order. Or{" "}
        <Link to="/watch/search">search all sermons</Link>.
      </p>
      {status === "building" ? (
        <p className="notice">The scripture index is getting ready. Please try again in a minute.</p>
      ) : books.length === 0 ? (
        <p>No sermon names a Bible passage yet.</p>
      ) : (
        <ol className="scripture-books">
          {books.map((book) => (
            <li key={book.id} id={`book-${book.id}`}>
              <Link to={`/watch/search?book=${book.id}`}>
                {book.name}{" "}
                <span className="scripture-count">({book.count === 1 ? "1 sermon" : `${book.count} sermons`})</span>
              </Link>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
