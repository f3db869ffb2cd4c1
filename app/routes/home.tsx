import { Link } from "react-router";
import { ExternalLink } from "~/components/external-link";
import { HeroCarousel } from "~/components/hero-carousel";
import { HighlightCards } from "~/components/highlight-card";
import { church, formatAddress } from "~/content/church";
import { heroImages } from "~/content/images";
import { homePage, mission } from "~/content/pages/home";
import { pageMeta } from "~/lib/meta";
import type { RouteHandle } from "~/root";
import pageStyles from "~/styles/pages/home.css?url";
import { ChurchStructuredData } from "~/components/church-structured-data";

// SPEC 2.3: the home page's title.
export const meta = () => pageMeta(church.tagline, homePage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export const handle: RouteHandle = { nav: { floating: true } };

const address = formatAddress(church.streetAddress);

export default function Home() {
  return (
    <>
      <ChurchStructuredData />
      {/* SPEC 2.3: the intro animation and the visit counter (app/elements/home-intro.ts). */}
      <home-intro>
        <section className="home-hero" aria-labelledby="welcome-heading">
          <HeroCarousel images={heroImages} />
          <div className="home-hero-text container">
            <h1 id="welcome-heading">{homePage.welcomeHeading}</h1>
            <p className="home-hero-lede">{homePage.welcomeText}</p>
            <p className="home-hero-service">
              <strong>{church.sundayService.label}</strong>
              <span>
                <a href={church.mapsUrl}>{address}</a>
              </span>
            </p>
            <p>
              <Link to="/visit" className="button button-gold">
                {homePage.visitLabel}
              </Link>
            </p>
          </div>
          <a href="#mission" className="home-hero-arrow">
            <span className="visually-hidden">Skip down to our mission</span>
          </a>
        </section>
      </home-intro>

      <section className="home-service" aria-label="Service time and address">
        <p>
          <strong>{church.sundayService.label}</strong>
          <br />
          <a href={church.mapsUrl}>{address}</a>
        </p>
      </section>

      <section id="mission" className="home-mission" aria-labelledby="mission-heading">
        <div className="container">
          <h2 id="mission-heading" className="visually-hidden">
            Our mission
          </h2>
          <figure>
            <blockquote>
              <p>{mission.quote}</p>
            </blockquote>
            <figcaption>{church.name}&rsquo;s mission</figcaption>
          </figure>
        </div>
      </section>

      <section className="home-discover" aria-labelledby="discover-heading">
        <div className="container home-split">
          <div>
            <h2 id="discover-heading">{homePage.discover.heading}</h2>
            <p>{homePage.discover.text}</p>
            <p>
              <ExternalLink href={homePage.discover.href} className="button">
                {homePage.discover.linkLabel}
              </ExternalLink>
            </p>
          </div>
          <div>
            <h2>{homePage.connect.heading}</h2>
            <p>{homePage.connect.text}</p>
            <p>
              <Link to={homePage.connect.to} className="button button-outline">
                {homePage.connect.linkLabel}
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section className="home-highlights" aria-labelledby="highlights-heading">
        <div className="container">
          <h2 id="highlights-heading">Start here</h2>
          <HighlightCards cards={homePage.cards} />
        </div>
      </section>
    </>
  );
}
