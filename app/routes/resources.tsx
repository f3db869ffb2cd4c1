import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { Picture } from "~/components/picture";
import { resourceSections, resourcesPage } from "~/content/resources";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/resources.css?url";

export const meta = () => pageMeta(resourcesPage.title, resourcesPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

const coverSizes = { book: "10rem", podcast: "10rem", app: "10rem", video: "(min-width: 700px) 22rem, 92vw" } as const;

export default function Resources() {
  return (
    <>
      <PageHeader title={resourcesPage.title} tagline={resourcesPage.intro} />
      <div className="page container page-stack">
        {resourceSections.map((section) => (
          <section key={section.heading} aria-labelledby={`resources-${section.kind}`}>
            <h2 id={`resources-${section.kind}`}>{section.heading}</h2>
            <ul className={`resource-grid resource-grid-${section.kind}`} role="list">
              {section.items.map((item) => (
                <li key={item.title}>
                  <ExternalLink href={item.href} className="resource-link" newTab>
                    <Picture image={item.cover} sizes={coverSizes[section.kind]} alt="" />
                    <span className="resource-title">{item.title}</span>
                    <span className="resource-by">{item.by}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
