import { useId, type ReactNode } from "react";
import type { SeasonalPage } from "~/content/seasonal-pages";
import { artworkSrc } from "~/content/images";
import { PLAN_VISIT_ANCHOR } from "./plan-visit-dialog";
import { Picture } from "./picture";
import { LazyVideo } from "./video-embed";

/** The building blocks of the seasonal landing pages (./seasonal-landing.tsx). */

const planHref = `#${PLAN_VISIT_ANCHOR}`;

/** The sections that hold whatever the date: what a first visit is like, the people, the pastor, sample sermons. */
export function Welcome({
  page,
  planHref: href,
  passed = false,
}: {
  page: SeasonalPage;
  planHref: string;
  passed?: boolean;
}) {
  return (
    <>
      <Band heading={page.noAwkward.heading} tone="sand">
        <p>{page.noAwkward.text}</p>
        <ul className="checklist">
          {page.noAwkward.promises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
        <PlanLink label={page.planLabel} href={href} />
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

      {/* The pastor's note invites to the day itself, so it goes once the day has passed. */}
      {passed ? null : (
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
      )}

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
    </>
  );
}

export function PlanLink({ label, href = planHref }: { label: string; href?: string }) {
  return (
    <p>
      <a className="button button-gold" href={href}>
        {label}
      </a>
    </p>
  );
}

export function Band({
  heading,
  tone,
  className,
  children,
}: {
  heading: string;
  tone?: "sand" | "gold" | "navy";
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      className={["seasonal-band", tone ? `band-${tone}` : "", className ?? ""].join(" ").trim()}
      aria-labelledby={id}
    >
      <div className="container">
        <h2 id={id}>{heading}</h2>
        {children}
      </div>
    </section>
  );
}
