import { useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import type { Route } from "./+types/activity";
import { AUDIT_ACTIONS, AUDIT_RETENTION_DAYS, listAudit } from "~/features/auth/audit-log.server";
import { requireStaff } from "~/features/auth/staff.server";
import { staffDates } from "~/components/admin/staff-dates";
import { RowsTable } from "~/components/admin/rows-table";

/** Owners only: the activity log, newest first, a page at a time. */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "Activity") }];

const PAGE_SIZE = 50;

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context.now, "activity.read");
  const { church } = context.content;
  const { moment } = staffDates(church.locale);
  const before = Number(new URL(request.url).searchParams.get("before")) || undefined;
  const entries = listAudit({ before, limit: PAGE_SIZE + 1 });
  const page = entries.slice(0, PAGE_SIZE);
  return {
    retentionDays: AUDIT_RETENTION_DAYS,
    churchName: church.name,
    entries: page.map((entry) => ({
      id: entry.id,
      at: moment(entry.at),
      action: AUDIT_ACTIONS[entry.action] ?? entry.action,
      actor: entry.actor,
      subject: entry.subject,
      detail: entry.detail,
    })),
    older: entries.length > PAGE_SIZE ? page.at(-1)!.id : null,
    first: before === undefined,
  };
}

export default function Activity() {
  const { retentionDays, churchName, entries, older, first } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Activity</h1>
      <p className="muted">
        Sign-ins, failed attempts, invitations, role changes and removals, in {churchName}&rsquo;s time zone. Entries
        are deleted after {retentionDays} days.
      </p>
      {entries.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <RowsTable caption="Activity, newest first" captionHidden columns={["When", "What", "Who", "Details"]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">{entry.at}</td>
              <th scope="row">{entry.action}</th>
              <td data-label="Who">{entry.actor}</td>
              <td data-label="Details">{[entry.subject, entry.detail].filter(Boolean).join(": ")}</td>
            </tr>
          ))}
        </RowsTable>
      )}
      <p className="pager">
        {!first && <a href="/admin/activity">Newest entries</a>}
        {!first && older && " · "}
        {older && <a href={`/admin/activity?before=${older}`}>Older entries</a>}
      </p>
    </>
  );
}
