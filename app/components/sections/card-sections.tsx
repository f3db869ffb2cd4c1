import { useId } from "react";
import { yearsSince } from "~/lib/years-since";
import { artworkSrc } from "~/lib/pictures";
import { ExternalLink } from "../external-link";
import { Picture } from "../picture";
import { StoreBadges } from "../store-badges";
import { LazyVideo } from "../video-embed";
import { useFill, useLeadsSomewhere, usePageContext, type SectionData as Of } from "./page-context";
import { Buttons, ContentLink } from "./content-links";
import { Markdown, SectionFrame } from "./frame";
import { usePictureLoading } from "./leading-section";

/** Sections of cards and pictures: picture cards, boxes, resource links, galleries, videos, staff. */

export function CardsSection({ section }: { section: Of<"cards"> }) {
  const fill = useFill();
  const leadsSomewhere = useLeadsSomewhere();
  const items = section.items.filter((card) => leadsSomewhere(card.link.href));
  if (items.length === 0) return null;
  return (
    <SectionFrame
      section={section}
      heading={section.heading}
      hideHeading={section.hideHeading}
      className="home-highlights"
    >
      <ul className="highlight-cards" role="list">
        {items.map((card) => (
          <li key={card.title} className="card highlight-card">
            <Picture image={card.image} sizes="(min-width: 900px) 22rem, (min-width: 600px) 45vw, 92vw" alt="" />
            <div className="highlight-card-body">
              {section.heading ? <h3>{fill(card.title)}</h3> : <h2>{fill(card.title)}</h2>}
              <Markdown text={card.text} />
              <ContentLink href={card.link.href} className="highlight-card-link">
                {fill(card.link.label)}
              </ContentLink>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

/** Boxes side by side, each a region named by its heading; their headings are the page's h2s when the section has none of its own. */
export function ActionsSection({ section }: { section: Of<"actions"> }) {
  const columns = section.items.length >= 3 ? "three-up" : section.items.length === 2 ? "two-up" : "";
  return (
    <SectionFrame section={section} heading={section.heading}>
      <div className={[columns, "action-boxes"].filter(Boolean).join(" ")}>
        {section.items.map((item) => (
          <ActionBox key={item.heading} item={item} headingLevel={section.heading ? 3 : 2} />
        ))}
      </div>
    </SectionFrame>
  );
}

function ActionBox({ item, headingLevel }: { item: Of<"actions">["items"][number]; headingLevel: 2 | 3 }) {
  const fill = useFill();
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className="card padded">
      <Heading id={id}>{fill(item.heading)}</Heading>
      {item.text ? <Markdown text={item.text} /> : null}
      {item.app ? (
        <StoreBadges appName={item.app.name} appStoreUrl={item.app.appStore} googlePlayUrl={item.app.googlePlay} />
      ) : null}
      {item.steps ? (
        <ol className="steps">
          {item.steps.map((step) => (
            <li key={step}>{fill(step)}</li>
          ))}
        </ol>
      ) : null}
      {item.button ? <Buttons buttons={[item.button]} /> : null}
    </section>
  );
}

/** A section's picture at `index`, loaded as its place in the page asks (usePictureLoading). */
function LeadingPicture({ index, ...picture }: { index: number } & Parameters<typeof Picture>[0]) {
  return <Picture {...picture} {...usePictureLoading(index)} />;
}

const COVER_SIZES = { portrait: "10rem", square: "10rem", wide: "(min-width: 700px) 22rem, 92vw" } as const;

export function ResourcesSection({ section }: { section: Of<"resources"> }) {
  return (
    <SectionFrame section={section} heading={section.heading}>
      <ul className={`resource-grid resource-grid-${section.shape}`} role="list">
        {section.items.map((item, index) => (
          <li key={item.title}>
            <ExternalLink href={item.href} className="resource-link" newTab>
              <LeadingPicture index={index} image={item.cover} sizes={COVER_SIZES[section.shape]} alt="" />
              <span className="resource-title">{item.title}</span>
              {item.by ? <span className="resource-by">{item.by}</span> : null}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function GallerySection({ section }: { section: Of<"gallery"> }) {
  return (
    <SectionFrame section={section} heading={section.heading}>
      <ul className="gallery" role="list">
        {section.images.map((image, index) => (
          <li key={image.path}>
            <LeadingPicture
              index={index}
              image={image}
              sizes="(min-width: 1024px) 16rem, (min-width: 550px) 45vw, 92vw"
            />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function VideosSection({ section }: { section: Of<"videos"> }) {
  return (
    <SectionFrame section={section} heading={section.heading}>
      {section.text ? <Markdown text={section.text} /> : null}
      <ul className="sample-sermons" role="list">
        {section.items.map((video) => (
          <li key={video.title}>
            <LazyVideo
              src={video.embedUrl}
              title={video.title}
              thumbnailSrc={artworkSrc(video.thumbnail)}
              thumbnailWidth={video.thumbnail.width}
              thumbnailHeight={video.thumbnail.height}
              fallbackHref={video.fallbackHref.startsWith("files/") ? `/${video.fallbackHref}` : video.fallbackHref}
            />
            <h3>{video.title}</h3>
            {video.description ? <Markdown text={video.description} /> : null}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function StaffSection({ section }: { section: Of<"staff"> }) {
  const { site, now, style } = usePageContext();
  const members = section.members.flatMap((id) => site.church.staff.filter((member) => member.id === id));
  return (
    <SectionFrame section={section} heading={section.heading}>
      <ul className="staff-grid" role="list">
        {members.map((member) => (
          <li key={member.id} className="card staff-card">
            {member.photo ? (
              <Picture image={member.photo} sizes="(min-width: 900px) 20rem, (min-width: 600px) 45vw, 92vw" />
            ) : null}
            <div className="staff-card-body">
              <h3>{member.name}</h3>
              <p className="staff-role">{member.role}</p>
              {member.bio ? (
                <Markdown
                  text={member.bio}
                  extra={{ years: member.since ? yearsSince(member.since, now, style.timeZone) : "" }}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
