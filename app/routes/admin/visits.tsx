import { useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import type { Route } from "./+types/visits";
import { requireStaff } from "~/features/auth/staff.server";
import { visitContentOf } from "~/features/visits/visit-content";
import { comingServices } from "~/features/visits/who-is-coming.server";
import { headcount } from "~/lib/coming-list";
import { formatChildrenAges } from "~/lib/visit-form";

/**
 * "Who's coming" (issue 19): the visits planned on the website for each
 * coming service, cancelled plans left out, with the children's ages for
 * check-in and a CSV download (visits-csv.ts). Owners, editors and
 * contributors see it (`visits.read`): whoever stands at the check-in desk
 * needs the list. A treasurer does not (issue 38: giving only). Reading it is
 * not an audited action.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "Who’s coming") }];

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context.now, "visits.read");
  const services = comingServices({ content: visitContentOf(context.content), now: context.now });
  return {
    churchName: context.content.church.name,
    services: services.map((service) => ({
      id: service.serviceId,
      name: service.serviceName,
      label: service.serviceLabel,
      headcount: headcount(service.adults, service.children),
      places: service.capacity ? `${service.adults + service.children} of ${service.capacity} places taken` : null,
      // Issue 28: plans whose address is not confirmed yet are not guests; they hold places for 30 minutes.
      holds: service.holds.map((hold) => ({
        id: hold.planId,
        name: hold.name,
        headcount: headcount(hold.adults, hold.childrenAges.length),
      })),
      csv: `/admin/visits.csv?service=${encodeURIComponent(service.serviceId)}`,
      guests: service.guests.map((guest) => ({
        id: guest.planId,
        name: guest.name,
        moved: guest.status === "changed",
        adults: guest.adults,
        ages: formatChildrenAges(guest.childrenAges),
        email: guest.email,
        phone: guest.phone,
        reminder: guest.reminder,
      })),
    })),
  };
}

export default function Visits() {
  const { churchName, services } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Who&rsquo;s coming</h1>
      <p className="muted">
        Visits planned on the website for today&rsquo;s and every later service, in {churchName}&rsquo;s time zone, with
        the children&rsquo;s ages for check-in. Cancelled plans are left out, and plans still waiting for their e-mail
        address to be confirmed are shown apart.
      </p>
      {services.length === 0 ? (
        <p>No visits are planned for the coming services yet.</p>
      ) : (
        <p>
          <a href="/admin/visits.csv" download>
            Download the whole list (CSV)
          </a>
        </p>
      )}
      {services.map((service, index) => (
        <section key={service.id} aria-labelledby={`service-${index}`}>
          <h2 id={`service-${index}`}>{service.label}</h2>
          <table className="rows">
            <caption>
              {service.name}: {service.headcount}
              {service.places && ` (${service.places})`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Adults</th>
                <th scope="col">Children&rsquo;s ages</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col">Reminder wanted</th>
              </tr>
            </thead>
            <tbody>
              {service.guests.map((guest) => (
                <tr key={guest.id}>
                  <th scope="row">
                    {guest.name}
                    {guest.moved && <span className="muted"> (moved from another date)</span>}
                  </th>
                  <td data-label="Adults">{guest.adults}</td>
                  <td data-label="Children’s ages">{guest.ages || "None"}</td>
                  <td data-label="E-mail">
                    <a href={`mailto:${guest.email}`}>{guest.email}</a>
                  </td>
                  <td data-label="Phone">{guest.phone ?? "Not given"}</td>
                  <td data-label="Reminder wanted">{guest.reminder ? "Yes" : "No"}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {service.holds.length > 0 ? (
            <>
              <h3 id={`service-${index}-holds`}>Waiting for their e-mail address to be confirmed</h3>
              <p className="muted">
                Not counted above: their places are held for 30 minutes from when they planned, then go back to others
                unless they confirm with the link e-mailed to them.
              </p>
              <ul aria-labelledby={`service-${index}-holds`}>
                {service.holds.map((hold) => (
                  <li key={hold.id}>
                    {hold.name}: {hold.headcount}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <a href={service.csv} download>
              Download this service&rsquo;s list (CSV)
            </a>
          </p>
        </section>
      ))}
    </>
  );
}
