import { data } from "react-router";
import type { ChurchContent } from "~/content/model";
import { getPerson } from "~/features/auth/people.server";
import { requireStaff, type Staff } from "~/features/auth/staff.server";
import { canReadForm } from "~/features/forms/readers.server";
import { recordListView } from "~/features/forms/staff-pages.server";
import { prayerForm, type PrayerFormWith } from "./prayer-forms";
import { wallReview, type WallForm } from "./wall.server";
import { requestText, weekOf, weeksRequests } from "./prayer-week.server";

/**
 * What the prayer team's screens start with: the signed-in reader of the
 * prayer form the address names, before anything is read. No such prayer form
 * and a form this person does not read both answer 404: a private form is not
 * even seen to be there (as readableForm in app/features/forms).
 */
export function requirePrayerReader(
  request: Request,
  context: { now: number; content: ChurchContent },
  formId: string | undefined,
  notFound: string,
): { staff: Staff; form: PrayerFormWith } {
  const staff = requireStaff(request, context.now);
  const form = formId ? prayerForm(context.content, formId) : undefined;
  if (!form || !canReadForm(staff.person, form)) throw data({ message: notFound }, { status: 404 });
  return { staff, form };
}

export interface ListEntry {
  id: string;
  text: string;
  name: string | null;
  receivedAt: number;
  prayedAt: number | null;
  prayedBy: string | null;
}

/**
 * This week's list as the page shows it to `staff`: what is still to pray for
 * first, each newest first. The requests are private: which ones it showed,
 * to whom, is in the activity log (issue 35, "every view of a private submission").
 */
export function prayerListView(staff: Pick<Staff, "person">, form: PrayerFormWith, now: number, timeZone: string) {
  const week = weekOf(form, now, timeZone);
  const entries: ListEntry[] = weeksRequests(form.id, week).map((request) => ({
    id: request.id,
    text: requestText(request, form),
    name: request.name,
    receivedAt: request.receivedAt,
    prayedAt: request.prayedAt,
    prayedBy: request.prayedBy ? getPerson(request.prayedBy)?.name || getPerson(request.prayedBy)?.email || null : null,
  }));
  entries.sort((a, b) => Number(a.prayedAt !== null) - Number(b.prayedAt !== null) || b.receivedAt - a.receivedAt);
  recordListView(staff, form, { action: "prayer-list-viewed", formId: form.id, ids: entries.map(({ id }) => id), now });
  return { week, entries };
}

/** The wall's approvals page for `staff`: the requests waiting (still private) and on the wall, in the activity log. */
export function wallReviewFor(staff: Pick<Staff, "person">, form: WallForm, now: number) {
  const review = wallReview(form, now);
  const ids = [...review.waiting, ...review.shown].map(({ id }) => id);
  recordListView(staff, form, { action: "prayer-wall-reviewed", formId: form.id, ids, now });
  return review;
}
