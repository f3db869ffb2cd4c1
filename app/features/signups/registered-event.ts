import type { Language } from "~/i18n/languages";

/**
 * What the e-mails, the change-or-cancel page and the staff's rosters need to
 * know of a registration and of the event it is for, read once where the
 * registration is changed and carried in the e-mail's props (the outbox keeps
 * them as they were when queued).
 */

export interface RegisteredOccasion {
  eventId: string;
  /** The date registered for: its start (ms) for a repeating event, null for a one-off (the store's `occurrence`). */
  occurrence: number | null;
  name: string;
  start: number;
  end: number | null;
  allDay: boolean;
  location: string | null;
}

export interface AttendeeLine {
  name: string;
  /** The attendee type's name ("Child"), when the event has types. */
  type: string | null;
  age: number | null;
}

export interface AnswerLine {
  question: string;
  /** As written, or "yes"/"no" for a yes/no question. */
  answer: string | boolean;
}

export interface RegistrationFacts {
  id: string;
  email: string;
  contactName: string;
  language: Language;
  places: number;
  attendees: AttendeeLine[];
  answers: AnswerLine[];
  /** What was paid, in cents (null: free). */
  amountCents: number | null;
  currency: string;
  /** On the waitlist: its place in line when the e-mail was queued (1: next to be offered places). */
  placeInLine?: number;
}
