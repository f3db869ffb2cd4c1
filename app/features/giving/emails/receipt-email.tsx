import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { render } from "@react-email/render";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { buttonStyle, COLORS, MailLayout, mutedStyle, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { formatGiftDate, formatMoney } from "../giving-format";

/**
 * A gift's receipt (issue 30, item 4): what a US tax receipt needs, from the
 * content folder's giving.yaml `receipt` (the church's legal name, its EIN,
 * the no-goods-or-services statement), with the gift's date (church zone),
 * amount and fund. Written in the donor's language, once per gift.
 */

export const GIVING_RECEIPT_TEMPLATE = "giving-receipt";

export interface ReceiptEmailProps {
  sender: MailSender;
  language: Language;
  country: string;
  timeZone: string;
  giftId: string;
  donorName: string | null;
  donorEmail: string;
  amountCents: number;
  feeCents: number;
  currency: string;
  fundName: string;
  frequency: string;
  paidAt: number;
  liveMode: boolean;
  legalName: string;
  ein: string;
  /** The statement with the legal name in place. */
  noGoodsStatement: string;
  manageUrl?: string;
}

const rowLabel = { ...mutedStyle, margin: "0" } as const;
const rowValue = { ...textStyle, margin: "0 0 12px", fontWeight: 700 } as const;

function ReceiptEmail({ props }: { props: ReceiptEmailProps }) {
  const { t, tag } = translator(props.language, props.country);
  const money = (cents: number) => formatMoney(cents, props.currency, tag);
  const rows: [string, string][] = [
    [t("givingDonor.receipt.number"), props.giftId],
    [t("givingDonor.receipt.donor"), props.donorName ? `${props.donorName} <${props.donorEmail}>` : props.donorEmail],
    [t("givingDonor.receipt.date"), formatGiftDate(props.paidAt, tag, props.timeZone)],
    [t("givingDonor.receipt.amount"), money(props.amountCents + props.feeCents)],
    [t("givingDonor.receipt.fund"), props.fundName],
    [t("givingDonor.receipt.kind"), t("givingDonor.frequency", { frequency: props.frequency })],
    [t("givingDonor.receipt.receivedBy"), props.legalName],
    [t("givingDonor.receipt.ein"), props.ein],
  ];
  return (
    <MailLayout preview={t("givingDonor.receipt.intro")} sender={{ ...props.sender, language: props.language }}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "24px", lineHeight: "1.3" }}>
        {props.donorName
          ? t("givingDonor.receipt.heading", { name: props.donorName })
          : t("givingDonor.receipt.headingNoName")}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {t("givingDonor.receipt.intro")}
      </Text>
      {props.liveMode ? null : (
        <Text className="mail-text" style={{ ...textStyle, fontWeight: 700 }}>
          {t("givingDonor.receipt.test")}
        </Text>
      )}
      <Section className="mail-band" style={{ backgroundColor: COLORS.band, padding: "16px", borderRadius: "6px" }}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text className="mail-muted" style={rowLabel}>
              {label}
            </Text>
            <Text className="mail-text" style={rowValue}>
              {value}
            </Text>
          </div>
        ))}
      </Section>
      {props.feeCents > 0 ? (
        <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
          {t("givingDonor.receipt.feeCovered", { fee: money(props.feeCents) })}
        </Text>
      ) : null}
      <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
        {props.noGoodsStatement}
      </Text>
      {props.manageUrl ? (
        <Button className="mail-button" href={props.manageUrl} style={buttonStyle}>
          {t("givingDonor.receipt.manage")}
        </Button>
      ) : null}
      <Text className="mail-text" style={{ ...textStyle, marginTop: "16px" }}>
        {t("givingDonor.mail.questions")}
      </Text>
    </MailLayout>
  );
}

export async function renderReceiptEmail(props: ReceiptEmailProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const html = await render(<ReceiptEmail props={props} />);
  return { subject: t("givingDonor.receipt.subject", { church: props.sender.name }), html, text: plainTextOf(html) };
}
