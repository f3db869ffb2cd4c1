import { type SectionData as Of } from "./page-context";
import { Markdown, SectionFrame } from "./frame";

/** What the loader wrote for a privacy-statements section: its heading and statements. */
export interface PrivacyStatementsView {
  heading: string;
  statements: string[];
}

/**
 * The privacy policy's statements on one topic (issue 26), as the loader wrote
 * them from what is switched on, then the church's own words. A topic with
 * nothing to say for this church (no statement, no words) is left out.
 */
export function PrivacyStatementsSection({
  section,
  view,
}: {
  section: Of<"privacy-statements">;
  view: PrivacyStatementsView | undefined;
}) {
  const statements = view?.statements ?? [];
  if (statements.length === 0 && !section.text) return null;
  return (
    <SectionFrame section={section} heading={view?.heading ?? section.heading}>
      <div className="prose readable">
        {statements.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.text ? <Markdown text={section.text} className="readable" /> : null}
    </SectionFrame>
  );
}
