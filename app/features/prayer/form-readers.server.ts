import { listPeople, type Person } from "~/features/auth/people.server";
import type { PrayerForm } from "./prayer-forms";

/**
 * Who reads a prayer form's requests, as the forms contract says
 * (app/features/forms/readers.server.ts once the staff inbox has it): a
 * private form's owners plus the roles and people it names; any other form's
 * owners and editors. The weekly list goes to these people; the list, the
 * wall's approvals and "mark prayed" are theirs.
 */
export function canReadPrayerForm(person: Pick<Person, "role" | "email">, form: PrayerForm): boolean {
  if (person.role === "owner") return true;
  if (!form.private) return person.role === "editor";
  return (
    (form.private.roles as readonly string[]).includes(person.role) ||
    form.private.people.some((email) => email.toLowerCase() === person.email.toLowerCase())
  );
}

export function readersOfPrayerForm(form: PrayerForm): Person[] {
  return listPeople().filter((person) => canReadPrayerForm(person, form));
}
