import { ConfirmRemove } from "../confirm-remove";
import { RowAction } from "../row-action";
import { RowsTable } from "../rows-table";

export interface PersonRow {
  id: string;
  email: string;
  name: string;
  roleLabel: string;
  role: string;
  invited: boolean;
  since: string;
}

/** Everyone who may sign in, each with a form to change their role, invite them again or remove them. */
export function PeopleTable({
  people,
  roles,
  meId,
}: {
  people: readonly PersonRow[];
  roles: readonly { value: string; label: string }[];
  meId: string;
}) {
  return (
    <RowsTable caption="Everyone who may sign in" columns={["Person", "Role", "Since", "Actions"]}>
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
            {person.roleLabel}
            {person.invited && <span className="muted"> · invited, not signed in yet</span>}
          </td>
          <td data-label="Since">{person.since}</td>
          <td>
            <div className="row-actions">
              <RowAction
                fields={{ intent: "role", person: person.id }}
                label={{ for: `role-${person.id}`, text: `Role for ${person.email}` }}
                button="Change role"
              >
                <select id={`role-${person.id}`} name="role" defaultValue={person.role}>
                  {roles.map((role) => (
                    <option key={role.value} value={role.value}>
                      {role.label}
                    </option>
                  ))}
                </select>
              </RowAction>
              {person.invited && (
                <RowAction fields={{ intent: "again", person: person.id }} button="Send a new invitation" />
              )}
              <ConfirmRemove
                fields={{ intent: "remove", person: person.id }}
                question={`Remove ${person.email}? They are signed out everywhere and their passkeys are deleted.`}
                button={`Remove ${person.email}`}
              />
            </div>
          </td>
        </tr>
      ))}
    </RowsTable>
  );
}
