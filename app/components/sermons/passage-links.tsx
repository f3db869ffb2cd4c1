import { useT } from "~/hooks/use-t";
import { passageLabel } from "~/lib/bible-books";
import { Link } from "react-router";

/** The sermon's scripture passages, each leading to the sermons on that book (the scripture index's search). */
export function PassageLinks({ passages }: { passages: { bookId: string; label: string }[] }) {
  const { t } = useT();
  if (passages.length === 0) return null;
  return (
    <p className="sermon-passages">
      {t("sermons.passages.label")}{" "}
      {passages.map((passage, index) => (
        <span key={passage.label}>
          {index > 0 ? ", " : null}
          <Link to={`/watch/search?book=${passage.bookId}`}>{passageLabel(passage, t)}</Link>
        </span>
      ))}{" "}
      (<Link to="/watch/scripture">{t("sermons.watch.scriptureIndex")}</Link>)
    </p>
  );
}
