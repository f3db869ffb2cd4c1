import { Link } from "react-router";

/**
 * A bad series or sermon id: a real 404 inside the shell, with a way back.
 * (The SPEC cancels the navigation silently; docs/decisions records why a 404
 * serves visitors and search engines better.)
 */
export function SermonNotFound({ what }: { what: "series" | "message" }) {
  return (
    <div className="page container">
      <h1>{what === "series" ? "We couldn't find that series" : "We couldn't find that message"}</h1>
      <p>It may have been renamed or removed. Every series and message is on the sermons page.</p>
      <p>
        <Link to="/watch" className="button">
          Browse all sermons
        </Link>
      </p>
    </div>
  );
}
