import { data, redirect, useActionData, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import type { Route } from "./+types/people";
import { Notice } from "~/components/admin/staff-shell";
import { inviteAgain, invitePerson, type Invitation } from "~/features/auth/invitations.server";
import { changeRole, listPeople, removePerson } from "~/features/auth/people.server";
import { isRole, ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES } from "~/features/auth/roles";
import { mailConfigured } from "~/features/auth/sign-in-mail.server";
import { requireStaff } from "~/features/auth/staff.server";
import { staffDates } from "~/components/admin/staff-dates";
import { siteOrigin } from "~/server/text-response.server";
import { readProtectedForm } from "~/server/protection.server";

/** Owners only: who may sign in, with which role. */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "People") }];

export function loader({ request, context }: Route.LoaderArgs) {
  const { person: me } = requireStaff(request, context.now, "people.manage");
  const { day } = staffDates(context.content.church.locale);
  return {
    meId: me.id,
    mailOn: mailConfigured(),
    people: listPeople().map((person) => ({
      id: person.id,
      email: person.email,
      name: person.name,
      role: person.role,
      invited: person.status === "invited",
      since: day(person.createdAt),
    })),
    roles: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role], about: ROLE_DESCRIPTIONS[role] })),
  };
}

type Answer =
  | { intent: "invite"; ok: false; field: string; message: string; values: Record<string, string> }
  | { intent: "invite"; ok: true; email: string; link: string | null; emailed: boolean }
  | { intent: "change"; ok: boolean; message: string };

function answer(body: Answer, status = 200) {
  return data(body, { status });
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function invited(result: Invitation, values: Record<string, string>) {
  if (!result.ok)
    return answer({ intent: "invite", ok: false, field: result.field, message: result.message, values }, 400);
  // The link is shown only when no e-mail carries it.
  const link = result.emailed ? null : result.link;
  return answer({ intent: "invite", ok: true, email: result.email, link, emailed: result.emailed });
}

export async function action({ request, context }: Route.ActionArgs) {
  // The role is checked before the form is read: a contributor's post changes nothing.
  const { person: me } = requireStaff(request, context.now, "people.manage");
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) {
    return answer({ intent: "change", ok: false, message: submitted.refusal.message }, submitted.refusal.status);
  }
  const form = submitted.form;
  const actor = { id: me.id, email: me.email };
  const now = context.now;
  const linkOrigin = siteOrigin(request);
  const personId = text(form, "person");
  const role = text(form, "role");
  switch (text(form, "intent")) {
    case "invite": {
      const values = { email: text(form, "email"), name: text(form, "name"), role };
      if (!isRole(role))
        return answer({ intent: "invite", ok: false, field: "role", message: "Please choose a role.", values }, 400);
      return invited(invitePerson({ email: values.email, name: values.name, role, actor, now, linkOrigin }), values);
    }
    case "again":
      return invited(inviteAgain({ personId, actor, now, linkOrigin }), {});
    case "role": {
      if (!isRole(role)) return answer({ intent: "change", ok: false, message: "Please choose a role." }, 400);
      const changed = changeRole({ personId, role, actor, now });
      if (!changed.ok) return answer({ intent: "change", ok: false, message: changed.message }, 409);
      // Your own role changed: your session ended with it.
      if (personId === me.id) throw redirect("/admin/sign-in", 303);
      const message = `Role changed to ${ROLE_LABELS[role].toLowerCase()}. They were signed out, and sign in again with the new role.`;
      return answer({ intent: "change", ok: true, message });
    }
    case "remove": {
      const removed = removePerson({ personId, actor, now });
      if (!removed.ok) return answer({ intent: "change", ok: false, message: removed.message }, 409);
      if (personId === me.id) throw redirect("/admin/sign-in", 303);
      return answer({
        intent: "change",
        ok: true,
        message: "Removed. They were signed out everywhere, and their passkeys deleted.",
      });
    }
    default:
      return answer({ intent: "change", ok: false, message: "That form could not be read." }, 400);
  }
}

