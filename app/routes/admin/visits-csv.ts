import type { Route } from "./+types/visits-csv";
import { requireStaff } from "~/features/auth/staff.server";
import { visitContentOf } from "~/features/visits/visit-content";
import { comingServices, whoIsComingCsv } from "~/features/visits/who-is-coming.server";
import { comingCsvFileName } from "~/lib/coming-list";

/**
 * /admin/visits.csv: "Who's coming" as a download for a spreadsheet or the
 * check-in desk, every coming service or, with ?service=<id>, one of them (a
 * service whose plans were all cancelled gives the header row alone). Every
 * role that sees the page (`visits.read`, visits.tsx) may download it.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  // A resource route: the signed-in layout's loader does not run for it, so it signs in itself.
  requireStaff(request, context.now, "visits.read");
  const content = visitContentOf(context.content);
  const serviceId = new URL(request.url).searchParams.get("service") ?? undefined;
  const services = comingServices({ content, now: context.now }).filter(
    (service) => serviceId === undefined || service.serviceId === serviceId,
  );
  const fileName = comingCsvFileName(context.now, content.schedule.timeZone, serviceId);
  return new Response(whoIsComingCsv(services), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      // Visitors' names, e-mails and phones: never kept by any cache.
      "Cache-Control": "no-store",
    },
  });
}
