import type { ChurchContent } from "~/content/model";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { attendeeLine } from "./emails/registration-words";
import { checkInLines, dateKey, rosterOf, type RosterEntry } from "./rosters.server";
import { dateLabel, placesLine } from "./sign-up-overview.server";
import { momentLabel } from "./when-label";

/** One event's roster as the staff page shows it (/admin/sign-ups/:event), labelled in the church's zone. */

export function rosterView(content: ChurchContent, language: Language, eventId: string) {
  const roster = rosterOf(content, eventId);
  if (!roster) return null;
  const { t, tag } = translator(language, content.church.locale.country);
  const zone = content.church.locale.timeZone;
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "USD" });
  const rowOf = (entry: RosterEntry) => ({
    id: entry.id,
    contactName: entry.contactName,
    email: entry.email,
    attendees: entry.attendees.map((attendee) => attendeeLine(t, attendee)),
    answers: entry.answers.map((line) => ({
      question: line.question,
      answer:
        typeof line.answer === "boolean"
          ? t(line.answer ? "signUpsMail.answer.yes" : "signUpsMail.answer.no")
          : line.answer,
    })),
    paid: entry.amountCents ? money.format(entry.amountCents / 100) : null,
    signedUp: momentLabel(entry.createdAt, zone, tag),
    status: t(`adminSignUps.status.${entry.status}`),
  });
  return {
    eventId: roster.eventId,
    name: roster.name,
    dates: roster.dates.map((date) => ({
      occurrence: dateKey(date.occasion.occurrence),
      when: dateLabel(language, content, date),
      places: placesLine(language, content, date, roster.capacity),
      registered: date.registered.map(rowOf),
      pending: date.pending.map(rowOf),
      waitlist: date.waitlist.map(rowOf),
      checkIn: checkInLines(t, date),
    })),
  };
}

export type RosterPage = NonNullable<ReturnType<typeof rosterView>>;
