import { useT } from "~/hooks/use-t";
import { Link } from "react-router";

/**
 * A bad series or sermon id: a real 404 inside the shell, with a way back.
 * (The SPEC cancels the navigation silently; docs/decisions records why a 404
 * serves visitors and search engines better.)
 */
export function SermonNotFound({ what }: { what: "series" | "message" }) {
  const { t } = useT();
  return (
    <div className="page container">
      <h1>{t(what === "series" ? "sermons.notFound.series" : "sermons.notFound.message")}</h1>
      <p>{t("sermons.notFound.text")}</p>
      <p>
        <Link to="/watch" className="button">
          {t("sermons.notFound.browse")}
        </Link>
      </p>
    </div>
  );
}
