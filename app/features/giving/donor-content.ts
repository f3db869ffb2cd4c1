import type { ChurchContent } from "~/content/model";
import type { MailSender } from "~/features/mail/layout";
import { isLanguage, type Language } from "~/i18n/languages";
import { messageText, translator } from "~/i18n/translate";

/**
 * What the donor's e-mails, pages and statements read from a church's
 * content: who the church is (the sender), how it writes dates and money,
 * its funds' names, and giving.yaml's receipt facts. Null when the church
 * does not take gifts on this site (giving is `link` or `off`).
 */
export interface DonorContent {
  /** email: the office's (church.yaml), none for a church without one. */
  church: { name: string; addressLine: string; email?: string };
  country: string;
  timeZone: string;
  defaultLanguage: Language;
  currency: string;
  funds: { id: string; name: string }[];
  receipt: { legalName: string; ein: string; statement: string };
}

const made = new WeakMap<ChurchContent, DonorContent | null>();

export function donorContentOf(content: ChurchContent): DonorContent | null {
  if (made.has(content)) return made.get(content)!;
  const giving = content.giving;
  const { church } = content;
  const donor =
    giving.mode === "stripe"
      ? {
          church: {
            name: church.name,
            addressLine: church.addressLine,
            ...(church.email ? { email: church.email } : {}),
          },
          country: church.locale.country,
          timeZone: church.locale.timeZone,
          defaultLanguage: isLanguage(church.locale.language) ? church.locale.language : "en",
          currency: giving.currency,
          funds: giving.funds.map((fund) => ({ id: fund.id, name: fund.name })),
          receipt: giving.receipt,
        }
      : null;
  made.set(content, donor);
  return donor;
}

/** A fund's name; a fund since removed from giving.yaml keeps its id. */
export function fundName(content: DonorContent, fundId: string): string {
  return content.funds.find((fund) => fund.id === fundId)?.name ?? fundId;
}

/**
 * giving.yaml's no-goods-or-services sentence, with the legal name in place of
 * {church}. A church that kept the schema's default sentence gets it in the
 * donor's language; a sentence of its own is used as written.
 */
export function noGoodsStatement(content: DonorContent, language: Language = content.defaultLanguage): string {
  const legalName = content.receipt.legalName;
  if (content.receipt.statement === messageText("givingDonor.receipt.noGoods", "en")) {
    return translator(language, content.country).t("givingDonor.receipt.noGoods", { church: legalName });
  }
  return content.receipt.statement.replaceAll("{church}", legalName);
}

export function donorSender(content: DonorContent, language: Language, origin: string | undefined): MailSender {
  return { ...content.church, language, ...(origin ? { origin } : {}) };
}

export function languageOf(value: string, content: DonorContent): Language {
  return isLanguage(value) ? value : content.defaultLanguage;
}
