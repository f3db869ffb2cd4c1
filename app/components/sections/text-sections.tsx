import { Picture } from "../picture";
import { useFill, usePageContext, type SectionData as Of } from "./page-context";
import { Buttons, ContentButton } from "./content-links";
import { Markdown, SectionFrame } from "./frame";

/** Sections made of words: prose, the mission, values, questions, lists, call-outs, columns, a signed note. */

export function ProseSection({ section }: { section: Of<"prose"> }) {
  return (
    <SectionFrame section={section} heading={section.heading} className={section.boxed ? "notice" : undefined}>
      <Markdown text={section.text} className={section.lede ? "lede" : "readable"} />
      <Buttons buttons={section.buttons} />
    </SectionFrame>
  );
}

export function MissionSection({ section }: { section: Of<"mission"> }) {
  const { site, layout } = usePageContext();
  const fill = useFill();
  const mission = site.church.mission;
  if (!mission) return null;
  return (
    <SectionFrame
      section={section}
      heading={section.heading}
      hideHeading={section.hideHeading}
      className={layout === "bands" ? "home-mission" : "mission-block"}
    >
      <figure className="mission-quote">
        <blockquote>
          <Markdown text={mission.quote} />
        </blockquote>
        {section.caption ? <figcaption>{fill(section.caption)}</figcaption> : null}
      </figure>
      {section.verse && mission.verse ? (
        <figure className="verse">
          <blockquote>
            <p>&ldquo;{mission.verse.text}&rdquo;</p>
          </blockquote>
          <figcaption>{mission.verse.reference}</figcaption>
        </figure>
      ) : null}
    </SectionFrame>
  );
}

export function ValuesSection({ section }: { section: Of<"values"> }) {
  return (
    <SectionFrame section={section} heading={section.heading}>
      <ul className="values-grid" role="list">
        {section.items.map((value) => (
          <li key={value.name} className="card value-card">
            <h3>{value.name}</h3>
            <Markdown text={value.text} />
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}

export function FaqSection({ section }: { section: Of<"faq"> }) {
  return (
    <SectionFrame section={section} heading={section.heading}>
      <div className="faq">
        {section.items.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <Markdown text={item.answer} />
          </details>
        ))}
      </div>
    </SectionFrame>
  );
}

const LIST_CLASS = {
  checks: "checklist",
  tiles: "event-tiles",
  columns: "checklist checklist-columns",
  plain: "welcome-list",
} as const;

export function ListSection({ section }: { section: Of<"list"> }) {
  const fill = useFill();
  return (
    <SectionFrame section={section} heading={section.heading}>
      {section.text ? <Markdown text={section.text} /> : null}
      <ul className={LIST_CLASS[section.style]}>
        {section.items.map((item) => (
          <li key={item}>{fill(item)}</li>
        ))}
      </ul>
      {section.button ? <Buttons buttons={[section.button]} /> : null}
    </SectionFrame>
  );
}

/** A few short lines as the band's heading, and one button (SPEC 2.21's "Experience God / Find your people / Plan Your Visit"). */
export function CalloutSection({ section }: { section: Of<"callout"> }) {
  return (
    <SectionFrame section={section} heading={section.lines.join(" ")} className="seasonal-callout">
      <p>
        <ContentButton button={section.button} />
      </p>
    </SectionFrame>
  );
}

export function ColumnsSection({ section }: { section: Of<"columns"> }) {
  const fill = useFill();
  return (
    <SectionFrame section={section} className="home-discover">
      <div className={section.items.length === 3 ? "three-up" : "home-split"}>
        {section.items.map((column) => (
          <div key={column.heading}>
            <h2>{fill(column.heading)}</h2>
            <Markdown text={column.text} />
            <Buttons buttons={[column.button]} />
          </div>
        ))}
      </div>
    </SectionFrame>
  );
}

export function NoteSection({ section }: { section: Of<"note"> }) {
  const { site } = usePageContext();
  const author = site.church.staff.find((member) => member.id === section.author);
  return (
    <SectionFrame section={section} heading={section.heading}>
      <div className="pastor-note">
        {author?.photo ? <Picture image={author.photo} sizes="10rem" className="pastor-photo" /> : null}
        <div>
          <Markdown text={section.text} />
          {author ? (
            <p className="signature">
              {author.name}, {author.role}
            </p>
          ) : null}
        </div>
      </div>
    </SectionFrame>
  );
}
