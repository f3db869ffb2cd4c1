import { useT } from "~/hooks/use-t";
import { formatTimeOfDay, weekdayName } from "~/i18n/dates";
import { mapLinkLabel } from "~/lib/map-links";
import { DeferredFrame } from "../deferred-frame";
import type { ServiceOption } from "~/lib/visit-form";
import { PlanVisit } from "../plan-visit-dialog";
import { ServiceLanguage } from "../service-language";
import { pageLanguageFirst } from "~/lib/service-language";
import { useFill, usePageContext, type SectionData as Of } from "./page-context";
import { Buttons } from "./content-links";
import { Markdown, SectionFrame } from "./frame";

/** Sections about where and when: contact details, the map, the gatherings, a season's facts, dated lists, plan-a-visit. */

export function ContactSection({ section }: { section: Of<"contact"> }) {
  const { site } = usePageContext();
  const { t } = useT();
  const { church } = site;
  // Without a mailing address the post goes to the street address: its map is the street's, named as such.
  const address = church.mailingAddress ?? church.address;
  const map = church.mailingMapUrl
    ? { href: church.mailingMapUrl, label: t("home.contact.mailingMap") }
    : { href: church.mapUrl, label: mapLinkLabel(church.mapUrl, t) };
  const listed = church.staff.filter((member) => member.listed && member.email);
  return (
    <SectionFrame section={section}>
      <div className="two-up">
        <section aria-labelledby="mailing-heading">
          <h2 id="mailing-heading">{section.mailingHeading}</h2>
          <address>
            {church.name}
            <br />
            {address.street}
            <br />
            {[address.city, [address.region, address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ")}
          </address>
          <p>
            <a href={map.href}>{map.label}</a>
          </p>
        </section>
        {church.phone ? (
          <section aria-labelledby="phone-heading">
            <h2 id="phone-heading">{section.phoneHeading}</h2>
            <p className="big-link">
              <a href={`tel:${church.phone.tel}`}>{church.phone.display}</a>
            </p>
          </section>
        ) : null}
      </div>
      {listed.length > 0 ? (
        <section aria-labelledby="staff-email-heading">
          <h2 id="staff-email-heading">{section.staffHeading}</h2>
          <div className="table-scroll">
            <table className="staff-table">
              <caption className="visually-hidden">{t("home.contact.staffCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("home.contact.name")}</th>
                  <th scope="col">{t("home.contact.role")}</th>
                  <th scope="col">{t("home.contact.email")}</th>
                </tr>
              </thead>
              <tbody>
                {listed.map((member) => (
                  <tr key={member.id}>
                    <th scope="row">{member.name}</th>
                    <td>{member.role}</td>
                    <td>
                      <a href={`mailto:${member.email}`}>{member.email}</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </SectionFrame>
  );
}

export function MapSection({ section }: { section: Of<"map"> }) {
  const { site } = usePageContext();
  const { t } = useT();
  const { church } = site;
  return (
    <SectionFrame section={section} heading={section.heading}>
      {section.text ? <Markdown text={section.text} /> : null}
      <p>
        {church.addressLine}
        <br />
        <a href={church.mapUrl}>{mapLinkLabel(church.mapUrl, t)}</a>
      </p>
      {/* Like the video players, the map starts after the first paint (decision 022). */}
      <DeferredFrame
        className="map-frame"
        frame={{
          src: church.mapEmbedUrl,
          title: t("home.map.frameTitle", { church: church.name }),
          loading: "lazy",
          referrerpolicy: "no-referrer-when-downgrade",
        }}
      />
    </SectionFrame>
  );
}

/** The weekly gatherings (services.yaml), each with its day, time and length, in the church's zone. */
export function ServiceTimesSection({ section }: { section: Of<"service-times"> }) {
  const { site, style } = usePageContext();
  const { t, language } = useT();
  // The page's language's gatherings first (issue 27), each group by day and time.
  const gatherings = pageLanguageFirst(
    [...site.services.gatherings].sort(
      (a, b) => ((a.weekday + 6) % 7) - ((b.weekday + 6) % 7) || a.hour * 60 + a.minute - (b.hour * 60 + b.minute),
    ),
    language,
  );
  return (
    <SectionFrame section={section} heading={section.heading}>
      {section.text ? <Markdown text={section.text} /> : null}
      <ul className="service-times" role="list">
        {gatherings.map((gathering) => (
          <li key={gathering.id}>
            <strong>
              {t("home.services.dayTime", {
                weekday: weekdayName(gathering.weekday, style),
                time: formatTimeOfDay(gathering.hour, gathering.minute, style),
              })}
            </strong>{" "}
            {gathering.name}
            {gathering.kids ? <span className="service-kids">{t("home.services.kids")}</span> : null}
            <ServiceLanguage item={gathering} />
          </li>
        ))}
      </ul>
      <p className="service-address">{site.church.addressLine}</p>
      <Buttons buttons={section.buttons} />
    </SectionFrame>
  );
}

/** A seasonal page's When, Where and Questions. */
export function SeasonFactsSection({ section }: { section: Of<"season-facts"> }) {
  const { site, page, season } = usePageContext();
  const { t } = useT();
  if (!page.season || season?.kind !== "invite") return null;
  const { church } = site;
  return (
    <SectionFrame section={section} heading={section.heading}>
      <div className="seasonal-facts">
        <div>
          <h3>{t("home.season.when")}</h3>
          <p>{t("home.season.dateAtTimes", { date: season.dateLabel, times: page.season.timesLabel })}</p>
        </div>
        <div>
          <h3>{t("home.season.where")}</h3>
          <p>
            <a href={church.mapUrl}>{church.addressLine}</a>
          </p>
        </div>
        {church.phone ? (
          <div>
            <h3>{t("home.season.questions")}</h3>
            <p>
              {t("home.season.callUs")} <a href={`tel:${church.phone.tel}`}>{church.phone.display}</a>
            </p>
          </div>
        ) : null}
      </div>
    </SectionFrame>
  );
}

export interface DatedItemView {
  title: string;
  dateLabel: string;
  time?: string;
}

/** Dated items still to come: the loader leaves out those whose day has passed and writes their dates. */
export function DatedListSection({ section, items }: { section: Of<"dated-list">; items: DatedItemView[] }) {
  const fill = useFill();
  return (
    <SectionFrame section={section} heading={section.heading}>
      {section.text ? <Markdown text={section.text} /> : null}
      {items.length > 0 ? (
        <ul className="youth-events" role="list">
          {items.map((item) => (
            <li key={`${item.title}-${item.dateLabel}`} className="card youth-event">
              <h3>{fill(item.title)}</h3>
              <p className="youth-event-date">{item.dateLabel}</p>
              {item.time ? <p>{item.time}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{fill(section.empty)}</p>
      )}
    </SectionFrame>
  );
}

export function PlanVisitSection({ section, options }: { section: Of<"plan-visit">; options: ServiceOption[] }) {
  const { page, season, textLang } = usePageContext();
  const fill = useFill();
  // A seasonal page's form offers its own services while it invites; once its day has passed it has none.
  if (page.season && season?.kind !== "invite") return null;
  return (
    <PlanVisit
      heading={fill(section.heading)}
      intro={fill(section.intro ?? "")}
      options={options}
      from={page.path}
      textLang={textLang}
    />
  );
}
