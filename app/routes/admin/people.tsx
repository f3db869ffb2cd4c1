import { data, redirect, useActionData, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import type { Route } from "./+types/people";
import { InviteForm } from "~/components/admin/people/invite-form";
import { PeopleTable } from "~/components/admin/people/people-table";
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
      roleLabel: ROLE_LABELS[person.role],
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

      <PeopleTable people={people} roles={roles} meId={meId} />
      <InviteForm mailOn={mailOn} roles={roles} problem={inviteError} />
    </>
  );
}
