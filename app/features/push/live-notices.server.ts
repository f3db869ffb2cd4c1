import type Database from "better-sqlite3";
import type { ChurchContent, Gathering } from "~/content/model";
import { hasLiveStream } from "~/content/site";
import { contentInLanguage, siteLanguages } from "~/i18n/content-language";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { isLive, nextOccurrence, type Occurrence } from "~/lib/schedule";
import { streamsFor } from "~/lib/service-language";
import { createNotice, noticeByOnceKey, noticesDb, type Notice, type NoticeText } from "./notices.server";

/**
 * "We're live" (issue 44): one notice per streamed service, when its live window opens (the live page's
 * own rule: `isLive` from services.yaml's `live.playerMinutesBefore`, on the church's clock) or when
 * staff press "We're live now", whichever comes first: the service's start is the notice's `once_key`.
 * It opens /watch/live and goes to the phones whose language's live page shows that service
 * (`streamsFor`), and is of no use once the service has ended: that is when it expires.
 */

/** The key that makes a service's notice the only one. */
function onceKey(occurrence: Occurrence): string {
  return `live:${occurrence.start}:${occurrence.gathering.id}`;
}

function liveTexts(gathering: Gathering, content: ChurchContent): Partial<Record<Language, NoticeText>> {
  const texts: Partial<Record<Language, NoticeText>> = {};
  for (const language of siteLanguages(content).all) {
    const { t } = translator(language, content.church.locale.country);
    const name =
      contentInLanguage(content, language).services.gatherings.find((each) => each.id === gathering.id)?.name ??
      gathering.name;
    texts[language] = { title: t("push.live.title", { name }), body: t("push.live.body") };
  }
  return texts;
}

/** The languages whose live page follows this gathering (a Spanish service to the phones that chose Spanish). */
function languagesFollowing(gathering: Gathering, content: ChurchContent): Language[] {
  return LANGUAGES.filter((language) => streamsFor(content.services.gatherings, language).includes(gathering));
}

/** The service's "we're live" notice, made now unless it was made before (then null). */
export function createLiveNotice(
  db: Database.Database,
  occurrence: Occurrence,
  content: ChurchContent,
  now: number,
  createdBy: string,
): Notice | null {
  return createNotice(
    db,
    {
      kind: "live",
      topic: "live",
      onceKey: onceKey(occurrence),
      texts: liveTexts(occurrence.gathering, content),
      path: "/watch/live",
      audience: { languages: languagesFollowing(occurrence.gathering, content) },
      sendAt: now,
      expiresAt: occurrence.end,
      createdBy,
    },
    now,
  );
}

/** The streamed services on now or next, each with its notice if one was made. */
export function streams(now: number, content: ChurchContent): { occurrence: Occurrence; notice: Notice | null }[] {
  if (!hasLiveStream(content)) return [];
  const db = noticesDb();
  const timeZone = content.church.locale.timeZone;
  return content.services.gatherings
    .filter((gathering) => gathering.streamed)
    .map((gathering) => nextOccurrence(now, gathering, timeZone))
    .sort((a, b) => a.start - b.start)
    .map((occurrence) => ({ occurrence, notice: noticeByOnceKey(db, onceKey(occurrence)) }));
}

/** The check the site runs every few seconds: each live window that has opened gets its notice; how many were made. */
export function queueLiveNotices(now: number, content: ChurchContent): number {
  const db = noticesDb();
  const open = streams(now, content).filter(
    ({ occurrence, notice }) => notice === null && isLive(now, occurrence, content.services.live.playerMinutesBefore),
  );
  if (open.length === 0) return 0;
  return db
    .transaction(
      () => open.filter(({ occurrence }) => createLiveNotice(db, occurrence, content, now, "the site")).length,
    )
    .immediate();
}

/**
 * Whether staff may press "We're live now" for this service: from when the site starts showing "Watch
 * Service Online" (services.yaml `live.noticeMinutesBefore`) until it ends, once.
 */
export function mayAnnounceLive(occurrence: Occurrence, now: number, content: ChurchContent): boolean {
  return isLive(now, occurrence, content.services.live.noticeMinutesBefore);
}

export type LiveNow =
  { kind: "sent" | "already"; name: string; notice: Notice } | { kind: "not-yet" | "unknown"; name: string };

/** Staff pressed "We're live now" for a streamed gathering: its notice now, unless it went before. */
export function announceLiveNow(gatheringId: string, sender: string, content: ChurchContent, now: number): LiveNow {
  const stream = streams(now, content).find(({ occurrence }) => occurrence.gathering.id === gatheringId);
  if (!stream) return { kind: "unknown", name: gatheringId };
  const name = stream.occurrence.gathering.name;
  if (stream.notice) return { kind: "already", name, notice: stream.notice };
  if (!mayAnnounceLive(stream.occurrence, now, content)) return { kind: "not-yet", name };
  const db = noticesDb();
  const made = db.transaction(() => createLiveNotice(db, stream.occurrence, content, now, sender)).immediate();
  // Pressed at the very moment the live window opened: the site's own check made it first.
  return made
    ? { kind: "sent", name, notice: made }
    : { kind: "already", name, notice: noticeByOnceKey(db, onceKey(stream.occurrence))! };
}
