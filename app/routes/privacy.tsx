import { PageHeader } from "~/components/page-header";
import { privacyPage } from "~/content/pages/privacy";
import { pageMeta } from "~/lib/meta";
import { slugify } from "~/lib/slug";
import pageStyles from "~/styles/content.css?url";

export const meta = () => pageMeta(privacyPage.title, privacyPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function Privacy() {
  return (
    <>
      <PageHeader title={privacyPage.title} tagline={privacyPage.updated} />
      <div className="page container readable-page">
        <p className="lede">{privacyPage.intro}</p>
        {privacyPage.sections.map((section) => (
          <section key={section.heading} aria-labelledby={`privacy-${slugify(section.heading)}`}>
            <h2 id={`privacy-${slugify(section.heading)}`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p>
          <a href={`mailto:${privacyPage.contactEmail}`}>E-mail {privacyPage.contactEmail} about your privacy</a>
        </p>
      </div>
    </>
  );
}
