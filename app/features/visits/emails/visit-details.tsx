import MarkdownIt from "markdown-it";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { COLORS, linkStyle, textStyle } from "~/features/mail/layout";
import type { Translator } from "~/i18n/translate";
import { partyLine } from "~/lib/visit-form";

/** The parts of a visit's e-mails that say when, who and where. */

export interface VisitFacts {
  serviceName: string;
  /** "Sunday, November 29, 2026 at 10:30 AM" */
  serviceLabel: string;
  adults: number;
  childrenAges: number[];
}

export interface VisitPlace {
  addressLine: string;
  mapUrl: string;
  phone?: { display: string; tel: string };
  /** services.yaml `visit.parking` and `visit.kidsCheckIn` (Markdown). */
  parking?: string;
  kidsCheckIn?: string;
}

// Church content is Markdown without raw HTML (as on the site's pages).
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: false });

function Notes({ heading, source }: { heading: string; source: string }) {
  return (
    <>
      <Heading as="h3" className="mail-text" style={{ ...textStyle, fontSize: "17px", margin: "16px 0 4px" }}>
        {heading}
      </Heading>
      <div className="mail-text" style={textStyle} dangerouslySetInnerHTML={{ __html: markdown.render(source) }} />
    </>
  );
}

const label = { fontWeight: 700 } as const;

export function VisitSummary({ facts, place, words }: { facts: VisitFacts; place: VisitPlace; words: Translator }) {
  const { t } = words;
  return (
    <Section className="mail-band" style={{ backgroundColor: COLORS.band, padding: "16px", borderRadius: "8px" }}>
      <Text className="mail-text" style={textStyle}>
        <span style={label}>{t("visitMail.when")}</span> {facts.serviceLabel}
        <br />
        <span style={label}>{t("visitMail.service")}</span> {facts.serviceName}
        <br />
        <span style={label}>{t("visitMail.who")}</span> {partyLine(facts.adults, facts.childrenAges, t)}
        <br />
        <span style={label}>{t("visitMail.where")}</span> {place.addressLine} (
        <Link className="mail-link" href={place.mapUrl} style={linkStyle}>
          {t("visitMail.map")}
        </Link>
        )
      </Text>
      {place.parking ? <Notes heading={t("visitMail.parking")} source={place.parking} /> : null}
      {place.kidsCheckIn && facts.childrenAges.length > 0 ? (
        <Notes heading={t("visitMail.kidsCheckIn")} source={place.kidsCheckIn} />
      ) : null}
    </Section>
  );
}
