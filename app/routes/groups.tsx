import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { StoreBadges } from "~/components/store-badges";
import { church } from "~/content/church";
import { groupsPage } from "~/content/pages/groups";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/groups.css?url";

export const meta = () => pageMeta("Home Groups", groupsPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function Groups() {
  const { about, signUp, faq } = groupsPage;
  return (
    <>
      <PageHeader title={groupsPage.title} tagline="Home groups" banner={groupsPage.banner} />
      <div className="page container page-stack">
        <section aria-labelledby="about-groups">
          <h2 id="about-groups">{about.heading}</h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="readable">
              {paragraph}
            </p>
          ))}
        </section>

        <section aria-labelledby="sign-up">
          <h2 id="sign-up">{signUp.heading}</h2>
          <div className="three-up">
            <div className="card padded">
              <h3>{signUp.online.heading}</h3>
              <p>{signUp.online.text}</p>
              <p>
                <ExternalLink href={signUp.online.href} className="button">
                  {signUp.online.linkLabel}
                </ExternalLink>
              </p>
            </div>
            <div className="card padded">
              <h3>{signUp.app.heading}</h3>
              <StoreBadges appName="Church Center" appStoreUrl={church.links.appStore} googlePlayUrl={church.links.googlePlay} />
              <ol className="steps">
                {signUp.app.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
            <div className="card padded">
              <h3>{signUp.email.heading}</h3>
              <p>{signUp.email.text}</p>
              <p>
                <a href={signUp.email.href}>{signUp.email.linkLabel}</a>
              </p>
            </div>
          </div>
        </section>

        <section aria-labelledby="faq">
          <h2 id="faq">{groupsPage.faqHeading}</h2>
          <div className="faq">
            {faq.map((item) => (
              <details key={item.question}>
                <summary>{item.question}</summary>
                <p>{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
