import { isLanguage, type Language } from "~/i18n/languages";
import { translator, type Translator } from "~/i18n/translate";
import type { MailSender } from "./layout";

/**
 * An e-mail's words (issue 27): the language stored with what the visitor
 * submitted, the church's country for numbers and plurals, and the church's
 * own wording of the catalogue's messages in that language, all captured in
 * the sender when the e-mail is queued. A message queued before languages
 * existed has none: it is written in English, as it would have been.
 */
export function mailTranslator(sender: Pick<MailSender, "language" | "country" | "messages">): Translator {
  const language: Language = isLanguage(sender.language) ? sender.language : "en";
  return translator(language, sender.country, sender.messages ? { [language]: sender.messages } : undefined);
}
