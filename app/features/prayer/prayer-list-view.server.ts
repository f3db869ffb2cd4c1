import { data } from "react-router";
import type { ChurchContent } from "~/content/model";
import { getPerson } from "~/features/auth/people.server";
import { NOT_ALLOWED, requireStaff, type Staff } from "~/features/auth/staff.server";
import { canReadForm } from "~/features/forms/readers.server";
import { prayerForm, type PrayerFormWith } from "./prayer-forms";
import { requestText, weekOf, weeksRequests } from "./prayer-week.server";

/**
 * What the prayer team's screens start with: the signed-in reader of the
 * prayer form the address names (404 for no such prayer form, 403 for staff
 * who do not read it, before anything is read).
 */
export function requirePrayerReader(
  request: Request,
  context: { now: number; content: ChurchContent },
  formId: string | undefined,
  notFound: string,
): { staff: Staff; form: PrayerFormWith } {
  const staff = requireStaff(request, context.now);
  const form = formId ? prayerForm(context.content, formId) : undefined;
  if (!form) throw data({ message: notFound }, { status: 404 });
  if (!canReadForm(staff.person, form)) throw data({ message: NOT_ALLOWED }, { status: 403 });
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

/** This week's list as the page shows it: what is still to pray for first, each newest first. */
export function prayerListView(form: PrayerFormWith, now: number, timeZone: string) {
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
  return { week, entries };
}
