import { listPeople } from "~/features/auth/people.server";
import type { Person } from "~/features/auth/people-rows.server";

/**
 * Who reads a form's submissions (issue 35, decision 052). A form without
 * `private`: owners and editors. A private form: owners, the staff whose role
 * it names, and the staff it names by their sign-in e-mail; nobody else, an
 * editor included. The care role reads nothing that does not name it.
 * Every staff page of forms, every notice with a link and the prayer team's
 * weekly list ask here, and nowhere else.
 */

/** What this module reads of a form (app/content's FormDefinition has it). */
export interface FormReaders {
  private?: { roles?: readonly string[]; people?: readonly string[] } | undefined;
}

/** The part of a staff person it reads. */
type Reader = Pick<Person, "email" | "role">;

/** The roles that read a form without `private`. */
const OPEN_FORM_ROLES: readonly string[] = ["owner", "editor"];

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function isPrivateForm(form: FormReaders): boolean {
  return form.private !== undefined;
}

export function canReadForm(person: Reader, form: FormReaders): boolean {
  if (person.role === "owner") return true;
  if (!form.private) return OPEN_FORM_ROLES.includes(person.role);
  return (
    (form.private.roles ?? []).includes(person.role) ||
    (form.private.people ?? []).some((address) => sameAddress(address, person.email))
  );
}

/** The forms of `forms` (id → form) that `person` reads, in their ids' order. */
export function formsReadBy<Form extends FormReaders>(
  person: Reader,
  forms: Readonly<Record<string, Form>>,
): { id: string; form: Form }[] {
  return Object.entries(forms)
    .filter(([, form]) => canReadForm(person, form))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, form]) => ({ id, form }));
}

/**
 * Everyone on the staff list (invited or active, not removed) who reads the
 * form: for notices with a link, the weekly prayer list and assignment.
 */
export function readersOfForm(form: FormReaders, people: readonly Person[] = listPeople()): Person[] {
  return people.filter((person) => person.status !== "removed" && canReadForm(person, form));
}
