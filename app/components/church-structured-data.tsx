import { useRouteLoaderData } from "react-router";
import { churchData } from "~/lib/structured-data";
import { JsonLd } from "./json-ld";

/** Issue 9: the church as a schema.org Church (home, about, visit and contact pages). */
export function ChurchStructuredData() {
  const origin = useRouteLoaderData<{ origin: string }>("root")?.origin;
  return origin ? <JsonLd data={churchData(origin)} /> : null;
}
