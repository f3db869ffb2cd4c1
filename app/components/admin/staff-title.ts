import { isRouteErrorResponse } from "react-router";

/** A staff page's title, or the title of the error shown in its place (meta functions get the error). */
export function staffTitle(churchName: string, error: unknown, title = "Staff"): string {
  if (!error) return `${churchName}: ${title}`;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading = status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Something went wrong";
  return `${churchName}: ${heading}`;
}
