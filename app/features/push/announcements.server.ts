import type { ChurchContent } from "~/content/model";
import { recordAudit } from "~/features/auth/audit-log.server";
import type { Staff } from "~/features/auth/staff.server";
import { staffDb } from "~/features/auth/store.server";
import { siteLanguages } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { churchWallClock, formatChurchTime } from "~/lib/church-time";
import { afterQuietHours, inQuietHours } from "~/lib/quiet-hours";
import { DAY_MS } from "~/server/housekeeping.server";
import { cancelNotice, createNotice, noticeById, noticesDb, type Notice, type NoticeText } from "./notices.server";
import type { Topic } from "./subscriptions.server";

/**
 * The staff's announcements (issue 44): a title and a line in each of the church's languages, a page of
 * the site, a topic, now or at a time on the church's clock. What was typed is checked here; a problem
 * names its field and nothing is stored. "Now" in the quiet hours is scheduled for their end, and a time
 * inside them is refused (docs/decisions/073); the fan-out holds to both whatever the form said.
 */

export const TITLE_MOST = 50;
export const BODY_MOST = 150;
/** How far ahead an announcement may be scheduled. */
export const SCHEDULE_DAYS = 60;
/** An announcement no phone has fetched a day after it went is not worth showing (its TTL). */
export const ANNOUNCEMENT_LIFE_MS = DAY_MS;
export const ANNOUNCEMENT_TOPICS = ["news", "live"] as const satisfies readonly Topic[];

export type AnnouncementProblem =
  | { field: string; problem: "title" | "titleLong" | "body" | "bodyLong"; language: Language }
  | { field: "path"; problem: "path" }
  | { field: "topic"; problem: "topic" }
  | { field: "at"; problem: "at" | "past" | "far" | "quiet" };

export interface Announcement {
  texts: Partial<Record<Language, NoticeText>>;
  path: string;
  topic: Topic;
  sendAt: number;
  /** "Now" fell in the quiet hours: it goes at their end. */
  heldForQuietHours: boolean;
}

/** The form's fields as typed, read into an announcement or the first problem found. */
export function readAnnouncement(
  form: (name: string) => string,
  content: ChurchContent,
  now: number,
): { ok: true; announcement: Announcement } | ({ ok: false } & AnnouncementProblem) {
  const texts: Partial<Record<Language, NoticeText>> = {};
  for (const language of siteLanguages(content).all) {
    const title = form(`title-${language}`).trim();
    const body = form(`body-${language}`).replace(/\s+/g, " ").trim();
    if (!title) return { ok: false, field: `title-${language}`, problem: "title", language };
    if (title.length > TITLE_MOST) return { ok: false, field: `title-${language}`, problem: "titleLong", language };
    if (!body) return { ok: false, field: `body-${language}`, problem: "body", language };
    if (body.length > BODY_MOST) return { ok: false, field: `body-${language}`, problem: "bodyLong", language };
    texts[language] = { title, body };
  }
  const path = form("path").trim();
  if (!isSitePath(path)) return { ok: false, field: "path", problem: "path" };
  const topic = form("topic");
  if (!(ANNOUNCEMENT_TOPICS as readonly string[]).includes(topic))
    return { ok: false, field: "topic", problem: "topic" };
  const timeZone = content.church.locale.timeZone;
  if (form("when") !== "later") {
    const sendAt = afterQuietHours(now, timeZone);
    return {
      ok: true,
      announcement: { texts, path, topic: topic as Topic, sendAt, heldForQuietHours: sendAt !== now },
    };
  }
  const sendAt = churchTimeTyped(form("at"), timeZone);
  if (sendAt === null) return { ok: false, field: "at", problem: "at" };
  if (sendAt < now) return { ok: false, field: "at", problem: "past" };
  if (sendAt > now + SCHEDULE_DAYS * DAY_MS) return { ok: false, field: "at", problem: "far" };
  if (inQuietHours(sendAt, timeZone)) return { ok: false, field: "at", problem: "quiet" };
  return { ok: true, announcement: { texts, path, topic: topic as Topic, sendAt, heldForQuietHours: false } };
}

/** A path of this site ("/events", "/forms/prayer?x=1#top"), never another site's address nor the staff area. */
function isSitePath(path: string): boolean {
  return (
    /^\/(?![/\\])[^\s]*$/.test(path) &&
    path.length <= 300 &&
    !/^\/admin(?:[/?#]|$)/.test(path) &&
    !/^\/es(?:[/?#]|$)/.test(path)
  );
}

/** A datetime-local input's value ("2026-03-04T09:00") as the instant it names on the church's clock. */
function churchTimeTyped(value: string, timeZone: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return churchWallClock(year, month - 1, day, hour, minute, timeZone).getTime();
}

/** Stores the announcement and queues it for its time, with its entry in the activity log. */
export function scheduleAnnouncement(
  announcement: Announcement,
  staff: Pick<Staff, "person">,
  now: number,
  timeZone: string,
): Notice {
  const db = noticesDb();
  return db
    .transaction(() => {
      const notice = createNotice(
        db,
        {
          kind: "announcement",
          topic: announcement.topic,
          texts: announcement.texts,
          path: announcement.path,
          sendAt: announcement.sendAt,
          expiresAt: announcement.sendAt + ANNOUNCEMENT_LIFE_MS,
          createdBy: staff.person.email,
        },
        now,
      )!;
      recordAudit(
        {
          at: now,
          action: "notice-scheduled",
          actor: { id: staff.person.id, email: staff.person.email },
          subject: Object.values(announcement.texts)[0]?.title ?? "",
          detail: `to the ${announcement.topic} topic, for ${formatChurchTime(announcement.sendAt, "yyyy-MM-dd HH:mm", timeZone)}`,
        },
        staffDb(),
      );
      return notice;
    })
    .immediate();
}

/** A scheduled announcement that has not gone yet is cancelled, in the activity log; the notice, or null. */
export function cancelAnnouncement(id: string, staff: Pick<Staff, "person">, now: number): Notice | null {
  const db = noticesDb();
  return db
    .transaction(() => {
      const notice = noticeById(db, id);
      if (notice?.kind !== "announcement" || !cancelNotice(db, id)) return null;
      recordAudit(
        {
          at: now,
          action: "notice-cancelled",
          actor: { id: staff.person.id, email: staff.person.email },
          subject: Object.values(notice.texts)[0]?.title ?? "",
        },
        staffDb(),
      );
      return notice;
    })
    .immediate();
}

/** How many phones asked for each topic now. */
export function subscriberCounts(): Record<Topic, number> {
  const row = noticesDb()
    .prepare(
      "SELECT COALESCE(SUM(live), 0) AS live, COALESCE(SUM(news), 0) AS news, COALESCE(SUM(reminders), 0) AS reminders FROM push_subscriptions",
    )
    .get() as Record<Topic, number>;
  return row;
}
