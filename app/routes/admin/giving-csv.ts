import { requireStaff } from "~/features/auth/staff.server";
import { givingCsv } from "~/features/giving/giving-admin.server";
import type { Route } from "./+types/giving-csv";

/**
 * /admin/giving.csv: the gifts the giving page shows (the same dates, fund and
 * donor), for the bookkeeper. Owners and treasurers only; each download is in
 * the activity log.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  // A resource route: the signed-in layout's loader does not run for it, so it signs in itself.
  const staff = requireStaff(request, context.now, "giving.read");
  const { csv, fileName } = givingCsv(staff, new URL(request.url).searchParams, context);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      // Donors' names, e-mails and gifts: never kept by any cache.
      "Cache-Control": "no-store",
    },
  });
}
