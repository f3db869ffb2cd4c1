import { useRouteLoaderData } from "react-router";
import type { Site } from "~/content/site";
import { formatChurchDate, type DateForm } from "~/i18n/dates";
import type { DateStyle } from "~/lib/date-patterns";
import { useT } from "./use-t";

/** The church as this request's shell sees it (app/content/site.ts), from the root loader. */
export function useSite(): Site {
  const data = useRouteLoaderData<{ site: Site }>("root");
  if (!data) throw new Error("useSite: the root loader's data is missing");
  return data.site;
}

/** The church's way of writing dates (church.yaml's locale), in its time zone and the page's language. */
export function useChurchDates() {
  const { church } = useSite();
  const { tag } = useT();
  const style: DateStyle = {
    timeZone: church.locale.timeZone,
    dateOrder: church.locale.dateOrder,
    clock: church.locale.clock,
    locale: tag,
  };
  return {
    style,
    format: (instant: number | Date, form: DateForm) => formatChurchDate(instant, form, style),
  };
}
