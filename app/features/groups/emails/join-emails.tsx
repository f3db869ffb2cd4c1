import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { COLORS, linkStyle, MailLayout, mutedStyle, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";

/**
 * The e-mails of a request to join a group (issue 28): the request, to the
 * group's leader and to the office, with its signed accept and decline links;
 * and the answer, to the person, in the language of the page they asked from.
 * Every sentence comes from the catalogue (app/messages/<language>/groups.json).
 */

export const JOIN_REQUEST_TEMPLATE = "join-request";
export const JOIN_ANSWER_TEMPLATE = "join-answer";

interface Written {
  sender: MailSender;
  language: Language;
  /** church.yaml's country, for the message's locale ("US"). */
  country?: string;
  groupName: string;
  name: string;
}

export interface JoinRequestMailProps extends Written {
  email: string;
  note: string | null;
  acceptUrl: string;
  declineUrl: string;
  /** To the office: whether the group has a leader who got the request too. */
  to: "leader" | "office";
  hasLeader: boolean;
}

export interface JoinAnswerMailProps extends Written {
  answer: "accepted" | "declined";
}

// A header never carries a line break a visitor typed.
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").slice(0, 150);

const buttonStyle = {
  backgroundColor: COLORS.accent,
  color: "#ffffff",
  borderRadius: "6px",
  padding: "12px 20px",
  fontWeight: 700,
  textDecoration: "none",
  display: "inline-block",
} as const;

function JoinRequestMail({ props, subject }: { props: JoinRequestMailProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  const values = { name: props.name, group: props.groupName };
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {t("groups.mail.request.intro", values)}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {t("groups.mail.request.email", { email: props.email })}
        <br />
        {props.note ? t("groups.mail.request.note", { note: props.note }) : t("groups.mail.request.noNote")}
      </Text>
      <Text className="mail-text" style={textStyle}>
        {t("groups.mail.request.answer", values)}
      </Text>
      {/* Each button a paragraph of its own, so the plain-text part keeps each link on its own line. */}
      <Text style={textStyle}>
        <Button className="mail-button" href={props.acceptUrl} style={buttonStyle}>
          {t("groups.mail.request.accept", values)}
        </Button>
      </Text>
      <Text style={textStyle}>
        <Button
          className="mail-button"
          href={props.declineUrl}
          style={{ ...buttonStyle, backgroundColor: COLORS.muted }}
        >
          {t("groups.mail.request.decline")}
        </Button>
      </Text>
      <Text className="mail-muted" style={mutedStyle}>
        {props.to === "office" && !props.hasLeader
          ? t("groups.mail.request.noLeader")
          : t("groups.mail.request.office")}{" "}
        <Link className="mail-link" href={`mailto:${props.email}`} style={linkStyle}>
          {props.email}
        </Link>
      </Text>
    </MailLayout>
  );
}

function JoinAnswerMail({ props, subject }: { props: JoinAnswerMailProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  const values = { name: props.name, group: props.groupName };
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {subject}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {props.answer === "accepted" ? t("groups.mail.accepted.body", values) : t("groups.mail.declined.body", values)}
      </Text>
      <Text className="mail-muted" style={mutedStyle}>
        {t("groups.mail.reply")}
      </Text>
    </MailLayout>
  );
}

export async function renderJoinRequestMail(props: JoinRequestMailProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject = oneLine(t("groups.mail.request.subject", { name: props.name, group: props.groupName }));
  const html = await render(<JoinRequestMail props={props} subject={subject} />);
  return { subject, html, text: plainTextOf(html) };
}

export async function renderJoinAnswerMail(props: JoinAnswerMailProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const key = props.answer === "accepted" ? "groups.mail.accepted.subject" : "groups.mail.declined.subject";
  const subject = oneLine(t(key, { group: props.groupName }));
  const html = await render(<JoinAnswerMail props={props} subject={subject} />);
  return { subject, html, text: plainTextOf(html) };
}
