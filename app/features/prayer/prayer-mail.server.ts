import type { ChurchContent } from "~/content/model";
import type { MailSender } from "~/features/mail/layout";
import { publicOrigin } from "~/features/mail/mail.server";
import { churchSender } from "~/features/mail/sender";
import { formatChurchDate, type DateForm } from "~/i18n/dates";
import type { Language } from "~/i18n/languages";

/** Who the prayer e-mails are from, written in `language`. */
export function prayerSender(content: ChurchContent, language: Language): MailSender {
  const church = { ...content.church, country: content.church.locale.country };
  return churchSender(church, content.messages, language, publicOrigin());
}

/** A date as the church writes it in `language`, in its zone. */
export function churchDate(content: ChurchContent, instant: number, form: DateForm, language: Language): string {
  const { timeZone, dateOrder, clock, country } = content.church.locale;
  return formatChurchDate(instant, form, {
    timeZone,
    dateOrder,
    clock,
    locale: country ? `${language}-${country}` : language,
  });
}
