import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/revision";
import { RefusalNotice } from "~/components/admin/editor/refusal-notice";
import { DiffView } from "~/components/admin/editor/diff-view";
import { EditorStyles } from "~/components/admin/editor/editor-styles";
import { Notice } from "~/components/admin/staff-shell";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import { readContentText } from "~/features/editor/content-files.server";
import { readableDiff } from "~/features/editor/diff";
import { rightsFor } from "~/features/editor/editing.server";
import { fileKindOf } from "~/features/editor/file-kinds";
import { publish, type Problem } from "~/features/editor/publish.server";
import { getRevision } from "~/features/editor/revisions.server";
import { formatChurchTime } from "~/lib/church-time";
import { staffTitle } from "~/components/admin/staff-title";
import { readProtectedForm } from "~/server/protection.server";

/**
 * One publish (issue 18): who, when, the file before and after as a readable
 * diff. Either version can be restored, which publishes it as a new revision
 * (through the same checks, and refused if the file changed since this page
 * was shown).
 */
export const meta: Route.MetaFunction = (args) => [
  { title: staffTitle(args, args.data ? `Revision ${args.data.id}` : "Revision") },
];

const ACTIONS = { publish: "Published", restore: "Restored an earlier version of", remove: "Removed" } as const;

function revisionOf(params: Route.LoaderArgs["params"]) {
  const revision = getRevision(Number(params.id));
  if (!revision || !fileKindOf(revision.file)) throw data({ message: "There is no such revision." }, { status: 404 });
  return revision;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now, "content.draft");
  const revision = revisionOf(params);
  const current = await readContentText(revision.file);
  const timeZone = context.content.church.locale.timeZone;
  return {
    id: revision.id,
    file: revision.file,
    action: ACTIONS[revision.action],
    actor: revision.actor,
    draftedBy: revision.draftedBy,
    at: formatChurchTime(revision.at, "EEEE, MMMM d, yyyy 'at' h:mm a", timeZone),
    restoredFrom: revision.restoredFrom,
    diff: readableDiff(revision.beforeText, revision.afterText),
    currentVersion: current.version,
    isCurrent: current.text === revision.afterText,
    beforeExists: revision.beforeText !== null,
    afterExists: revision.afterText !== null,
    mayRestore: rightsFor(staff, fileKindOf(revision.file)!).publish,
    restored: new URL(request.url).searchParams.has("restored"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now, "content.draft");
  const revision = revisionOf(params);
  if (!rightsFor(staff, fileKindOf(revision.file)!).publish) throw data({ message: NOT_ALLOWED }, { status: 403 });
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) throw data({ message: submitted.refusal.message }, { status: submitted.refusal.status });
  const which = submitted.form.get("version");
  if (which !== "after" && which !== "before") throw data({ message: "Choose a version." }, { status: 400 });
  const outcome = await publish({
    actor: { id: staff.person.id, email: staff.person.email },
    file: revision.file,
    text: which === "after" ? revision.afterText : revision.beforeText,
    baseVersion: String(submitted.form.get("base") ?? ""),
    action: "restore",
    restoredFrom: revision.id,
    now: context.now,
  });
  if (outcome.ok) {
    return redirect(
      outcome.revisionId ? `/admin/history/${outcome.revisionId}?restored` : `/admin/history/${revision.id}`,
      303,
    );
  }
  if (outcome.reason === "conflict") {
    return data(
      {
        message: "Not restored: the file changed since this page was shown. Look at it again, then restore.",
        problems: [] as Problem[],
      },
      409,
    );
  }
  return data(
    { message: "Not restored: the site would have problems with that version.", problems: outcome.problems },
    400,
  );
}

export default function Revision() {
  const revision = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <EditorStyles />
      <p className="breadcrumbs">
        <a href="/admin/history">History</a> › Revision {revision.id}
      </p>
      <h1>
        {revision.action} {revision.file}
      </h1>
      <p>
        By {revision.actor}
        {revision.draftedBy ? ` (drafted by ${revision.draftedBy})` : ""}, {revision.at}.
        {revision.restoredFrom ? (
          <>
            {" "}
            Restored from <a href={`/admin/history/${revision.restoredFrom}`}>revision {revision.restoredFrom}</a>.
          </>
        ) : null}
      </p>
      {revision.restored ? (
        <Notice tone="success">
          <p>Restored: the site shows this version now.</p>
        </Notice>
      ) : null}
      {answer ? <RefusalNotice message={answer.message} problems={answer.problems} /> : null}
      <DiffView lines={revision.diff} caption={`What revision ${revision.id} changed`} />
      {revision.mayRestore ? (
        <section className="card" aria-labelledby="restore-heading">
          <h2 id="restore-heading">Restore</h2>
          <p>
            Restoring publishes that version again as a new revision; nothing in the history is lost.
            {revision.isCurrent ? " The site shows the version after this change now." : ""}
          </p>
          <div className="button-row">
            {!revision.isCurrent ? (
              <form method="post">
                <input type="hidden" name="version" value="after" />
                <input type="hidden" name="base" value={revision.currentVersion} />
                <button type="submit" className="button">
                  {revision.afterExists ? "Restore the version after this change" : "Remove the file again"}
                </button>
              </form>
            ) : null}
            <form method="post">
              <input type="hidden" name="version" value="before" />
              <input type="hidden" name="base" value={revision.currentVersion} />
              <button type="submit" className="button button--quiet">
                {revision.beforeExists
                  ? "Restore the version before this change"
                  : "Remove the file (it did not exist before)"}
              </button>
            </form>
          </div>
        </section>
      ) : null}
    </>
  );
}
