import { Heading } from "@react-email/heading";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { COLORS, textStyle } from "~/features/mail/layout";
import { momentLabel } from "../when-label";
import { attendeeLine, wordsOf, type RegistrationEmailKind, type RegistrationEmailProps } from "./registration-words";

/**
 * The parts of a registration's e-mail (registration-email.tsx): its opening, and the summary of what is
 * registered.
 */

const label = { fontWeight: 700 } as const;

/** When, where, who, what was paid and the answers given. */
export function Summary({ props }: { props: RegistrationEmailProps }) {
  const { t, tag, when } = wordsOf(props);
  const { registration, occasion } = props;
  const paid =
    registration.amountCents !== null && registration.amountCents > 0
      ? new Intl.NumberFormat(tag, { style: "currency", currency: registration.currency }).format(
          registration.amountCents / 100,
        )
      : null;
  return (
    <Section className="mail-band" style={{ backgroundColor: COLORS.band, padding: "16px", borderRadius: "8px" }}>
      <Text className="mail-text" style={textStyle}>
        <span style={label}>{t("signUpsMail.label.when")}:</span> {when}
        {occasion.location ? (
          <>
            <br />
            <span style={label}>{t("signUpsMail.label.where")}:</span> {occasion.location}
          </>
        ) : null}
        <br />
        <span style={label}>{t("signUpsMail.label.who")}:</span>{" "}
        {registration.attendees.map((attendee) => attendeeLine(t, attendee)).join("; ")}
        {paid ? (
          <>
            <br />
            <span style={label}>{t("signUpsMail.label.paid")}:</span> {paid}
          </>
        ) : null}
      </Text>
      {registration.answers.length > 0 ? (
        <>
          <Heading as="h2" className="mail-text" style={{ ...textStyle, fontSize: "17px", margin: "16px 0 4px" }}>
            {t("signUpsMail.label.answers")}
          </Heading>
          <Text className="mail-text" style={textStyle}>
            {registration.answers.map((answer, index) => (
              <span key={index}>
                {index > 0 ? <br /> : null}
                <span style={label}>{answer.question}</span>{" "}
                {typeof answer.answer === "boolean"
                  ? t(answer.answer ? "signUpsMail.answer.yes" : "signUpsMail.answer.no")
                  : answer.answer}
              </span>
            ))}
          </Text>
        </>
      ) : null}
    </Section>
  );
}

/** The heading and first paragraph of each kind of e-mail. */
export function Opening({ props }: { props: RegistrationEmailProps }) {
  const { t, tag, when, event, name } = wordsOf(props);
  const places = props.registration.places;
  const texts: Record<RegistrationEmailKind, [string | null, string]> = {
    confirmed: [t("signUpsMail.heading.confirmed", { name }), t("signUpsMail.intro.confirmed", { event })],
    waitlisted: [
      t("signUpsMail.heading.waitlisted", { name }),
      t("signUpsMail.intro.waitlisted", { event, when, places, line: props.registration.placeInLine ?? 0 }),
    ],
    offer: [
      t("signUpsMail.heading.offer", { name }),
      t("signUpsMail.intro.offer", {
        event,
        places,
        until: momentLabel(props.offer?.expiresAt ?? 0, props.timeZone, tag),
      }),
    ],
    reminder: [t("signUpsMail.heading.reminder", { name }), t("signUpsMail.intro.reminder", { event })],
    cancelled: [
      t("signUpsMail.heading.cancelled", { name }),
      t("signUpsMail.intro.cancelled", { event, when, places }),
    ],
    message: [
      props.message?.subject ?? null,
      t("signUpsMail.intro.message", { church: props.sender.name, event, when }),
    ],
  };
  const [heading, text] = texts[props.kind];
  return (
    <>
      {heading ? (
        <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "24px", lineHeight: "1.3" }}>
          {heading}
        </Heading>
      ) : null}
      <Text className="mail-text" style={textStyle}>
        {text}
      </Text>
    </>
  );
}
