import type { Route } from "./+types/sign-up-roster-csv";
import { requireStaff } from "~/features/auth/staff.server";
import { occurrenceOfKey, rosterCsv, rosterOf } from "~/features/signups/rosters.server";
import { dateLabel } from "~/features/signups/sign-up-overview.server";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";

/**
 * /admin/sign-ups/:event/roster.csv: an event's roster for a spreadsheet or
 * the check-in desk, one row an attendee (?date=<occurrence>: one date).
 * Owners and editors, as the roster page.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  // A resource route: the signed-in layout's loader does not run for it, so it signs in itself.
  requireStaff(request, context.now, "sign-ups.manage");
  const date = occurrenceOfKey(new URL(request.url).searchParams.get("date"));
  const roster = rosterOf(context.content, params.event, date);
  if (!roster) return new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });
  const language = context.language ?? defaultLanguage(context.content);
  const { t } = translator(language, context.content.church.locale.country);
  const csv = rosterCsv(roster, { t, when: (rosterDate) => dateLabel(language, context.content, rosterDate) });
  // Letters, digits and dashes only: the name needs no quoting rules in Content-Disposition.
  const name = `sign-ups-${params.event}`.replace(/[^A-Za-z0-9]+/g, "-").slice(0, 80);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}.csv"`,
      // Names, ages, e-mail addresses and answers: never kept by any cache.
      "Cache-Control": "no-store",
    },
  });
}
