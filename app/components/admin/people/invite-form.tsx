import { FieldError, TextField } from "../text-field";

/** An invitation to sign in: an e-mail address, a name if they like, and a role (each role says what it may do). */
export function InviteForm({
  mailOn,
  roles,
  problem,
}: {
  /** Whether the site can send the invitation itself. */
  mailOn: boolean;
  roles: readonly { value: string; label: string; about: string }[];
  /** What the last invitation found wrong, and what was typed. */
  problem?: { field: string; message: string; values: Record<string, string> };
}) {
  const errorOf = (name: string) => (problem?.field === name ? problem.message : undefined);
  return (
    <>
      <h2 id="invite-heading">Invite someone</h2>
      <form method="post" className="card" aria-labelledby="invite-heading">
        <input type="hidden" name="intent" value="invite" />
        <p className="field__hint">
          {mailOn
            ? "They get an e-mail with a link that signs them in once, within three days."
            : "This site cannot send e-mail: you will see a one-time link to send them yourself."}
        </p>
        <TextField
          id="invite-email"
          name="email"
          label="E-mail address"
          type="email"
          required
          autoComplete="off"
          defaultValue={problem?.values.email}
          error={errorOf("email")}
        />
        <TextField
          id="invite-name"
          name="name"
          label="Name (optional)"
          autoComplete="off"
          defaultValue={problem?.values.name}
          error={errorOf("name")}
        />
        <div className="field">
          <fieldset aria-describedby={problem?.field === "role" ? "invite-role-error" : undefined}>
            <legend>Role</legend>
            {roles.map((role) => (
              <label key={role.value} className="choice">
                <input
                  type="radio"
                  name="role"
                  value={role.value}
                  required
                  defaultChecked={(problem?.values.role ?? "contributor") === role.value}
                />
                <span>
                  <strong>{role.label}</strong>: {role.about}
                </span>
              </label>
            ))}
          </fieldset>
          <FieldError id="invite-role-error" message={problem?.field === "role" && problem.message} />
        </div>
        <button type="submit" className="button">
          Send invitation
        </button>
      </form>
    </>
  );
}
