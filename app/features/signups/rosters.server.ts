import { stringify } from "csv-stringify/sync";
import type { ChurchContent } from "~/content/model";
import type { Translate } from "~/i18n/translate";
import { attendeeLine } from "./emails/registration-words";
import type { AnswerLine, AttendeeLine, RegisteredOccasion } from "./registered-event";
import { attendeesOf, answersOf, occasionOf } from "./registration-facts.server";
import { registrationSettingsFor } from "./settings.server";
import {
  registrationsDb,
  rowsOfEvent,
  type RegistrationRow,
  type RegistrationStatus,
} from "./registration-queries.server";

/**
 * The staff's view of each event's sign-ups (issue 28): for every date, who
 * is registered with the answers and the places taken, who waits, and the
 * same as a check-in list and as CSV. Cancelled and expired registrations
 * are left out. Owners and editors see them (permission "sign-ups.manage",
 * docs/decisions/038).
 */

export interface RosterEntry {
  id: string;
  contactName: string;
  email: string;
  status: RegistrationStatus;
  places: number;
  attendees: AttendeeLine[];
  answers: AnswerLine[];
  amountCents: number | null;
  createdAt: number;
}

export interface RosterDate {
  occasion: RegisteredOccasion;
  /** Confirmed: on the check-in list. */
  registered: RosterEntry[];
  /** Held (address not yet confirmed, checkout, offer): places counted, not yet on the list. */
  pending: RosterEntry[];
  waitlist: RosterEntry[];
  placesTaken: number;
}

export interface Roster {
  eventId: string;
  name: string;
  capacity: number | null;
  questions: string[];
  dates: RosterDate[];
}

/** The events that take sign-ups on this site: the folder's own, and Planning Center's opted in by id. */
export function registrableEvents(content: ChurchContent): { id: string; name: string; capacity: number | null }[] {
  const own = content.events
    .filter((event) => event.registration)
    .map((event) => ({ id: event.id, name: event.name, capacity: event.registration?.capacity ?? null }));
  const opted = Object.entries(content.signUps).map(([id, settings]) => ({
    id,
    name: id,
    capacity: settings.capacity ?? null,
  }));
  return [...own, ...opted];
}

function entryOf(row: RegistrationRow, content: ChurchContent): RosterEntry {
  const settings = registrationSettingsFor(row.event_id, content) ?? undefined;
  return {
    id: row.id,
    contactName: row.contact_name,
    email: row.email,
    status: row.status,
    places: row.places,
    attendees: attendeesOf(row, settings),
    answers: answersOf(row, settings),
    amountCents: row.amount_cents,
    createdAt: row.created_at,
  };
}

/** A date as a page's address and form carry it: its start in ms, or "once" for a one-off event. */
export function dateKey(occurrence: number | null): string {
  return occurrence === null ? "once" : String(occurrence);
}

/** The date a key names; undefined when the key names none (every date). */
export function occurrenceOfKey(key: string | null | undefined): number | null | undefined {
  if (key === "once") return null;
  return key && /^\d{1,15}$/.test(key) ? Number(key) : undefined;
}

const PENDING: readonly RegistrationStatus[] = ["held", "offered", "pending_payment"];

/** One event's roster, every date with sign-ups in time order (or one date). Null for an event not taking sign-ups. */
export function rosterOf(content: ChurchContent, eventId: string, occurrence?: number | null): Roster | null {
  const event = registrableEvents(content).find((candidate) => candidate.id === eventId);
  if (!event) return null;
  const settings = registrationSettingsFor(eventId, content) ?? undefined;
  const dates = new Map<number | null, RosterDate>();
  // The waitlist in the order it is offered places (decision 066: a late confirmation joins its end).
  const inLine = (row: RegistrationRow) => (row.status === "waitlisted" ? (row.waitlist_seq ?? 0) : 0);
  const rows = rowsOfEvent(registrationsDb(), eventId, occurrence).sort((a, b) => inLine(a) - inLine(b));
  for (const row of rows) {
    if (row.status === "cancelled" || row.status === "expired") continue;
    let date = dates.get(row.occurrence);
    if (!date) {
      const occasion = occasionOf(content, eventId, row.occurrence);
      if (!occasion) continue;
      date = { occasion, registered: [], pending: [], waitlist: [], placesTaken: 0 };
      dates.set(row.occurrence, date);
    }
    const entry = entryOf(row, content);
    if (row.status === "confirmed") date.registered.push(entry);
    else if (row.status === "waitlisted") date.waitlist.push(entry);
    else if (PENDING.includes(row.status)) date.pending.push(entry);
    if (row.status !== "waitlisted") date.placesTaken += row.places;
  }
  return {
    eventId,
    name: dates.values().next().value?.occasion.name ?? event.name,
    capacity: event.capacity,
    questions: settings?.questions.map((question) => question.label) ?? [],
    dates: [...dates.values()].sort((a, b) => a.occasion.start - b.occasion.start),
  };
}

/**
 * The roster as CSV (RFC 4180, CRLF, a header row), one row an attendee,
 * confirmed and waitlisted, with the registration's answers in a column per
 * question. A cell starting with = + - @ is prefixed with ' (escape_formulas),
 * so a name someone typed never runs as a formula.
 */
export function rosterCsv(roster: Roster, labels: { when: (date: RosterDate) => string; t: Translate }): string {
  const { t } = labels;
  const columns = [
    t("adminSignUps.csv.date"),
    t("adminSignUps.csv.attendee"),
    t("adminSignUps.csv.type"),
    t("adminSignUps.csv.age"),
    t("adminSignUps.csv.contact"),
    t("adminSignUps.csv.email"),
    t("adminSignUps.csv.status"),
    t("adminSignUps.csv.paid"),
    t("adminSignUps.csv.signedUp"),
    ...roster.questions,
  ];
  const rows = roster.dates.flatMap((date) =>
    [...date.registered, ...date.pending, ...date.waitlist].flatMap((entry) =>
      entry.attendees.map((attendee) => [
        labels.when(date),
        attendee.name,
        attendee.type ?? "",
        attendee.age ?? "",
        entry.contactName,
        entry.email,
        t(`adminSignUps.status.${entry.status}`),
        entry.amountCents === null ? "" : (entry.amountCents / 100).toFixed(2),
        new Date(entry.createdAt).toISOString(),
        ...roster.questions.map((question) => {
          const answer = entry.answers.find((line) => line.question === question)?.answer;
          if (answer === undefined) return "";
          return typeof answer === "boolean" ? t(answer ? "signUpsMail.answer.yes" : "signUpsMail.answer.no") : answer;
        }),
      ]),
    ),
  );
  return stringify(rows, {
    header: true,
    columns,
    record_delimiter: "windows",
    escape_formulas: true,
    cast: { number: String },
  });
}

/** For the check-in list: each attendee's line ("Ann Lee (Child), 7 years"). */
export function checkInLines(t: Translate, date: RosterDate): { line: string; contact: string; id: string }[] {
  return date.registered.flatMap((entry) =>
    entry.attendees.map((attendee, index) => ({
      line: attendeeLine(t, attendee),
      contact: entry.contactName,
      id: `${entry.id}-${index}`,
    })),
  );
}
