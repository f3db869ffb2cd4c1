import type { ChurchContent } from "~/content/model";
import type { MailSender } from "~/features/mail/layout";
import { publicOrigin } from "~/features/mail/mail.server";
import { formatChurchDate, type DateForm } from "~/i18n/dates";
import type { Language } from "~/i18n/languages";

/** Who the prayer e-mails are from, written in `language`. */
export function prayerSender(content: ChurchContent, language: Language): MailSender {
  const { name, addressLine, email } = content.church;
  const origin = publicOrigin();
  const messages = content.messages?.[language];
  return {
    name,
    addressLine,
    email,
    language,
    country: content.church.locale.country,
    ...(messages ? { messages } : {}),
    ...(origin ? { origin } : {}),
  };
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
