import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
import { useT } from "~/hooks/use-t";
import { metaT, pageMeta } from "~/lib/meta";
import type { MessageKey } from "~/messages";
import type { Route } from "./+types/public-frame";

/**
 * Every public address sits in this frame (app/routes.ts), for its error boundary alone (issue 38).
 *
 * When an action throws (a refused form, an event that is over), React Router runs the loaders
 * above the boundary that catches it and no others. Were that boundary the root's, the root loader,
 * and with it the church's name, navigation and footer, would not run, and the page meant to say
 * "this form has expired" failed with a 500 instead. Caught here, one level below the root, every
 * refusal is drawn inside the site's own layout with its own status.
 */

interface Words {
  title: MessageKey;
  heading: MessageKey;
  text: MessageKey;
}

const NOT_FOUND: Words = {
  title: "errors.notFound.title",
  heading: "errors.notFound.heading",
  text: "errors.notFound.text",
};
const FAILED: Words = { title: "errors.failed.title", heading: "errors.failed.heading", text: "errors.failed.text" };
const REFUSED: Record<number, Words> = {
  400: { title: "errors.refused.title", heading: "errors.refused.heading", text: "errors.refused.unreadable" },
  403: { title: "errors.refused.title", heading: "errors.refused.heading", text: "errors.refused.expired" },
  404: NOT_FOUND,
  410: NOT_FOUND,
  413: { title: "errors.refused.title", heading: "errors.refused.heading", text: "errors.refused.tooLarge" },
  429: { title: "errors.refused.title", heading: "errors.refused.heading", text: "errors.refused.tooMany" },
};

/** The words for what went wrong: a refusal (4xx) says what to do next; anything else is a failure. */
export function errorWords(error: unknown): Words {
  if (!isRouteErrorResponse(error)) return FAILED;
  return REFUSED[error.status] ?? (error.status >= 400 && error.status < 500 ? REFUSED[400]! : FAILED);
}

export const meta = (args: Route.MetaArgs) =>
  args.error ? pageMeta(args, metaT(args)(errorWords(args.error).title), "") : [];

export default function PublicFrame() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const { t } = useT();
  const words = errorWords(useRouteError());
  return (
    <div className="page container">
      <h1>{t(words.heading)}</h1>
      <p>{t(words.text)}</p>
      <p>
        <Link to="/">{t("errors.homeLink")}</Link>
      </p>
    </div>
  );
}
