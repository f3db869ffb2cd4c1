import type { ChurchContent, RegistrationSettings } from "~/content/model";
import { loadCalendarEvents } from "~/features/events/events.server";
import type { CalendarEvent } from "~/features/events/planning-center.server";
import type { Language } from "~/i18n/languages";
import type { SignUpDate, SignUpPageData } from "~/types";

export type { SignUpDate, SignUpPageData } from "~/types";
import { stripeAvailable } from "~/features/giving/stripe/client.server";
import { formatMoney } from "~/lib/give-form";
import { churchDayKey } from "~/lib/church-time";
import { lastInstantOf } from "~/lib/event-label";
import { whenLabel } from "./when-label";
import { placesLeft } from "./registrations.server";
import { REGISTRATION_CURRENCY } from "./registration-facts.server";
import { registrationSettingsFor } from "./settings.server";

/**
 * What an event's sign-up page shows (issue 28): the event, the dates one may
 * sign up for with the places left on each, and the church's settings (who
 * is asked what). A repeating event (or one with several dates) has a place
 * count per date; a one-off has one (its occurrence is null).
 */

/** SPEC-free, from the issue: "places left shown once fewer than ten remain". */
export const SHOW_PLACES_BELOW = 10;

export interface SignUpEvent {
  page: SignUpPageData;
  settings: RegistrationSettings;
  event: CalendarEvent;
}

/**
 * An event's start (ms) written in the church's zone, in the page's language; an event over several days
 * (its end on another day) as its span, first day to last, with the year (issue 36: "6-10 July 2027").
 */
export function dateLabelOf(
  startsAt: number,
  allDay: boolean,
  language: Language,
  content: ChurchContent,
  endsAt: number | null = null,
): string {
  const { timeZone, country } = content.church.locale;
  if (endsAt !== null && churchDayKey(lastInstantOf(startsAt, endsAt), timeZone) !== churchDayKey(startsAt, timeZone)) {
    return whenLabel({ start: startsAt, end: endsAt, allDay }, timeZone, `${language}-${country}`);
  }
  return new Intl.DateTimeFormat(`${language}-${country}`, {
    dateStyle: "full",
    ...(allDay ? {} : { timeStyle: "short" }),
    timeZone,
  }).format(startsAt);
}

/** An instance's end (ms), or null when the calendar gave none. */
export function endOf(instance: { endsAt: string | null }): number | null {
  return instance.endsAt === null ? null : Date.parse(instance.endsAt);
}

/** The occurrence key of each of an event's dates: null for a one-off with one date. */
export function occurrenceOf(event: CalendarEvent, startsAt: string): number | null {
  const oneOff = event.instances.length === 1 && event.instances[0]!.recurrence === null;
  return oneOff ? null : Date.parse(startsAt);
}

export async function signUpEvent(
  eventId: string,
  now: number,
  language: Language,
  content: ChurchContent,
): Promise<SignUpEvent | null> {
  const settings = registrationSettingsFor(eventId, content);
  if (!settings) return null;
  const event = (await loadCalendarEvents(now, content)).find((candidate) => candidate.id === eventId);
  if (!event?.signUpPath) return null;
  const first = Date.parse(event.instances[0]!.startsAt);
  // A priced event whose fees cannot be taken (giving is not Stripe, or Stripe is off): said before the form,
  // not after 15 minutes of held places (issue 38). content:check flags it too.
  const priced = settings.attendeeTypes.some((type) => (type.price ?? 0) > 0);
  const paymentsUnavailable = priced && (content.giving.mode !== "stripe" || !stripeAvailable());
  const open = settings.open && now < (settings.closesAt ?? first) && !paymentsUnavailable;
  const dates = event.instances
    .filter((instance) => Date.parse(instance.startsAt) > now)
    .map((instance): SignUpDate => {
      const occurrence = occurrenceOf(event, instance.startsAt);
      const left = placesLeft(eventId, occurrence, now);
      return {
        value: occurrence === null ? "once" : String(occurrence),
        label: dateLabelOf(Date.parse(instance.startsAt), instance.allDay, language, content, endOf(instance)),
        placesLeft: left !== null && left < SHOW_PLACES_BELOW ? left : null,
        full: left === 0,
      };
    });
  return {
    event,
    settings,
    page: {
      eventId,
      name: event.name,
      location: event.instances[0]!.location,
      descriptionLines: event.detailLines.filter((line) => line !== ""),
      dates,
      open: open && dates.length > 0,
      ...(paymentsUnavailable ? { paymentsUnavailable: true } : {}),
      settings: {
        ageAsked: settings.ageAsked,
        perSignUpLimit: settings.perSignUpLimit,
        attendeeTypes: settings.attendeeTypes.map(({ id, name, price, minAge, maxAge }) => ({
          id,
          name,
          ...(minAge === undefined ? {} : { minAge }),
          ...(maxAge === undefined ? {} : { maxAge }),
          price: price
            ? formatMoney(price, REGISTRATION_CURRENCY, `${language}-${content.church.locale.country}`)
            : null,
        })),
        questions: settings.questions,
      },
    },
  };
}
