import type { ChurchContent, Season } from "~/content/model";
import type { MailSender } from "~/features/mail/layout";
import { churchSender } from "~/features/mail/sender";
import { isLanguage, type Language } from "~/i18n/languages";
import type { MessageOverrides } from "~/i18n/translate";
import { seasonDate } from "~/lib/seasonal";
import type { SeasonDay, VisitSchedule } from "~/lib/visit-services";

/**
 * What plan-a-visit reads from a church's content: the schedule of services
 * to plan, the notes its e-mails carry and when the reminder goes out.
 */
export interface VisitContent {
  church: {
    name: string;
    addressLine: string;
    mapUrl: string;
    /** The office's address (church.yaml `email`): optional, as for a church without one. */
    email?: string;
    phone?: { display: string; tel: string };
    /** The church's default language. */
    language: string;
    /** For numbers and plurals in a language ("US"). */
    country: string;
  };
  /** The church's own wording of catalogue messages (its content folder), by language. */
  messages?: MessageOverrides;
  schedule: VisitSchedule;
  /** services.yaml `visit` (Markdown). */
  notes: { parking?: string; kidsCheckIn?: string };
  /** services.yaml `visit.reminderTime`, church zone. */
  reminderTime: { hour: number; minute: number };
  /** services.yaml `visit.perSignUpLimit`: for a service with a capacity, the most people one plan, address or device may take for one date. */
  perSignUpLimit: number;
}

/** A season's day in a year, by its date rule (app/lib/seasonal.ts); null when the rule has none that year. */
const seasonDay: SeasonDay = (season, year) => seasonDate(season.date, year);

const made = new WeakMap<ChurchContent, VisitContent>();

/**
 * The visit facts of a church's content, made once per content snapshot (the
 * same object for every request until the folder changes, so what is worked
 * out from its schedule can be kept for the day).
 */
export function visitContentOf(content: ChurchContent): VisitContent {
  const known = made.get(content);
  if (known) return known;
  const visit = makeVisitContent(content);
  made.set(content, visit);
  return visit;
}

function makeVisitContent(content: ChurchContent): VisitContent {
  const { church, services } = content;
  const [hour = 17, minute = 0] = services.visit.reminderTime.split(":").map(Number);
  return {
    church: {
      name: church.name,
      addressLine: church.addressLine,
      mapUrl: church.mapUrl,
      ...(church.email ? { email: church.email } : {}),
      ...(church.phone ? { phone: church.phone } : {}),
      language: church.locale.language,
      country: church.locale.country,
    },
    ...(content.messages ? { messages: content.messages } : {}),
    schedule: {
      timeZone: church.locale.timeZone,
      gatherings: services.gatherings,
      seasons: content.seasons,
      weeksAhead: services.visit.weeksAhead,
      seasonDay,
      dateOrder: church.locale.dateOrder,
      clock: church.locale.clock,
    },
    notes: {
      ...(services.visit.parking ? { parking: services.visit.parking } : {}),
      ...(services.visit.kidsCheckIn ? { kidsCheckIn: services.visit.kidsCheckIn } : {}),
    },
    reminderTime: { hour, minute },
    perSignUpLimit: services.visit.perSignUpLimit,
  };
}

/** The e-mails' sender and footer (the site's address when PUBLIC_URL is set). */
/** The church's default language, if the project speaks it (else English). */
export function churchLanguage(content: VisitContent): Language {
  return isLanguage(content.church.language) ? content.church.language : "en";
}

/** Who an e-mail is from, written in `language` (the church's default unless said). */
export function mailSenderOf(
  content: VisitContent,
  origin: string | undefined,
  language: Language = churchLanguage(content),
): MailSender {
  return churchSender(content.church, content.messages, language, origin);
}

/** A seasonal page's season, by its path. */
export function seasonAt(content: VisitContent, path: string): Season | undefined {
  return content.schedule.seasons.find((season) => season.path === path);
}