export default function People() {
  const { meId, mailOn, people, roles } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const inviteError = result?.intent === "invite" && !result.ok ? result : undefined;
  return (
    <>
      <h1>People</h1>
      {result?.intent === "change" && (
        <Notice tone={result.ok ? "success" : "error"}>
          <p>{result.message}</p>
        </Notice>
      )}
      {result?.intent === "invite" && result.ok && (
        <Notice tone="success">
          <p>
            {result.emailed
              ? `Invitation e-mailed to ${result.email}. The link works once, for three days.`
              : `${result.email} is on the list. This site cannot send e-mail, so send them this link yourself (it works once, for three days, and is shown only now):`}
          </p>
          {result.link && <p className="one-time-link">{result.link}</p>}
        </Notice>
      )}

      <table className="rows">
        <caption>Everyone who may sign in</caption>
        <thead>
          <tr>
            <th scope="col">Person</th>
            <th scope="col">Role</th>
            <th scope="col">Since</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id}>
              <th scope="row">
                {person.name ? (
                  <>
                    {person.name}
                    <br />
                    <span className="muted">{person.email}</span>
                  </>
                ) : (
                  person.email
                )}
                {person.id === meId && <span className="muted"> (you)</span>}
              </th>
              <td data-label="Role">
                {ROLE_LABELS[person.role]}
                {person.invited && <span className="muted"> · invited, not signed in yet</span>}
              </td>
              <td data-label="Since">{person.since}</td>
              <td>
                <div className="row-actions">
                  <form method="post">
                    <input type="hidden" name="intent" value="role" />
                    <input type="hidden" name="person" value={person.id} />
                    <label className="visually-hidden" htmlFor={`role-${person.id}`}>
                      Role for {person.email}
                    </label>
                    <select id={`role-${person.id}`} name="role" defaultValue={person.role}>
                      {roles.map((role) => (
                        <option key={role.value} value={role.value}>
                          {role.label}
                        </option>
                      ))}
                    </select>
                    <button type="submit" className="button button--quiet">
                      Change role
                    </button>
                  </form>
                  {person.invited && (
                    <form method="post">
                      <input type="hidden" name="intent" value="again" />
                      <input type="hidden" name="person" value={person.id} />
                      <button type="submit" className="button button--quiet">
                        Send a new invitation
                      </button>
                    </form>
                  )}
                  <details className="confirm">
                    <summary>Remove…</summary>
                    <form method="post">
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="person" value={person.id} />
                      <p>Remove {person.email}? They are signed out everywhere and their passkeys are deleted.</p>
                      <button type="submit" className="button button--danger">
                        Remove {person.email}
                      </button>
                    </form>
                  </details>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 id="invite-heading">Invite someone</h2>
      <form method="post" className="card" aria-labelledby="invite-heading">
        <input type="hidden" name="intent" value="invite" />
        <p className="field__hint">
          {mailOn
            ? "They get an e-mail with a link that signs them in once, within three days."
            : "This site cannot send e-mail: you will see a one-time link to send them yourself."}
        </p>
        <div className="field">
          <label htmlFor="invite-email">E-mail address</label>
          <input
            id="invite-email"
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={inviteError?.values.email}
            aria-invalid={inviteError?.field === "email" ? true : undefined}
            aria-describedby={inviteError?.field === "email" ? "invite-email-error" : undefined}
          />
          {inviteError?.field === "email" && (
            <p className="field__error" id="invite-email-error" role="alert">
              {inviteError.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="invite-name">Name (optional)</label>
          <input
            id="invite-name"
            name="name"
            type="text"
            autoComplete="off"
            defaultValue={inviteError?.values.name}
            aria-invalid={inviteError?.field === "name" ? true : undefined}
            aria-describedby={inviteError?.field === "name" ? "invite-name-error" : undefined}
          />
          {inviteError?.field === "name" && (
            <p className="field__error" id="invite-name-error" role="alert">
              {inviteError.message}
            </p>
          )}
        </div>
        <div className="field">
          <fieldset aria-describedby={inviteError?.field === "role" ? "invite-role-error" : undefined}>
            <legend>Role</legend>
            {roles.map((role) => (
              <label key={role.value} className="choice">
                <input
                  type="radio"
                  name="role"
                  value={role.value}
                  required
                  defaultChecked={(inviteError?.values.role ?? "contributor") === role.value}
                />
                <span>
                  <strong>{role.label}</strong>: {role.about}
                </span>
              </label>
            ))}
          </fieldset>
          {inviteError?.field === "role" && (
            <p className="field__error" id="invite-role-error" role="alert">
              {inviteError.message}
            </p>
          )}
        </div>
        <button type="submit" className="button">
          Send invitation
        </button>
      </form>
    </>
  );
}
