import { PageHeader } from "~/components/page-header";
import { ServiceLanguage } from "~/components/service-language";
import { visitContentOf } from "~/features/visits/visit-content";
import { useSite } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { contextTranslator } from "~/i18n/context";
import { metaT, privatePageMeta } from "~/lib/meta";
import { servicesToPlan } from "~/lib/visit-services";
import pageStyles from "~/styles/pages/app.css?url";
import type { RouteHandle } from "~/root";
import type { Route } from "./+types/offline";

/**
 * /offline and /es/offline (issue 44): the page the service worker keeps in
 * each language and shows when the network fails on a page the person has no
 * copy of (docs/decisions/070). What a member on a train needs: this week's
 * services, with their dates, and where the church is. No script, no form;
 * the worker fetches it again when it is some hours old. Not indexed: a search
 * engine has nothing to do with it.
 */

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(args, metaT(args)("app.offlineTitle"), metaT(args)("app.offlineText"));

export const handle: RouteHandle = { withoutNewsletter: true };

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

/** "This week": the services of the coming seven days, so that on a Sunday evening it is next Sunday's. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function loader({ context }: Route.LoaderArgs) {
  const { tag } = contextTranslator(context);
  // Each weekly gathering and any seasonal service among them, as plan-a-visit lists them (two weeks, then cut).
  const weeks = { ...visitContentOf(context.content).schedule, weeksAhead: 2, locale: tag };
  const week = servicesToPlan(weeks, context.now).filter((service) => service.start <= context.now + WEEK_MS);
  return {
    services: week.map(({ id, label, name, language }) => ({
      id,
      label,
      name,
      ...(language ? { language } : {}),
    })),
  };
}

export default function Offline({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { church, services } = useSite();
  return (
    <>
      <PageHeader title={t("app.offlineHeading")} />
      <div className="page container readable-page page-stack">
        <p className="lede">{t("app.offlineText")}</p>
        <section aria-labelledby="offline-services">
          <h2 id="offline-services">{t("app.offlineServices")}</h2>
          {loaderData.services.length === 0 ? <p>{services.summary}</p> : null}
          <ul className="offline-times" role="list">
            {loaderData.services.map((service) => (
              <li key={service.id}>
                <strong>{service.label}</strong> {service.name}
                <ServiceLanguage item={service} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="offline-where">
          <h2 id="offline-where">{t("app.offlineWhere")}</h2>
          <p>
            <a href={church.mapUrl}>{church.addressLine}</a>
          </p>
          {church.phone ? (
            <p>
              {t("app.offlineCall")}: <a href={`tel:${church.phone.tel}`}>{church.phone.display}</a>
            </p>
          ) : null}
        </section>
        {/* An empty address is the page's own: the one the person asked for, since the worker answers at it. */}
        <p>
          <a className="button" href="">
            {t("app.offlineTryAgain")}
          </a>
        </p>
      </div>
    </>
  );
}
