import { MailButton, MailNote, MailText, MailTitle, renderedMail } from "~/features/mail/blocks";
import { MailLayout, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
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

function PrayerListMail({ props, subject }: { props: PrayerListMailProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <MailTitle>{subject}</MailTitle>
      <MailText>{t("prayer.mail.list.count", { count: props.count, form: props.formTitle })}</MailText>
      {props.shared.length > 0 ? (
        <>
          <MailText>{t("prayer.mail.list.shared", { count: props.shared.length })}</MailText>
          {props.shared.map((request, index) => (
            <MailText key={index} quoted>
              {request}
            </MailText>
          ))}
        </>
      ) : null}
      <MailButton href={props.listUrl}>{t("prayer.mail.list.open")}</MailButton>
      <MailNote>{t("prayer.mail.list.private")}</MailNote>
    </MailLayout>
  );
}

function RequesterMail({ props, subject }: { props: RequesterMailProps; subject: string }) {
  const { t } = translator(props.language, props.country);
  return (
    <MailLayout preview={subject} sender={props.sender}>
      <MailTitle>{subject}</MailTitle>
      <MailText>
        {props.kind === "prayed"
          ? t("prayer.mail.prayed.body", { church: props.sender.name })
          : t("prayer.mail.onWall.body")}
      </MailText>
      {props.removeUrl ? (
        <>
          <MailText>{t("prayer.mail.remove.intro")}</MailText>
          <MailButton href={props.removeUrl}>{t("prayer.mail.remove.button")}</MailButton>
        </>
      ) : null}
    </MailLayout>
  );
}

export async function renderPrayerListMail(props: PrayerListMailProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject = t("prayer.mail.list.subject", { form: props.formTitle, week: props.week });
  return renderedMail(subject, (line) => <PrayerListMail props={props} subject={line} />);
}

export async function renderRequesterMail(props: RequesterMailProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const subject =
    props.kind === "prayed"
      ? t("prayer.mail.prayed.subject", { church: props.sender.name })
      : t("prayer.mail.onWall.subject");
  return renderedMail(subject, (line) => <RequesterMail props={props} subject={line} />);
}
