import type Database from "better-sqlite3";
import type { ChurchContent } from "~/content/model";
import { describeError, log } from "~/server/logger.server";
import { mailOf } from "./registration-facts.server";
import { queueRegistrationEmail } from "./registration-mail.server";
import { lapsedHolds, registrationRow, registrationsDb, waitlistOf, type RegistrationRow } from "./registration-rows.server";
import { placesLeft } from "./registrations.server";

/**
 * The waitlist (issue 28, item 3). When places free up (a cancellation, a
 * hold or checkout that ran out, an offer not claimed), they are offered to
 * the waitlist in the order people joined it: each offer holds the places for
 * 48 hours and is e-mailed with a signed link that claims them. An offer not
 * claimed in time passes to the next (the minute's check, below). A party
 * larger than the places free is passed over for now, never split: it keeps
 * its turn for the next places that free up (docs/decisions/038).
 */

export const OFFER_HOLD_MS = 48 * 60 * 60 * 1000;

export interface WaitlistContext {
  content: ChurchContent;
  now: number;
  /** The registration's fee in cents, when claiming (0: free). */
  fee?: (row: RegistrationRow) => number;
}

/** Offers what is free of one occurrence to its waitlist; how many registrations were offered places. */
export function offerFreedPlaces(db: Database.Database, eventId: string, occurrence: string, context: WaitlistContext): number {
  return db
    .transaction(() => {
      let left = placesLeft(eventId, occurrence);
      if (left === null) return 0;
      let offered = 0;
      for (const row of waitlistOf(db, eventId, occurrence)) {
        if (left <= 0) break;
        if (row.places > left) continue;
        const expiresAt = context.now + OFFER_HOLD_MS;
        const changed = db
          .prepare(
            "UPDATE registrations SET status = 'offered', hold_expires_at = ?, updated_at = ? WHERE id = ? AND status = 'waitlisted'",
          )
          .run(expiresAt, context.now, row.id).changes;
        if (changed === 0) continue;
        left -= row.places;
        offered += 1;
        const mail = mailOf({ ...row, status: "offered", hold_expires_at: expiresAt }, context.content);
        if (mail) queueRegistrationEmail(db, { ...mail, kind: "offer", content: context.content, now: context.now, offerExpiresAt: expiresAt });
      }
      return offered;
    })
    .immediate();
}

export type ClaimOutcome =
  | { kind: "claimed"; registrationId: string }
  | { kind: "pay"; registrationId: string }
  | { kind: "lapsed" }
  | { kind: "gone" }
  | { kind: "already"; registrationId: string };

/**
 * Claims the places an offer holds (the offer e-mail's signed link, posted
 * from /my-registration/claim): the registration is confirmed, and its
 * confirmation with the invite is queued, in one commit.
 */
export function claimOffer(registrationId: string, context: WaitlistContext): ClaimOutcome {
  const db = registrationsDb();
  return db
    .transaction((): ClaimOutcome => {
      const row = registrationRow(db, registrationId);
      if (!row) return { kind: "gone" };
      if (row.status === "confirmed") return { kind: "already", registrationId };
      if (row.status !== "offered" || row.hold_expires_at === null || row.hold_expires_at <= context.now) return { kind: "lapsed" };
      // A priced event: the places stay held while the person pays (paid-registrations.server.ts).
      if (context.fee?.(row)) return { kind: "pay", registrationId };
      db.prepare(
        "UPDATE registrations SET status = 'confirmed', hold_expires_at = NULL, confirmed_at = ?, updated_at = ? WHERE id = ?",
      ).run(context.now, context.now, registrationId);
      const mail = mailOf({ ...row, status: "confirmed" }, context.content);
      if (mail) queueRegistrationEmail(db, { ...mail, kind: "confirmed", content: context.content, now: context.now });
      return { kind: "claimed", registrationId };
    })
    .immediate();
}

/**
 * Offers not claimed in time: each expires, and its places go to the next on
 * that occurrence's waitlist. Returns how many offers lapsed.
 */
export function passOnLapsedOffers(context: WaitlistContext): number {
  const db = registrationsDb();
  const lapsed = db
    .transaction(() => {
      const rows = lapsedHolds(db, "offered", context.now);
      for (const row of rows) {
        db.prepare("UPDATE registrations SET status = 'expired', hold_expires_at = NULL, updated_at = ? WHERE id = ? AND status = 'offered'").run(
          context.now,
          row.id,
        );
      }
      return rows;
    })
    .immediate();
  const occasions = new Map(lapsed.map((row) => [`${row.event_id}\u0000${row.occurrence}`, row]));
  for (const row of occasions.values()) offerFreedPlaces(db, row.event_id, row.occurrence, context);
  return lapsed.length;
}

/** The listener the composition root gives the store's onPlacesFreed: a freed place goes to the waitlist at once. */
export function offerOnceFreed(content: () => ChurchContent, now: () => number = Date.now) {
  return (eventId: string, occurrence: string) => {
    try {
      const offered = offerFreedPlaces(registrationsDb(), eventId, occurrence, { content: content(), now: now() });
      if (offered > 0) log("info", "waitlist offered freed places", { eventId, offered });
    } catch (error) {
      log("error", "waitlist offer failed", { eventId, error: describeError(error) });
    }
  };
}
