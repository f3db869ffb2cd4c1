import { isRouteErrorResponse } from "react-router";
import { pageTitle, siteName, type MetaContext } from "~/lib/meta";

/** A staff page's title, or the title of the error shown in its place (meta functions get the error). */
export function staffTitle(context: MetaContext & { error?: unknown }, title = "Staff"): string {
  if (!context.error) return pageTitle(siteName(context), title);
  const status = isRouteErrorResponse(context.error) ? context.error.status : 500;
  const heading = status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Something went wrong";
  return pageTitle(siteName(context), heading);
}
