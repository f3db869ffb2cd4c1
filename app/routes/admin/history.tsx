import { useLoaderData } from "react-router";
import type { Route } from "./+types/history";
import { EditorStyles } from "~/components/admin/editor/editor-styles";
import { requireStaff } from "~/features/auth/staff.server";
import { diffSummary, readableDiff } from "~/features/editor/diff";
import { fileKindOf } from "~/features/editor/file-kinds";
import { listRevisions } from "~/features/editor/revisions.server";
import { formatChurchTime } from "~/lib/church-time";
import { staffTitle } from "~/components/admin/staff-title";
import { RowsTable } from "~/components/admin/rows-table";

/** Every publish, newest first (issue 18): who, when, which file, how much changed; each opens to its diff. */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "History") }];

const PAGE_SIZE = 30;
const ACTIONS = { publish: "Published", restore: "Restored", remove: "Removed" } as const;

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context.now, "content.draft");
  const url = new URL(request.url);
  const file = url.searchParams.get("file");
  const before = Number(url.searchParams.get("before")) || undefined;
  const revisions = listRevisions({ file: file && fileKindOf(file) ? file : undefined, before, limit: PAGE_SIZE + 1 });
  const page = revisions.slice(0, PAGE_SIZE);
  const timeZone = context.content.church.locale.timeZone;
  return {
    file: file && fileKindOf(file) ? file : null,
    entries: page.map((revision) => ({
      id: revision.id,
      at: formatChurchTime(revision.at, "MMM d, yyyy, h:mm a", timeZone),
      file: revision.file,
      action: ACTIONS[revision.action],
      actor: revision.actor,
      draftedBy: revision.draftedBy,
      ...diffSummary(readableDiff(revision.beforeText, revision.afterText)),
    })),
    older: revisions.length > PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

export default function History() {
  const { file, entries, older } = useLoaderData<typeof loader>();
  const query = file ? `file=${encodeURIComponent(file)}&` : "";
  return (
    <>
      <EditorStyles />
      <h1>{file ? `History of ${file}` : "History"}</h1>
      <p className="muted">
        Every publish, newest first, in the church&rsquo;s time zone. Open one to see what changed and to restore a
        version.{file ? " " : ""}
        {file ? <a href="/admin/history">Every file</a> : null}
      </p>
      {entries.length === 0 ? (
        <p>Nothing has been published from the editor yet.</p>
      ) : (
        <RowsTable caption="Publishes, newest first" captionHidden columns={["When", "What", "Who", "Lines"]}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">{entry.at}</td>
              <th scope="row">
                <a href={`/admin/history/${entry.id}`}>
                  {entry.action} {entry.file}
                </a>
              </th>
              <td data-label="Who">
                {entry.actor}
                {entry.draftedBy ? `, drafted by ${entry.draftedBy}` : ""}
              </td>
              <td data-label="Lines">
                +{entry.added} −{entry.removed}
              </td>
            </tr>
          ))}
        </RowsTable>
      )}
      {older ? (
        <p className="pager">
          <a href={`/admin/history?${query}before=${older}`}>Older</a>
        </p>
      ) : null}
    </>
  );
}
