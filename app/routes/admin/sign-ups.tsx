import { Link, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import { requireStaff } from "~/features/auth/staff.server";
import { signUpOverview } from "~/features/signups/sign-up-overview.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import type { Route } from "./+types/sign-ups";

/**
 * Sign-ups (issue 28): every event that takes sign-ups on the site, with the
 * places taken and the waitlist of each date; each opens its roster. Owners
 * and editors ("sign-ups.manage", docs/decisions/038).
 */
export const meta: Route.MetaFunction = (args) => [
  { title: staffTitle(args, translator("en").t("adminSignUps.title")) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context.now, "sign-ups.manage");
  return { events: signUpOverview(context.content, context.language ?? defaultLanguage(context.content)) };
}

export default function SignUps() {
  const { events } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <h1>{t("adminSignUps.title")}</h1>
      <p className="muted">{t("adminSignUps.intro")}</p>
      {events.length === 0 ? <p>{t("adminSignUps.none")}</p> : null}
      {events.map((event, index) => (
        <section key={event.id} aria-labelledby={`sign-up-event-${index}`}>
          <h2 id={`sign-up-event-${index}`}>
            <Link to={`/admin/sign-ups/${encodeURIComponent(event.id)}`}>{event.name}</Link>
          </h2>
          {event.dates.length === 0 ? (
            <p>{t("adminSignUps.noSignUps")}</p>
          ) : (
            <table className="rows">
              <thead>
                <tr>
                  <th scope="col">{t("adminSignUps.col.date")}</th>
                  <th scope="col">{t("adminSignUps.col.places")}</th>
                  <th scope="col">{t("adminSignUps.col.waitlist")}</th>
                </tr>
              </thead>
              <tbody>
                {event.dates.map((date) => (
                  <tr key={date.occurrence}>
                    <th scope="row">{date.when}</th>
                    <td data-label={t("adminSignUps.col.places")}>{date.places}</td>
                    <td data-label={t("adminSignUps.col.waitlist")}>{date.waitlist}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </>
  );
}
