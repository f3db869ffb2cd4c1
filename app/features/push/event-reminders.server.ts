import type { ChurchContent } from "~/content/model";
import { occasionOf } from "~/features/signups/registration-facts.server";
import { registrationById } from "~/features/signups/registrations.server";
import type { RegisteredOccasion } from "~/features/signups/registered-event";
import { visitContentOf } from "~/features/visits/visit-content";
import { reminderAtFor } from "~/features/visits/visits.server";
import { contentInLanguage, siteLanguages } from "~/i18n/content-language";
import { formatChurchDate } from "~/i18n/dates";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { createNotice, noticeByOnceKey, noticesDb, type NoticeText } from "./notices.server";

/**
 * An event's reminder on the phones linked to its sign-ups (issue 44): the day before, at the church's
 * reminder hour (services.yaml `visit.reminderTime`, as the visits' and registrations' e-mails), one notice
 * per event date (its `once_key`), to the phones that linked a confirmed sign-up for that date and kept
 * "reminders" on. A phone linked after the notice went gets none for that date. It expires when the event
 * begins, and goes in the quiet hours too: a reminder is what the person asked for.
 */

function onceKey(occasion: RegisteredOccasion): string {
  return `reminder:${occasion.eventId}:${occasion.start}`;
}

function reminderTexts(occasion: RegisteredOccasion, content: ChurchContent): Partial<Record<Language, NoticeText>> {
  const { timeZone, dateOrder, clock, country } = content.church.locale;
  const texts: Partial<Record<Language, NoticeText>> = {};
  for (const language of siteLanguages(content).all) {
    const { t, tag } = translator(language, country);
    const local = occasionOf(contentInLanguage(content, language), occasion.eventId, occasion.occurrence) ?? occasion;
    const date = formatChurchDate(occasion.start, occasion.allDay ? "longDate" : "longDateAtTime", {
      timeZone,
      dateOrder,
      clock,
      locale: tag,
    });
    texts[language] = {
      title: t("push.reminder.title", { event: local.name }),
      body: t("push.reminder.body", { date }),
    };
  }
  return texts;
}

/** The check the site runs every few seconds: each event date whose reminder is due gets its notice; how many. */
export function queueEventReminders(now: number, content: ChurchContent): number {
  const db = noticesDb();
  const linked = db
    .prepare(
      `SELECT DISTINCT l.registration_id FROM push_sign_ups l
       JOIN push_subscriptions s ON s.id = l.subscription_id WHERE s.reminders = 1`,
    )
    .pluck()
    .all() as string[];
  const due = new Map<string, { occasion: RegisteredOccasion; registrations: string[] }>();
  const visit = visitContentOf(content);
  for (const id of linked) {
    const registration = registrationById(id);
    if (registration?.status !== "confirmed") continue;
    const occasion = occasionOf(content, registration.eventId, registration.occurrence);
    if (!occasion || occasion.start <= now || reminderAtFor(occasion.start, visit) > now) continue;
    const key = onceKey(occasion);
    const entry = due.get(key) ?? { occasion, registrations: [] };
    entry.registrations.push(id);
    due.set(key, entry);
  }
  const fresh = [...due.entries()].filter(([key]) => noticeByOnceKey(db, key) === null);
  if (fresh.length === 0) return 0;
  return db
    .transaction(
      () =>
        fresh.filter(([key, { occasion, registrations }]) =>
          createNotice(
            db,
            {
              kind: "reminder",
              topic: "reminders",
              onceKey: key,
              texts: reminderTexts(occasion, content),
              path: `/events#event-${occasion.eventId.replace(/[^A-Za-z0-9_-]/g, "-")}`,
              audience: { registrations },
              sendAt: now,
              expiresAt: occasion.start,
              createdBy: "the site",
            },
            now,
          ),
        ).length,
    )
    .immediate();
}
