import type { Language } from "~/i18n/languages";
// One file per area of the site and per language: app/messages/<language>/<area>.json,
// flat keys, ICU MessageFormat (https://unicode-org.github.io/icu/userguide/format_parse/messages/).
// A new area: add its English and Spanish files and one line to each list below.
import enCommon from "./en/common.json";
import esCommon from "./es/common.json";
import enPeople from "./en/people.json";
import esPeople from "./es/people.json";
import enVisitMail from "./en/visit-mail.json";
import esVisitMail from "./es/visit-mail.json";
import enNewsletterMail from "./en/newsletter-mail.json";
import esNewsletterMail from "./es/newsletter-mail.json";
import enCalendar from "./en/calendar.json";
import esCalendar from "./es/calendar.json";
import enLayout from "./en/layout.json";
import esLayout from "./es/layout.json";
import enErrors from "./en/errors.json";
import esErrors from "./es/errors.json";
import enHome from "./en/home.json";
import esHome from "./es/home.json";
import enSermons from "./en/sermons.json";
import esSermons from "./es/sermons.json";
import enEvents from "./en/events.json";
import esEvents from "./es/events.json";
import enVisit from "./en/visit.json";
import esVisit from "./es/visit.json";
import enSearch from "./en/search.json";
import esSearch from "./es/search.json";
import enLive from "./en/live.json";
import esLive from "./es/live.json";
import enContentLanguages from "./en/content-languages.json";
import esContentLanguages from "./es/content-languages.json";
import enGiving from "./en/giving.json";
import esGiving from "./es/giving.json";
import enGivingDonor from "./en/giving-donor.json";
import esGivingDonor from "./es/giving-donor.json";
import enAdminGiving from "./en/admin-giving.json";
import esAdminGiving from "./es/admin-giving.json";
import enAdminTranslations from "./en/admin-translations.json";
import esAdminTranslations from "./es/admin-translations.json";
import enBible from "./en/bible.json";
import esBible from "./es/bible.json";
import enSignUpsMail from "./en/sign-ups-mail.json";
import esSignUpsMail from "./es/sign-ups-mail.json";
import enSignUpsManage from "./en/sign-ups-manage.json";
import esSignUpsManage from "./es/sign-ups-manage.json";
import enAdminSignUps from "./en/admin-sign-ups.json";
import esAdminSignUps from "./es/admin-sign-ups.json";
import enSignUps from "./en/sign-ups.json";
import esSignUps from "./es/sign-ups.json";
import enGroups from "./en/groups.json";
import esGroups from "./es/groups.json";
import enPrivacy from "./en/privacy.json";
import esPrivacy from "./es/privacy.json";
import enAdminEvents from "./en/admin-events.json";
import esAdminEvents from "./es/admin-events.json";
import enSiteWords from "./en/site-words.json";
import esSiteWords from "./es/site-words.json";
import enPrayer from "./en/prayer.json";
import esPrayer from "./es/prayer.json";
import enAdminForms from "./en/admin-forms.json";
import esAdminForms from "./es/admin-forms.json";
import enForms from "./en/forms.json";
import esForms from "./es/forms.json";
import enBackupMail from "./en/backup-mail.json";
import esBackupMail from "./es/backup-mail.json";
import enRecurrence from "./en/recurrence.json";
import esRecurrence from "./es/recurrence.json";
import enLiveChat from "./en/live-chat.json";
import esLiveChat from "./es/live-chat.json";
import enLiveHost from "./en/live-host.json";
import esLiveHost from "./es/live-host.json";
import enPush from "./en/push.json";
import esPush from "./es/push.json";
import enAdminNotifications from "./en/admin-notifications.json";
import esAdminNotifications from "./es/admin-notifications.json";
import enApp from "./en/app.json";
import esApp from "./es/app.json";
import enInsights from "./en/insights.json";
import esInsights from "./es/insights.json";

/** English: the SPEC's words, and the shape every other language follows. */
const en = {
  common: enCommon,
  people: enPeople,
  visitMail: enVisitMail,
  newsletterMail: enNewsletterMail,
  calendar: enCalendar,
  layout: enLayout,
  errors: enErrors,
  home: enHome,
  sermons: enSermons,
  events: enEvents,
  visit: enVisit,
  search: enSearch,
  live: enLive,
  "content-languages": enContentLanguages,
  giving: enGiving,
  givingDonor: enGivingDonor,
  adminGiving: enAdminGiving,
  "admin-translations": enAdminTranslations,
  bible: enBible,
  signUpsMail: enSignUpsMail,
  signUpsManage: enSignUpsManage,
  adminSignUps: enAdminSignUps,
  signUps: enSignUps,
  groups: enGroups,
  privacy: enPrivacy,
  adminEvents: enAdminEvents,
  siteWords: enSiteWords,
  prayer: enPrayer,
  "admin-forms": enAdminForms,
  forms: enForms,
  backupMail: enBackupMail,
  recurrence: enRecurrence,
  liveChat: enLiveChat,
  liveHost: enLiveHost,
  push: enPush,
  adminNotifications: enAdminNotifications,
  app: enApp,
  insights: enInsights,
};

export type Catalogue = typeof en;
type AreaKeys<C> = { [Area in keyof C]: `${Area & string}.${keyof C[Area] & string}` }[keyof C];
/** Every message's key, "area.key" ("common.footer.privacy"): a typo is a type error. */
export type MessageKey = AreaKeys<Catalogue>;

/** Spanish; a key it lacks falls back to English (and the catalogue test fails). */
const es: { [Area in keyof Catalogue]: Partial<Record<keyof Catalogue[Area], string>> } = {
  common: esCommon,
  people: esPeople,
  visitMail: esVisitMail,
  newsletterMail: esNewsletterMail,
  calendar: esCalendar,
  layout: esLayout,
  errors: esErrors,
  home: esHome,
  sermons: esSermons,
  events: esEvents,
  visit: esVisit,
  search: esSearch,
  live: esLive,
  "content-languages": esContentLanguages,
  giving: esGiving,
  givingDonor: esGivingDonor,
  adminGiving: esAdminGiving,
  "admin-translations": esAdminTranslations,
  bible: esBible,
  signUpsMail: esSignUpsMail,
  signUpsManage: esSignUpsManage,
  adminSignUps: esAdminSignUps,
  signUps: esSignUps,
  groups: esGroups,
  privacy: esPrivacy,
  adminEvents: esAdminEvents,
  siteWords: esSiteWords,
  prayer: esPrayer,
  "admin-forms": esAdminForms,
  forms: esForms,
  backupMail: esBackupMail,
  recurrence: esRecurrence,
  liveChat: esLiveChat,
  liveHost: esLiveHost,
  push: esPush,
  adminNotifications: esAdminNotifications,
  app: esApp,
  insights: esInsights,
};

function flatten(catalogue: Record<string, Record<string, string | undefined>>): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [area, entries] of Object.entries(catalogue)) {
    for (const [key, message] of Object.entries(entries)) {
      if (message !== undefined) messages.set(`${area}.${key}`, message);
    }
  }
  return messages;
}

/** Each language's messages by full key. */
export const catalogues: Record<Language, ReadonlyMap<string, string>> = {
  en: flatten(en),
  es: flatten(es),
};
