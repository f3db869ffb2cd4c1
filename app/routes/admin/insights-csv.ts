import { data } from "react-router";
import { requireStaff } from "~/features/auth/staff.server";
import { insightsCsv, isCsvTable } from "~/features/insights/insights-csv.server";
import { insightsQueryOf } from "~/features/insights/insights-page.server";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import type { Route } from "./+types/insights-csv";

/**
 * /admin/insights.csv?table=pages&range=…: any list of Staff → Insights as CSV
 * (issue 47), for the same days and page as the page. Daily counts name
 * nobody; gifts only for owners and treasurers.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  // A resource route: the signed-in layout's loader does not run for it, so it signs in itself.
  const staff = requireStaff(request, context.now, "insights.read");
  const search = new URL(request.url).searchParams;
  const table = search.get("table");
  if (!isCsvTable(table)) throw data({ message: "No such list." }, { status: 404 });
  const { t } = translator(context.language ?? defaultLanguage(context.content), context.content.church.locale.country);
  const query = insightsQueryOf(search, context.content, context.now);
  const { csv, fileName } = insightsCsv(staff, query, table, { content: context.content, t });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
