import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { buttonStyle, linkStyle, MailLayout, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";
import type { Language } from "~/i18n/languages";
import { translator, type Translate } from "~/i18n/translate";
import { formatMoney } from "../giving-format";
import { DONOR_LINK_DAYS } from "../donor-links.server";

/**
 * The donor's other e-mails (issue 30, items 4 and 5), each a few kind words
 * and one signed link: the link to manage their giving, the link to a year's
 * statement (asked for, or sent by the treasurer in January), and the note
 * that a recurring gift's payment failed, with the way to update the card.
 */

export const GIVING_NOTICE_TEMPLATE = "giving-donor";

interface NoticeBase {
  sender: MailSender;
  language: Language;
  country: string;
  url: string;
}

export type DonorNoticeProps = NoticeBase &
  (
    | { kind: "manage-link" }
    | { kind: "statement-link" | "annual-statement"; year: number; pdfUrl: string }
    | {
        kind: "payment-failed";
        name: string | null;
        amountCents: number;
        currency: string;
        fundName: string;
        frequency: string;
      }
  );

interface Written {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string;
  extra?: { text: string; url: string };
  closing: string;
}

function written(props: DonorNoticeProps, t: Translate, tag: string): Written {
  const church = props.sender.name;
  const days = DONOR_LINK_DAYS;
  switch (props.kind) {
    case "manage-link":
      return {
        subject: t("givingDonor.link.manage.subject", { church }),
        heading: t("givingDonor.link.manage.heading"),
        paragraphs: [t("givingDonor.link.manage.text", { days })],
        button: t("givingDonor.link.manage.button"),
        closing: t("givingDonor.mail.ignore"),
      };
    case "statement-link":
    case "annual-statement":
      return {
        subject: t("givingDonor.link.statement.subject", { church, year: props.year }),
        heading: t("givingDonor.link.statement.heading", { year: props.year }),
        paragraphs: [
          props.kind === "annual-statement"
            ? t("givingDonor.link.statement.annual", { year: props.year, days })
            : t("givingDonor.link.statement.text", { year: props.year, days }),
        ],
        button: t("givingDonor.link.statement.button"),
        extra: { text: t("givingDonor.link.statement.pdf"), url: props.pdfUrl },
        closing: props.kind === "annual-statement" ? t("givingDonor.mail.questions") : t("givingDonor.mail.ignore"),
      };
    case "payment-failed":
      return {
        subject: t("givingDonor.failed.subject", { church }),
        heading: props.name
          ? t("givingDonor.failed.heading", { name: props.name })
          : t("givingDonor.failed.headingNoName"),
        paragraphs: [
          t("givingDonor.failed.text", {
            amount: formatMoney(props.amountCents, props.currency, tag),
            fund: props.fundName,
            frequency: t("givingDonor.frequency", { frequency: props.frequency }).toLowerCase(),
          }),
          t("givingDonor.failed.action"),
        ],
        button: t("givingDonor.failed.button"),
        closing: t("givingDonor.failed.stop"),
      };
  }
}

function DonorNotice({ props, words }: { props: DonorNoticeProps; words: Written }) {
  return (
    <MailLayout preview={words.paragraphs[0] ?? words.heading} sender={{ ...props.sender, language: props.language }}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "24px", lineHeight: "1.3" }}>
        {words.heading}
      </Heading>
      {words.paragraphs.map((paragraph) => (
        <Text key={paragraph} className="mail-text" style={textStyle}>
          {paragraph}
        </Text>
      ))}
      <Button className="mail-button" href={props.url} style={buttonStyle}>
        {words.button}
      </Button>
      {words.extra ? (
        <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
          <Link className="mail-link" href={words.extra.url} style={linkStyle}>
            {words.extra.text}
          </Link>
        </Text>
      ) : null}
      <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
        {words.closing}
      </Text>
    </MailLayout>
  );
}

export async function renderDonorNotice(props: DonorNoticeProps): Promise<RenderedMail> {
  const { t, tag } = translator(props.language, props.country);
  const words = written(props, t, tag);
  const html = await render(<DonorNotice props={props} words={words} />);
  return { subject: words.subject, html, text: plainTextOf(html) };
}
