import { useRouteLoaderData } from "react-router";
import type { Site } from "~/content/site";
import { formatChurchTime } from "~/lib/church-time";
import { datePatterns, type DatePatterns, type DateStyle } from "~/lib/date-patterns";

/** The church as this request's shell sees it (app/content/site.ts), from the root loader. */
export function useSite(): Site {
  const data = useRouteLoaderData<{ site: Site }>("root");
  if (!data) throw new Error("useSite: the root loader's data is missing");
  return data.site;
}

/** The church's way of writing dates (church.yaml's locale), in its time zone. */
export function useChurchDates() {
  const { church } = useSite();
  const style: DateStyle = {
    timeZone: church.locale.timeZone,
    dateOrder: church.locale.dateOrder,
    clock: church.locale.clock,
  };
  const patterns = datePatterns(style);
  return {
    style,
    patterns,
    format: (instant: number | Date, pattern: keyof DatePatterns) =>
      formatChurchTime(instant, patterns[pattern], style.timeZone),
  };
}
