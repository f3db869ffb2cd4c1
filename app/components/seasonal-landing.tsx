import { useId, type ReactNode } from "react";
import { seasonalLocation, type SeasonalPage } from "~/content/seasonal-pages";
import { artworkSrc } from "~/content/images";
import { PLAN_VISIT_ANCHOR, PlanVisit } from "./plan-visit-dialog";
import { Picture } from "./picture";
import { LazyVideo } from "./video-embed";

const planHref = `#${PLAN_VISIT_ANCHOR}`;

/**
 * The Easter (SPEC 2.21) and Christmas Eve (2.22) landing pages: one layout,
 * fed by app/content/seasonal-pages.ts. Every section is a labelled region,
 * in the SPEC's order; the plan-a-visit form closes the page.
 */
export function SeasonalLanding({ page }: { page: SeasonalPage }) {
  const headingId = useId();
  return (
    <div className={`seasonal seasonal-${page.season}`}>
      <section className="seasonal-hero" aria-labelledby={headingId}>
        <Picture image={page.banner} sizes="100vw" priority className="seasonal-hero-image" />
        <div className="seasonal-hero-text container">
          <h1 id={headingId}>{page.heading}</h1>
          <p className="seasonal-date">{page.dateLabel}</p>
          <p className="seasonal-times">{page.serviceTimesLabel}</p>
          <p className="seasonal-invitation">{page.invitation}</p>
          <PlanLink label={page.planLabel} />
        </div>
      </section>

      <Band heading={page.fun.heading}>
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
            <p>{page.times.text}</p>
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

      <Band heading={page.noAwkward.heading} tone="sand">
        <p>{page.noAwkward.text}</p>
        <ul className="checklist">
          {page.noAwkward.promises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
        <PlanLink label={page.planLabel} />
      </Band>

      <Band heading={page.welcome.heading}>
        <ul className="welcome-list">
          {page.welcome.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Band>

      {page.gallery ? (
        <Band heading={page.gallery.heading} tone="sand">
          <ul className="gallery" role="list">
            {page.gallery.images.map((image) => (
              <li key={image.path}>
                <Picture image={image} sizes="(min-width: 1024px) 16rem, (min-width: 550px) 45vw, 92vw" />
              </li>
            ))}
          </ul>
        </Band>
      ) : null}

      <Band heading={page.pastorNote.heading}>
        <div className="pastor-note">
          <Picture image={page.pastorNote.photo} sizes="10rem" className="pastor-photo" />
          <div>
            {page.pastorNote.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p className="signature">{page.pastorNote.signature}</p>
          </div>
        </div>
      </Band>

      <Band heading={page.sermons.heading} tone="sand">
        <p>{page.sermons.text}</p>
        <ul className="sample-sermons" role="list">
          {page.sermons.items.map((sermon) => (
            <li key={sermon.title}>
              <LazyVideo
                src={sermon.embedUrl}
                title={sermon.title}
                thumbnailSrc={artworkSrc(sermon.thumbnail)}
                thumbnailWidth={sermon.thumbnail.width}
                thumbnailHeight={sermon.thumbnail.height}
                fallbackHref={sermon.fallbackHref}
              />
              <h3>{sermon.title}</h3>
              <p>{sermon.description}</p>
            </li>
          ))}
        </ul>
      </Band>

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
        intro={`Tell us you are coming on ${page.dateLabel} and we will save you a seat.`}
        season={page.season}
        serviceOptions={page.serviceOptions}
      />
    </div>
  );
}

function PlanLink({ label }: { label: string }) {
  return (
    <p>
      <a className="button button-gold" href={planHref}>
        {label}
      </a>
    </p>
  );
}

function Band({ heading, tone, className, children }: { heading: string; tone?: "sand" | "gold" | "navy"; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={["seasonal-band", tone ? `band-${tone}` : "", className ?? ""].join(" ").trim()} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        {children}
      </div>
    </section>
  );
}
