import { render } from "@react-email/render";
import { ConfirmMailMessage } from "~/features/mail/confirm-mail";
import { MailLayout, type MailSender } from "~/features/mail/layout";
import type { RenderedMail } from "~/features/mail/mail.server";
import { plainTextOf } from "~/features/mail/plain-text.server";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { CONFIRM_LINK_HOURS, HOLD_MINUTES } from "./hold-times";

/** Issue 28: the "please confirm" e-mail of a held sign-up, in the language of the page it was made on. */

export interface SignUpConfirmProps {
  sender: MailSender;
  language: Language;
  country: string;
  eventName: string;
  dateLabel: string;
  places: number;
  confirmUrl: string;
  /** How long the places are held, and how long the link works (absent in e-mails queued before issue 38). */
  holdMinutes?: number;
  linkHours?: number;
}

export const SIGN_UP_CONFIRM_TEMPLATE = "sign-up-confirm";

function SignUpConfirm({ props, t }: { props: SignUpConfirmProps; t: ReturnType<typeof translator>["t"] }) {
  const subject = t("signUps.email.confirm.subject", { event: props.eventName });
  return (
    <MailLayout preview={subject} sender={{ ...props.sender, language: props.language }}>
      <ConfirmMailMessage
        confirmUrl={props.confirmUrl}
        words={{
          heading: t("signUps.email.confirm.heading"),
          // Issue 38: it said the places were held 30 minutes, not that the link works for a day after.
          text: t("signUps.email.confirm.body", {
            count: props.places,
            event: props.eventName,
            date: props.dateLabel,
            minutes: props.holdMinutes ?? HOLD_MINUTES,
            hours: props.linkHours ?? CONFIRM_LINK_HOURS,
          }),
          button: t("signUps.email.confirm.button"),
          footnote: t("signUps.email.confirm.ignore"),
        }}
      />
    </MailLayout>
  );
}

export async function renderSignUpConfirm(props: SignUpConfirmProps): Promise<RenderedMail> {
  const { t } = translator(props.language, props.country);
  const html = await render(<SignUpConfirm props={props} t={t} />);
  return { subject: t("signUps.email.confirm.subject", { event: props.eventName }), html, text: plainTextOf(html) };
}
