import { requireStaff } from "~/features/auth/staff.server";
import { formCsv, formCsvFileName } from "~/features/forms/forms-csv.server";
import { readableForm, recordExport } from "~/features/forms/staff-pages.server";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import type { Route } from "./+types/form-csv";

/**
 * /admin/forms/<formId>.csv: every submission of a form, for a spreadsheet
 * (forms-csv.server.ts: safe against formulas). Only for those who read the
 * form; a private form's export is in the activity log.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  // A resource route: the signed-in layout's loader does not run for it, so it signs in itself.
  const staff = requireStaff(request, context.now);
  const language = context.language ?? defaultLanguage(context.content);
  const form = readableForm(staff, context.content, params.formId, language);
  const timeZone = context.content.church.locale.timeZone;
  const csv = formCsv(form, params.formId, {
    timeZone,
    t: translator(language, context.content.church.locale.country).t,
  });
  recordExport(staff, form, params.formId, context.now);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${formCsvFileName(params.formId, context.now, timeZone)}"`,
      // Visitors' answers: never kept by any cache.
      "Cache-Control": "no-store",
    },
  });
}
