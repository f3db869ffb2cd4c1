import type Database from "better-sqlite3";
import type { ChurchContent } from "~/content/model";
import { describeError, log } from "~/server/logger.server";
import { mailOf } from "./registration-facts.server";
import { queueRegistrationEmail } from "./registration-mail.server";
import { waitlistTurns } from "./places-open.server";
import { registrationRow, registrationsDb, type RegistrationRow } from "./registration-queries.server";
import { releaseExpiredHolds, type PlacesFreed } from "./registrations.server";
import { registrationSettingsFor } from "./settings.server";

/**
 * The waitlist (issue 28, item 3). When places free up (a cancellation, a
 * hold or checkout that ran out, an offer not claimed), they are offered to
 * the waitlist in the order people joined it: each offer holds the places for
 * 48 hours and is e-mailed with a signed link that claims them. An offer not
 * claimed in time passes to the next (the minute's check releases it through
 * the store, whose listeners bring it back here). A party
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

/** Offers what is free of one date to its waitlist; how many registrations were offered places. */
export function offerFreedPlaces(
  db: Database.Database,
  eventId: string,
  occurrence: number | null,
  context: WaitlistContext,
): number {
  return db
    .transaction(() => {
      let offered = 0;
      const settings = registrationSettingsFor(eventId, context.content);
      // Sign-ups closed for good (the event is gone from the content): nothing to offer.
      if (!settings) return 0;
      // Whose turn the places free are, in the order they joined (places-open.server.ts, decision 066).
      for (const row of waitlistTurns(db, settings, eventId, occurrence, context.now).turns) {
        const expiresAt = context.now + OFFER_HOLD_MS;
        const changed = db
          .prepare(
            "UPDATE registrations SET status = 'offered', hold_expires_at = ?, updated_at = ? WHERE id = ? AND status = 'waitlisted'",
          )
          .run(expiresAt, context.now, row.id).changes;
        if (changed === 0) continue;
        offered += 1;
        const mail = mailOf({ ...row, status: "offered", hold_expires_at: expiresAt }, context.content);
        if (mail) {
          queueRegistrationEmail(db, {
            ...mail,
            kind: "offer",
            content: context.content,
            now: context.now,
            offerExpiresAt: expiresAt,
          });
        }
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
      if (row.status !== "offered" || row.hold_expires_at === null || row.hold_expires_at <= context.now)
        return { kind: "lapsed" };
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
 * Holds whose time is up at `now` (offers not claimed in 48 hours, addresses
 * not confirmed in 30 minutes) give their places back through the store, whose
 * listeners (offerOnceFreed) offer them to the next. How many were released.
 */
export function passOnLapsedOffers(context: { now: number }): number {
  return releaseExpiredHolds(context.now);
}

/**
 * One offer, if it has lapsed by `now`: expired and its places offered on at
 * once (its claim page's check, so nobody is shown a stale offer and the next
 * person need not wait for the minute's check). Whether it had lapsed.
 */
export function passOnIfLapsed(registrationId: string, context: WaitlistContext): boolean {
  const db = registrationsDb();
  return db
    .transaction(() => {
      const row = registrationRow(db, registrationId);
      if (!row || row.status !== "offered" || row.hold_expires_at === null || row.hold_expires_at > context.now)
        return false;
      db.prepare(
        "UPDATE registrations SET status = 'expired', hold_expires_at = NULL, updated_at = ? WHERE id = ? AND status = 'offered'",
      ).run(context.now, registrationId);
      offerFreedPlaces(db, row.event_id, row.occurrence, context);
      return true;
    })
    .immediate();
}

/**
 * The listener the composition root gives the store's onPlacesFreed: freed
 * places go to the waitlist at once, at the clock of the change that freed them.
 */
export function offerOnceFreed(content: () => ChurchContent) {
  return (freed: PlacesFreed) => {
    try {
      const now = freed.registration.updatedAt;
      const offered = offerFreedPlaces(registrationsDb(), freed.eventId, freed.occurrence, { content: content(), now });
      if (offered > 0) log("info", "waitlist offered freed places", { eventId: freed.eventId, offered });
    } catch (error) {
      log("error", "waitlist offer failed", { eventId: freed.eventId, error: describeError(error) });
    }
  };
}
