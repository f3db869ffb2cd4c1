import { useId, type ReactNode } from "react";
import { seasonalLocation, type SeasonalPage } from "~/content/seasonal-pages";
import type { SeasonView } from "~/lib/seasonal";
import type { ServiceOption } from "~/lib/visit-form";
import { PLAN_VISIT_ANCHOR, PlanVisit } from "./plan-visit-dialog";
import { Picture } from "./picture";
import { Band, PlanLink, Welcome } from "./seasonal-sections";

const planHref = `#${PLAN_VISIT_ANCHOR}`;

/**
 * The Easter (SPEC 2.21) and Christmas Eve (2.22) landing pages: one layout,
 * fed by app/content/seasonal-pages.ts and, for the date, by the loader's
 * `view` (app/lib/seasonal.ts, the request's "now" in the church's zone).
 * Every section is a labelled region, in the SPEC's order; the plan-a-visit
 * form closes the page. Once the day has passed the page never invites to it:
 * it says so and points to the next Sunday and the visit page.
 */
export function SeasonalLanding({
  page,
  view,
  planOptions,
}: {
  page: SeasonalPage;
  view: SeasonView;
  /** The season's services to plan (app/features/visits/plan-options.server.ts). */
  planOptions: ServiceOption[];
}) {
  return view.kind === "invite" ? (
    <Invitation page={page} view={view} planOptions={planOptions} />
  ) : (
    <Passed page={page} view={view} />
  );
}

function Hero({ page, children }: { page: SeasonalPage; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="seasonal-hero" aria-labelledby={headingId}>
      <Picture image={page.banner} sizes="100vw" priority className="seasonal-hero-image" />
      <div className="seasonal-hero-text container">
        <h1 id={headingId}>{page.heading}</h1>
        {children}
      </div>
    </section>
  );
}

function Passed({ page, view }: { page: SeasonalPage; view: Extract<SeasonView, { kind: "passed" }> }) {
  return (
    <div className={`seasonal seasonal-${page.season}`}>
      <Hero page={page}>
        <p className="seasonal-date">
          {page.name} was on {view.previousDateLabel}.
        </p>
        <p className="seasonal-invitation">
          {page.thanks} Join us on Sunday, {view.nextSundayLabel}. Next {page.name}: {view.nextDateLabel}.
        </p>
        <PlanLink label="Plan your visit" href="/visit" />
      </Hero>
      <Welcome page={page} planHref="/visit" passed />
    </div>
  );
}

function Invitation({
  page,
  view,
  planOptions,
}: {
  page: SeasonalPage;
  view: Extract<SeasonView, { kind: "invite" }>;
  planOptions: ServiceOption[];
}) {
  return (
    <div className={`seasonal seasonal-${page.season}`}>
      <Hero page={page}>
        <p className="seasonal-date">{view.dateLabel}</p>
        <p className="seasonal-times">{page.serviceTimesLabel}</p>
        <p className="seasonal-invitation">{page.invitation}</p>
        <PlanLink label={page.planLabel} />
      </Hero>

      <Band heading={page.fun.heading(view.dateLabel)}>
        <ul className="checklist">
          {page.fun.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Band>

      <Band heading={page.free} tone="gold">
        <PlanLink label={page.planLabel} />
      </Band>

      {page.event ? (
        <Band heading={page.event.heading} tone="sand">
          <ul className="event-tiles">
            {page.event.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Band>
      ) : null}

      <Band heading={page.times.heading}>
        <div className="seasonal-facts">
          <div>
            <h3>When</h3>
            <p>
              {view.dateLabel} at {page.serviceTimesLabel}
            </p>
          </div>
          <div>
            <h3>Where</h3>
            <p>
              <a href={seasonalLocation.mapsUrl}>{seasonalLocation.address}</a>
            </p>
          </div>
          <div>
            <h3>Questions?</h3>
            <p>
              Call us at <a href={`tel:${seasonalLocation.phone.tel}`}>{seasonalLocation.phone.display}</a>
            </p>
          </div>
        </div>
      </Band>

      <Band heading={page.callout.slice(0, -1).join(". ") + "."} tone="navy" className="seasonal-callout">
        <a className="button button-gold callout-link" href={planHref}>
          {page.callout[page.callout.length - 1]}
        </a>
      </Band>

      <Welcome page={page} planHref={planHref} />

      <Band heading={page.kids.heading}>
        <p>{page.kids.text}</p>
        <ul className="checklist checklist-columns">
          {page.kids.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Band>

      <Band heading={page.directions.heading} tone="sand">
        <p>{page.directions.text}</p>
        <PlanLink label={page.planLabel} />
      </Band>

      <PlanVisit
        heading="Plan your visit"
        intro={`Tell us you are coming on ${view.dateLabel} and we will save you a seat.`}
        options={planOptions}
        from={`/${page.season}`}
      />
    </div>
  );
}
