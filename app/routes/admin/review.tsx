import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/review";
import { RefusalNotice } from "~/components/admin/editor/refusal-notice";
import { DiffView } from "~/components/admin/editor/diff-view";
import { EditorStyles } from "~/components/admin/editor/editor-styles";
import { Notice } from "~/components/admin/staff-shell";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import { readContentText } from "~/features/editor/content-files.server";
import { readableDiff, type DiffLine } from "~/features/editor/diff";
import { getDraft, returnDraft } from "~/features/editor/drafts.server";
import { rightsFor, titleOf } from "~/features/editor/editing.server";
import { fileKindOf } from "~/features/editor/file-kinds";
import type { Problem } from "~/features/editor/publish.server";
import { publishReviewed, reviewRevisionOf, shownTextField } from "~/features/editor/review.server";
import { formatChurchTime } from "~/lib/church-time";
import { staffTitle } from "~/components/admin/staff-title";
import { readProtectedForm } from "~/server/protection.server";
import { parse } from "yaml";

/**
 * A contributor's draft sent for review (issue 18), for an editor or owner:
 * what it would change, its preview, and Publish (as the contributor's
 * draft, published by the reviewer) or Send back. Publish sends the revision
 * of the draft this page showed, so a draft changed since is refused with its
 * difference (issue 25), never published unread.
 */
export const meta: Route.MetaFunction = (args) => [
  { title: staffTitle(args, args.data ? `Review ${args.data.title}` : "Review") },
];

function submittedDraft(params: Route.LoaderArgs["params"]) {
  const file = params["*"] ?? "";
  const kind = fileKindOf(file);
  const draft = kind ? getDraft(params.person, file) : undefined;
  if (!kind || !draft || draft.submittedAt === null) {
    throw data(
      { message: "That draft is not waiting for review (it may have been published or sent back)." },
      { status: 404 },
    );
  }
  return { file, kind, draft };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now, "content.publish");
  const { file, kind, draft } = submittedDraft(params);
  if (!rightsFor(staff, kind).publish) throw data({ message: NOT_ALLOWED }, { status: 403 });
  const current = await readContentText(file);
  let value: unknown = {};
  try {
    value = parse(draft.text ?? "") ?? {};
  } catch {
    value = {};
  }
  return {
    file,
    person: params.person,
    title: titleOf(kind, value, file),
    author: draft.author,
    submitted: formatChurchTime(draft.submittedAt!, "MMM d 'at' h:mm a", context.content.church.locale.timeZone),
    diff: readableDiff(current.text, draft.text),
    outdated: draft.baseVersion !== current.version,
    revision: reviewRevisionOf(draft),
    shown: shownTextField(draft),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now, "content.publish");
  const { file, kind } = submittedDraft(params);
  if (!rightsFor(staff, kind).publish) throw data({ message: NOT_ALLOWED }, { status: 403 });
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) throw data({ message: submitted.refusal.message }, { status: submitted.refusal.status });
  if (submitted.form.get("intent") === "return") {
    returnDraft(params.person, file);
    return redirect("/admin/content", 303);
  }
  const shown = submitted.form.get("shown");
  const outcome = await publishReviewed({
    reviewer: { id: staff.person.id, email: staff.person.email },
    author: params.person,
    file,
    revision: String(submitted.form.get("revision") ?? ""),
    ...(typeof shown === "string" ? { shown } : {}),
    now: context.now,
  });
  if (outcome.ok) return redirect(`/admin/history/${outcome.revisionId ?? ""}`, 303);
  const refusal = (message: string, status: number, more: { problems?: Problem[]; changes?: DiffLine[] | null } = {}) =>
    data({ message, problems: more.problems ?? [], changes: more.changes ?? null }, status);
  if (outcome.reason === "not-submitted") {
    return refusal("Not published: this draft is no longer waiting for review (it was sent back or published).", 409);
  }
  if (outcome.reason === "changed") {
    return refusal(
      "Not published: the draft changed after this page showed it. Read what changed, then publish again if it is right.",
      409,
      { changes: outcome.changes },
    );
  }
  if (outcome.reason === "conflict") {
    return refusal(
      "Not published: the file changed since this draft began, and publishing it would undo that change. Send it back so its author can merge the two.",
      409,
    );
  }
  return refusal("Not published: it has problems. Send it back to its author to fix them.", 400, {
    problems: outcome.problems,
  });
}

export default function Review() {
  const review = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <EditorStyles />
      <p className="breadcrumbs">
        <a href="/admin/content">Content</a> › Review
      </p>
      <h1>Review {review.title}</h1>
      <p>
        Drafted by {review.author}, sent for review {review.submitted}.{" "}
        <a href={`/admin/preview?file=${encodeURIComponent(review.file)}&from=${encodeURIComponent(review.person)}`}>
          Preview it
        </a>
      </p>
      {review.outdated ? (
        <Notice tone="error">
          <p>This file was published again after the draft began: publishing the draft would undo that change.</p>
        </Notice>
      ) : null}
      {answer ? <RefusalNotice message={answer.message} problems={answer.problems} /> : null}
      {answer?.changes ? <DiffView lines={answer.changes} caption="What changed since you were shown it" /> : null}
      <DiffView lines={review.diff} caption="What publishing it would change" />
      <div className="button-row">
        <form method="post">
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="revision" value={review.revision} />
          <input type="hidden" name="shown" value={review.shown} />
          <button type="submit" className="button">
            Publish
          </button>
        </form>
        <form method="post">
          <input type="hidden" name="intent" value="return" />
          <button type="submit" className="button button--quiet">
            Send back to {review.author}
          </button>
        </form>
      </div>
    </>
  );
}
