import type { FormDefinition } from "~/content/model";
import { listPeople } from "~/features/auth/people.server";

/**
 * Who is told of a form's submissions (issue 35): the staff whose role the
 * form's `notify.roles` names (from the people the auth feature keeps, not
 * removed), the people it names by their sign-in e-mail, and any address it
 * names; each address once, lower-cased. Who may READ a submission is the
 * inbox's rule (readers.server.ts); a private form's
 * notice carries only a link, so naming someone here shows them no answer.
 */
export function noticeRecipients(form: Pick<FormDefinition, "notify">): string[] {
  const { roles, people, addresses } = form.notify;
  const byRole =
    roles.length > 0
      ? listPeople()
          .filter((person) => (roles as readonly string[]).includes(person.role))
          .map((person) => person.email)
      : [];
  return [...new Set([...byRole, ...people, ...addresses].map((address) => address.toLowerCase()))];
}
