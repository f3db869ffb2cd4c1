import { useT } from "~/hooks/use-t";
import { HeroCarousel } from "../hero-carousel";
import { useFill, usePageContext, type SectionData as Of } from "./page-context";
import { Buttons } from "./content-links";
import { Markdown } from "./frame";

/**
 * SPEC 2.3: the home page's banner. The rotating pictures, the welcome (the
 * page's one h1), the gatherings' summary with the address (in the banner on
 * wide screens, in a band of its own below 900 px), a button, and a down arrow.
 */
export function HeroSection({ section }: { section: Of<"hero"> }) {
  const { site } = usePageContext();
  const fill = useFill();
  const { t } = useT();
  const { church } = site;
  return (
    <>
      {/* SPEC 2.3: the intro animation and the visit counter (app/elements/home-intro.ts). */}
      <home-intro>
        <section className="home-hero" aria-labelledby="welcome-heading">
          <HeroCarousel images={section.images} />
          <div className="home-hero-text container">
            <h1 id="welcome-heading">{fill(section.heading)}</h1>
            <Markdown text={section.text} className="home-hero-lede" />
            <p className="home-hero-service">
              <strong>{site.services.summary}</strong>
              <span>
                <a href={church.mapUrl}>{church.addressLine}</a>
              </span>
            </p>
            <Buttons buttons={[section.button]} />
          </div>
          {section.arrowTo ? (
            <a href={`#${section.arrowTo}`} className="home-hero-arrow">
              <span className="visually-hidden">{section.arrowLabel}</span>
            </a>
          ) : null}
        </section>
      </home-intro>
      <section className="home-service" aria-label={t("home.serviceBox.label")}>
        <p>
          <strong>{site.services.summary}</strong>
          <br />
          <a href={church.mapUrl}>{church.addressLine}</a>
        </p>
      </section>
    </>
  );
}
