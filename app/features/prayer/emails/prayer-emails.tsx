import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { render } from "@react-email/render";
import { Text } from "@react-email/text";
import { buttonStyle, MailLayout, mutedStyle, textStyle, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";

/**
 * The prayer feature's e-mails (issue 35), every sentence from the `prayer`
 * catalogue: the weekly list to each reader of a prayer form (a link to the
 * list behind sign-in, and the requests themselves only where the requester
 * agreed); and, to a requester, the notice that the team prayed and the
 * notice that their request is on the wall, each with its remove link.
 */

export const PRAYER_LIST_TEMPLATE = "prayer-list";
export const PRAYER_REQUESTER_TEMPLATE = "prayer-requester";

interface Written {
  sender: MailSender;
  language: Language;
  country?: string;
  formTitle: string;
}

export interface PrayerListMailProps extends Written {
  /** The week's list, as the church's calendar writes it ("Monday, November 30, 2026"). */
  week: string;
  count: number;
  /** The requests whose requesters agreed the e-mail may carry them. */
  shared: string[];
  listUrl: string;
}

export interface RequesterMailProps extends Written {
  kind: "prayed" | "on-wall";
  /** The signed link that takes the request off the wall, when it is on it (or waiting to be). */
  removeUrl?: string;
}

const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").slice(0, 150);

function PrayerListMail({ props, subject }: { props: PrayerListMailProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {subject}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {t("prayer.mail.list.count", { count: props.count, form: props.formTitle })}
      </Text>
      {props.shared.length > 0 ? (
        <>
          <Text className="mail-text" style={textStyle}>
            {t("prayer.mail.list.shared", { count: props.shared.length })}
          </Text>
          {props.shared.map((request, index) => (
            <Text
              key={index}
              className="mail-text"
              style={{ ...textStyle, borderLeft: "4px solid #d9e2ec", paddingLeft: "12px" }}
            >
              {request}
            </Text>
          ))}
        </>
      ) : null}
      <Text style={textStyle}>
        <Button className="mail-button" href={props.listUrl} style={buttonStyle}>
          {t("prayer.mail.list.open")}
        </Button>
      </Text>
      <Text className="mail-muted" style={mutedStyle}>
        {t("prayer.mail.list.private")}
      </Text>
    </MailLayout>
  );
}

function RequesterMail({ props, subject }: { props: RequesterMailProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <Heading as="h1" className="mail-text" style={{ ...textStyle, fontSize: "22px" }}>
        {subject}
      </Heading>
      <Text className="mail-text" style={textStyle}>
        {props.kind === "prayed"
          ? t("prayer.mail.prayed.body", { church: props.sender.name })
          : t("prayer.mail.onWall.body")}
      </Text>
      {props.removeUrl ? (
        <>
          <Text className="mail-text" style={textStyle}>
            {t("prayer.mail.remove.intro")}
          </Text>
          <Text style={textStyle}>
            <Button className="mail-button" href={props.removeUrl} style={buttonStyle}>
              {t("prayer.mail.remove.button")}
            </Button>
          </Text>
        </>
      ) : null}
    </MailLayout>
  );
}

export async function renderPrayerListMail(props: PrayerListMailProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject = oneLine(t("prayer.mail.list.subject", { form: props.formTitle, week: props.week }));
  const html = await render(<PrayerListMail props={props} subject={subject} />);
  return { subject, html, text: plainTextOf(html) };
}

export async function renderRequesterMail(props: RequesterMailProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject = oneLine(
    props.kind === "prayed"
      ? t("prayer.mail.prayed.subject", { church: props.sender.name })
      : t("prayer.mail.onWall.subject"),
  );
  const html = await render(<RequesterMail props={props} subject={subject} />);
  return { subject, html, text: plainTextOf(html) };
}
