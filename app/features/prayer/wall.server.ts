import type { ChurchContent } from "~/content/model";
import { linkedMailOrigin, queueMail } from "~/features/mail/mail.server";
import { defaultLanguage } from "~/i18n/content-language";
import { awaitsApproval, isOnWall, saidYes, wallEndsAt, wallName, type WallFacts } from "~/lib/prayer-rules";
import { sign } from "~/server/site-secret.server";
import { PRAYER_REQUESTER_TEMPLATE, type RequesterMailProps } from "./emails/prayer-emails";
import type { PrayerFormWith } from "./prayer-forms";
import { prayerSender } from "./prayer-mail.server";
import { getRequest, prayerDb, requestsOf, type PrayerRequest } from "./prayer-store.server";
import { requestText } from "./prayer-week.server";
import { wallRemovalLink, wantsWall } from "./wall-links.server";

/**
 * The prayer wall (issue 35): a request is on it only when its requester
 * agreed (the wall's consent field), once a reader of the form approved it,
 * until its days are over or the requester (by their signed link) or staff
 * remove it. It shows the first word of the name, or nobody's when the
 * requester asked. "I prayed" counts once per device: the device's random id
 * is kept only as the site's signature of it (a hash that cannot be turned
 * back into the cookie).
 */
export type WallForm = PrayerFormWith & { prayer: { wall: NonNullable<PrayerFormWith["prayer"]["wall"]> } };

export interface WallEntry {
  id: string;
  /** The first word of the name; null for "anonymous". */
  name: string | null;
  text: string;
  receivedAt: number;
  endsAt: number;
  prayers: number;
}

function factsOf(request: PrayerRequest, form: WallForm): WallFacts {
  return {
    receivedAt: request.receivedAt,
    consented: wantsWall(request, form),
    approvedAt: request.wallApprovedAt,
    removedAt: request.wallRemovedAt,
  };
}

function entryOf(request: PrayerRequest, form: WallForm): WallEntry {
  const { firstNameField, wall } = form.prayer;
  const anonymous = wall.anonymousField !== undefined && saidYes(request.answers[wall.anonymousField]);
  return {
    id: request.id,
    name: wallName(firstNameField ? request.answers[firstNameField] : request.name, anonymous),
    text: requestText(request, form),
    receivedAt: request.receivedAt,
    endsAt: wallEndsAt(request.receivedAt, wall.days),
    prayers: request.prayers,
  };
}

/** What the public wall shows, newest first. */
export function wallEntries(form: WallForm, now: number): WallEntry[] {
  return requestsOf(form.id)
    .filter((request) => isOnWall(factsOf(request, form), now, form.prayer.wall.days))
    .map((request) => entryOf(request, form));
}

/** The approvals screen: requests waiting for staff, and those on the wall now. */
export function wallReview(form: WallForm, now: number): { waiting: WallEntry[]; shown: WallEntry[] } {
  const requests = requestsOf(form.id);
  const days = form.prayer.wall.days;
  return {
    waiting: requests
      .filter((request) => awaitsApproval(factsOf(request, form), now, days))
      .map((request) => entryOf(request, form)),
    shown: requests
      .filter((request) => isOnWall(factsOf(request, form), now, days))
      .map((request) => entryOf(request, form)),
  };
}

/**
 * Puts a request on the wall, once, when its requester agreed and nobody
 * removed it; the requester who left an address is told, in their language,
 * with the link that takes it off again. False when it cannot go on the wall.
 */
export function approveForWall(
  id: string,
  form: WallForm,
  context: { content: ChurchContent; personId: string; now: number },
): boolean {
  const db = prayerDb();
  return db
    .transaction(() => {
      const request = getRequest(id, db);
      if (!request || request.formId !== form.id) return false;
      if (!awaitsApproval(factsOf(request, form), context.now, form.prayer.wall.days)) return false;
      db.prepare(
        `INSERT INTO prayer_wall (submission_id, approved_at, approved_by) VALUES (?, ?, ?)
         ON CONFLICT(submission_id) DO UPDATE SET approved_at = excluded.approved_at, approved_by = excluded.approved_by
         WHERE approved_at IS NULL AND removed_at IS NULL`,
      ).run(id, context.now, context.personId);
      const origin = linkedMailOrigin();
      if (origin && request.email) {
        const props: RequesterMailProps = {
          sender: prayerSender(context.content, request.language),
          language: request.language,
          country: context.content.church.locale.country,
          formTitle: form.title,
          kind: "on-wall",
          removeUrl: wallRemovalLink(origin, id, request.language, defaultLanguage(context.content)),
        };
        queueMail(db, {
          key: `prayer:${id}:on-wall`,
          template: PRAYER_REQUESTER_TEMPLATE,
          to: request.email,
          props,
          now: context.now,
          replyTo: context.content.church.email,
        });
      }
      return true;
    })
    .immediate();
}

/** Takes a request off the wall (or out of the queue) for good: by staff (their id) or by the requester ("requester"). */
export function removeFromWall(id: string, form: WallForm, by: string, now: number): boolean {
  const db = prayerDb();
  const request = getRequest(id, db);
  if (!request || request.formId !== form.id) return false;
  return (
    db
      .prepare(
        `INSERT INTO prayer_wall (submission_id, removed_at, removed_by) VALUES (?, ?, ?)
         ON CONFLICT(submission_id) DO UPDATE SET removed_at = excluded.removed_at, removed_by = excluded.removed_by
         WHERE removed_at IS NULL`,
      )
      .run(id, now, by).changes === 1
  );
}

/** The device as the database keeps it: the site's signature of its random id. */
export function deviceHash(deviceId: string): string {
  return sign("prayer-device", deviceId);
}

export type PrayOutcome = "counted" | "already" | "gone";

/** One "I prayed" from a device for a request on the wall. */
export function prayFor(id: string, form: WallForm, deviceId: string, now: number): PrayOutcome {
  const db = prayerDb();
  const request = getRequest(id, db);
  if (!request || request.formId !== form.id || !isOnWall(factsOf(request, form), now, form.prayer.wall.days))
    return "gone";
  const inserted = db
    .prepare("INSERT OR IGNORE INTO prayer_wall_prayers (submission_id, device, prayed_at) VALUES (?, ?, ?)")
    .run(id, deviceHash(deviceId), now).changes;
  return inserted === 1 ? "counted" : "already";
}
