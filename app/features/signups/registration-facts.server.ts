import type { ChurchContent, RegistrationSettings } from "~/content/model";
import { eventPlace } from "~/content/church-facts";
import type { CalendarEvent } from "~/features/events/planning-center.server";
import { contentInLanguage } from "~/i18n/content-language";
import { registrationSettingsFor } from "./settings.server";
import type { AnswerLine, AttendeeLine, RegisteredOccasion, RegistrationFacts } from "./registered-event";
import { languageOf, type RegistrationRow } from "./registration-queries.server";

/**
 * A stored registration as its e-mails, its page and the rosters show it:
 * the attendees with their types' names, the answers with their questions,
 * and the event's date it is for (the church's own events from the content
 * folder, and the Planning Center events it opted in, as last read).
 */

/** The church's currency for registration fees: the one Stripe charges (docs/decisions/038). */
export const REGISTRATION_CURRENCY = "USD";

interface StoredAttendee {
  name?: unknown;
  age?: unknown;
  type?: unknown;
}

function parsed<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export function attendeesOf(row: RegistrationRow, settings: RegistrationSettings | undefined): AttendeeLine[] {
  const stored = parsed<StoredAttendee[]>(row.attendees_json, []);
  return stored.map((attendee) => {
    const typeId = typeof attendee.type === "string" && attendee.type !== "" ? attendee.type : null;
    const type = typeId ? (settings?.attendeeTypes.find((candidate) => candidate.id === typeId)?.name ?? typeId) : null;
    return {
      name: typeof attendee.name === "string" ? attendee.name : "",
      type,
      age: typeof attendee.age === "number" ? attendee.age : null,
    };
  });
}

/** The answers in the order the church asks its questions (a question since removed keeps its id as its label). */
export function answersOf(row: RegistrationRow, settings: RegistrationSettings | undefined): AnswerLine[] {
  const stored = parsed<Record<string, unknown>>(row.answers_json, {});
  const questions = settings?.questions ?? [];
  const order = [
    ...questions.map((question) => question.id),
    ...Object.keys(stored).filter((id) => !questions.some((q) => q.id === id)),
  ];
  const lines: AnswerLine[] = [];
  for (const id of order) {
    const answer = stored[id];
    if (answer === undefined || answer === null || answer === "") continue;
    const asked = questions.find((candidate) => candidate.id === id);
    const question = asked?.label ?? id;
    // A yes/no question's answer is kept as "yes" or "no": each reader says it in their own language.
    const yesNo = asked?.kind === "yes-no" && (answer === "yes" || answer === "no");
    lines.push({ question, answer: typeof answer === "boolean" ? answer : yesNo ? answer === "yes" : String(answer) });
  }
  return lines;
}

export function factsOf(row: RegistrationRow, content: ChurchContent): RegistrationFacts {
  const settings = registrationSettingsFor(row.event_id, content) ?? undefined;
  return {
    id: row.id,
    email: row.email,
    contactName: row.contact_name,
    language: languageOf(row),
    places: row.places,
    attendees: attendeesOf(row, settings),
    answers: answersOf(row, settings),
    amountCents: row.amount_cents,
    currency: REGISTRATION_CURRENCY,
  };
}

/** The event date a registration is for; null when the event is no longer known (removed from the folder). */
/**
 * Planning Center's events that take sign-ups here, as the calendar was last
 * read (the minute's check reads it through the events service's cache), so
 * their registrations' e-mails and rosters name them and their dates.
 */
const planningCenterEvents = new Map<string, CalendarEvent>();

export function rememberPlanningCenterEvents(events: readonly CalendarEvent[], content: ChurchContent): void {
  for (const event of events) if (content.signUps[event.id]) planningCenterEvents.set(event.id, event);
}

function planningCenterOccasion(eventId: string, occurrence: number | null): RegisteredOccasion | null {
  const event = planningCenterEvents.get(eventId);
  const instance =
    event?.instances.find((candidate) => Date.parse(candidate.startsAt) === occurrence) ?? event?.instances[0];
  if (!event || !instance) return null;
  return {
    eventId,
    occurrence,
    name: event.name,
    start: Date.parse(instance.startsAt),
    end: instance.endsAt ? Date.parse(instance.endsAt) : null,
    allDay: instance.allDay,
    location: instance.location,
  };
}

export function occasionOf(
  content: ChurchContent,
  eventId: string,
  occurrence: number | null,
): RegisteredOccasion | null {
  const event = content.events.find((candidate) => candidate.id === eventId);
  if (!event) return content.signUps[eventId] ? planningCenterOccasion(eventId, occurrence) : null;
  const start = occurrence ?? event.startsAt;
  const length = event.endsAt === null ? null : event.endsAt - event.startsAt;
  return {
    eventId,
    occurrence,
    name: event.name,
    start,
    end: length === null ? null : start + length,
    allDay: event.allDay,
    location: eventPlace(event.location, content.church),
  };
}

/** What a registration's e-mail needs, or null when its event is no longer known. */
export function mailOf(
  row: RegistrationRow,
  content: ChurchContent,
): { occasion: RegisteredOccasion; registration: RegistrationFacts } | null {
  // The event's name, place and questions in the registration's language (its translation: issue 36).
  const local = contentInLanguage(content, languageOf(row));
  const occasion = occasionOf(local, row.event_id, row.occurrence);
  return occasion ? { occasion, registration: factsOf(row, local) } : null;
}
