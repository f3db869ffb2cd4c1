import type { ChurchContent } from "~/content/model";
import { signedLinkId } from "~/server/signed-link.server";
import { dateLabelOf } from "./sign-up-page.server";
import { queueConfirmation, queueWaitlisted } from "./confirmation.server";
import { placeInLine } from "./registration-queries.server";
import { registrationById, registrationsDb, type Registration } from "./registrations.server";
import { CONFIRM_LINK_PURPOSE } from "./sign-up-mail.server";
import { registrationSettingsFor } from "./settings.server";
import { confirmRegistration } from "./take-places.server";

/**
 * The page the "please confirm" e-mail leads to (issue 28): what the signed
 * link finds, and the confirmation itself when its button is pressed (never
 * the visit alone: a mail system that opens links to check them must not
 * confirm anyone).
 */

export type ConfirmState =
  | { kind: "invalid" }
  | {
      kind: "pending" | "confirmed" | "waitlisted" | "cancelled";
      eventName: string;
      dateLabel: string;
      places: number;
      /** On the waitlist: where they stand now (1: next to be offered places). */
      placeInLine?: number;
    };

function describe(
  registration: Registration,
  content: ChurchContent,
): Omit<Extract<ConfirmState, { eventName: string }>, "kind"> {
  const event = content.events.find((candidate) => candidate.id === registration.eventId);
  const startsAt = registration.occurrence ?? event?.startsAt ?? registration.createdAt;
  const endsAt = event && event.endsAt !== null ? startsAt + (event.endsAt - event.startsAt) : null;
  return {
    eventName: event?.name ?? registration.eventId,
    dateLabel: dateLabelOf(startsAt, event?.allDay ?? false, registration.language, content, endsAt),
    places: registration.places,
  };
}

function stateOf(registration: Registration | null, content: ChurchContent): ConfirmState {
  if (!registration) return { kind: "invalid" };
  const facts = describe(registration, content);
  const kind =
    registration.status === "held" || registration.status === "expired"
      ? "pending"
      : registration.status === "waitlisted"
        ? "waitlisted"
        : registration.status === "cancelled"
          ? "cancelled"
          : "confirmed";
  const line = kind === "waitlisted" ? placeInLine(registrationsDb(), registration.id) : null;
  return { kind, ...facts, ...(line ? { placeInLine: line } : {}) };
}

export function confirmLinkState(query: URLSearchParams, now: number, content: ChurchContent): ConfirmState {
  const id = signedLinkId(query, CONFIRM_LINK_PURPOSE, now, { param: "registration" });
  return stateOf(id ? registrationById(id) : null, content);
}

export function confirmByLink(query: URLSearchParams, now: number, content: ChurchContent): ConfirmState {
  const id = signedLinkId(query, CONFIRM_LINK_PURPOSE, now, { param: "registration" });
  const registration = id ? registrationById(id) : null;
  const settings = registration ? registrationSettingsFor(registration.eventId, content) : null;
  if (!registration || !settings) return { kind: "invalid" };
  // Confirmed: its confirmation (answers, place, invite) is queued in the same transaction, once.
  const db = registrationsDb();
  const confirmed = db
    .transaction(() => {
      const result = confirmRegistration(registration.id, now, settings);
      if (result?.status === "confirmed") queueConfirmation(result.id, content, now);
      if (result?.status === "waitlisted" && registration.status !== "waitlisted")
        queueWaitlisted(result.id, content, now);
      return result;
    })
    .immediate();
  return stateOf(confirmed, content);
}
