import { data, redirect, useActionData, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import type { Route } from "./+types/security";
import { Notice } from "~/components/admin/staff-shell";
import { recordAudit } from "~/features/auth/audit-log.server";
import { listPasskeys, PASSKEY_NAME_MAX, removePasskey, renamePasskey } from "~/features/auth/passkey-list.server";
import { clearSessionCookie } from "~/features/auth/session-cookie.server";
import { endSessionsOf } from "~/features/auth/sessions.server";
import { requireStaff } from "~/features/auth/staff.server";
import { staffDates } from "~/components/admin/staff-dates";
import { readProtectedForm } from "~/server/protection.server";
import { ConfirmRemove } from "~/components/admin/confirm-remove";
import { RowAction } from "~/components/admin/row-action";
import { RowsTable } from "~/components/admin/rows-table";

/**
 * Everyone's own sign-in: passkeys (add with the browser's passkey dialog,
 * rename, remove) and signing out everywhere.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "Security") }];

export function loader({ request, context }: Route.LoaderArgs) {
  const { person } = requireStaff(request, context.now);
  const { moment: when } = staffDates(context.content.church.locale);
  return {
    welcome: new URL(request.url).searchParams.has("welcome"),
    added: new URL(request.url).searchParams.has("added"),
    nameMax: PASSKEY_NAME_MAX,
    passkeys: listPasskeys(person.id).map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      added: when(passkey.createdAt),
      lastUsed: passkey.lastUsedAt ? when(passkey.lastUsedAt) : "never",
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { person } = requireStaff(request, context.now);
  const submitted = await readProtectedForm(request);
  if (!submitted.ok)
    return data({ ok: false, message: submitted.refusal.message }, { status: submitted.refusal.status });
  const form = submitted.form;
  switch (form.get("intent")) {
    case "rename": {
      const renamed = renamePasskey({ person, id: form.get("passkey"), name: form.get("name"), now: context.now });
      return renamed.ok ? { ok: true, message: "Passkey renamed." } : data(renamed, { status: 400 });
    }
    case "remove": {
      const removed = removePasskey({ person, id: form.get("passkey"), now: context.now });
      return removed.ok ? { ok: true, message: "Passkey removed." } : data(removed, { status: 400 });
    }
    case "sign-out-everywhere": {
      endSessionsOf(person.id);
      recordAudit({
        at: context.now,
        action: "sign-out",
        actor: { id: person.id, email: person.email },
        detail: "everywhere",
      });
      throw redirect("/admin/sign-in?signed-out", {
        status: 303,
        headers: { "Set-Cookie": clearSessionCookie(request) },
      });
    }
    default:
      return data({ ok: false, message: "That form could not be read." }, { status: 400 });
  }
}

export default function Security() {
  const { welcome, added, nameMax, passkeys } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <h1>Security</h1>
      {welcome && (
        <Notice tone="success">
          <p>
            Welcome! Add a passkey now: next time you sign in with your fingerprint, face or device PIN, without waiting
            for an e-mail.
          </p>
        </Notice>
      )}
      {added && (
        <Notice tone="success">
          <p>Passkey added. Next time, sign in with it.</p>
        </Notice>
      )}
      {result && (
        <Notice tone={result.ok ? "success" : "error"}>
          <p>{result.message}</p>
        </Notice>
      )}

      <h2>Your passkeys</h2>
      {passkeys.length === 0 ? (
        <p>You have no passkey yet: you sign in with a code by e-mail.</p>
      ) : (
        <RowsTable caption="Your passkeys" captionHidden columns={["Name", "Added", "Last used", "Actions"]}>
          {passkeys.map((passkey) => (
            <tr key={passkey.id}>
              <th scope="row">{passkey.name}</th>
              <td data-label="Added">{passkey.added}</td>
              <td data-label="Last used">{passkey.lastUsed}</td>
              <td>
                <div className="row-actions">
                  <RowAction
                    fields={{ intent: "rename", passkey: passkey.id }}
                    label={{ for: `name-${passkey.id}`, text: `New name for ${passkey.name}` }}
                    button="Rename"
                  >
                    <input
                      id={`name-${passkey.id}`}
                      name="name"
                      type="text"
                      required
                      maxLength={nameMax}
                      defaultValue={passkey.name}
                    />
                  </RowAction>
                  <ConfirmRemove
                    fields={{ intent: "remove", passkey: passkey.id }}
                    question="The device will no longer sign you in."
                    button={`Remove ${passkey.name}`}
                  />
                </div>
              </td>
            </tr>
          ))}
        </RowsTable>
      )}

      <h2>Other devices</h2>
      <form method="post">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <p>Lost a phone, or signed in on a shared computer? This ends every session of yours, this one too.</p>
        <button type="submit" className="button button--quiet">
          Sign out everywhere
        </button>
      </form>

      {/* Last: its form, shown once the script has come, is taller than the line it replaces. */}
      <h2 id="add-heading">Add a passkey</h2>
      <div className="card">
        <passkey-register>
          <p data-without-script>
            Adding a passkey needs JavaScript and a browser that supports passkeys. Until then, sign in with a code by
            e-mail.
          </p>
          <form hidden data-needs-script aria-labelledby="add-heading">
            <div className="field">
              <label htmlFor="passkey-name">Name it after the device</label>
              <p className="field__hint" id="passkey-name-hint">
                For example “Office laptop” or “My phone”.
              </p>
              <input
                id="passkey-name"
                name="name"
                type="text"
                maxLength={nameMax}
                autoComplete="off"
                aria-describedby="passkey-name-hint"
              />
            </div>
            <button type="submit" className="button">
              Add a passkey
            </button>
            <p className="field__error" role="alert" data-message></p>
          </form>
        </passkey-register>
      </div>
    </>
  );
}
