import type { Language } from "~/i18n/languages";
import type { MessageOverrides } from "~/i18n/translate";
import type { MailSender } from "./layout";

/**
 * Who a church's e-mail is from, written in `language`: the church's name, address and office e-mail for the
 * footer, its country for numbers and plurals, its own wording of the catalogue in that language, and the
 * site's address (PUBLIC_URL) for the footer's link when there is one.
 */
export function churchSender(
  church: { name: string; addressLine: string; email?: string; country: string },
  messages: MessageOverrides | undefined,
  language: Language,
  origin: string | undefined,
): MailSender {
  const { name, addressLine, email, country } = church;
  const ownWords = messages?.[language];
  return {
    name,
    addressLine,
    email,
    language,
    country,
    ...(ownWords ? { messages: ownWords } : {}),
    ...(origin ? { origin } : {}),
  };
}
