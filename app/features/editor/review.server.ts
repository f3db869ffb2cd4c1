import { versionOf } from "./content-files.server";
import { readableDiff, type DiffLine } from "./diff";
import { discardDraftIfStill, getDraft, type Draft } from "./drafts.server";
import { publish, type Problem } from "./publish.server";
import type { ContentFileText } from "./content-files.server";

/**
 * An editor publishing a contributor's draft (issue 25): the review page
 * carries the revision of the draft it showed (a hash of its text), and a
 * publish is refused when the draft is no longer that text, with what changed
 * since. Saving a submitted draft also takes it out of review
 * (drafts.server.ts), so a changed draft reaches an editor only when sent
 * again. What is published is the text checked here, never a later save.
 */

/** The revision of a draft an editor is shown; the Publish form sends it back. */
export function reviewRevisionOf(draft: Pick<Draft, "text">): string {
  return versionOf(draft.text);
}

/**
 * The text shown, as the Publish form carries it (base64url: a form post
 * would turn its line ends into CR LF), so a refusal can show what changed
 * since. Only ever shown back to the reviewer who sent it.
 */
export function shownTextField(draft: Pick<Draft, "text">): string {
  return draft.text === null ? "" : Buffer.from(draft.text, "utf8").toString("base64url");
}

function shownTextOf(field: string | undefined, revision: string): string | null | undefined {
  if (field === undefined) return undefined;
  const text = field === "" ? null : Buffer.from(field, "base64url").toString("utf8");
  return versionOf(text) === revision ? text : undefined;
}

export type ReviewPublishOutcome =
  | { ok: true; revisionId: number | null }
  | { ok: false; reason: "not-submitted" }
  /** `changes`: from the text shown to the draft now (null when the page did not send what it showed). */
  | { ok: false; reason: "changed"; changes: DiffLine[] | null }
  | { ok: false; reason: "conflict"; current: ContentFileText }
  | { ok: false; reason: "problems"; problems: Problem[] };

export async function publishReviewed(request: {
  reviewer: { id: string; email: string };
  author: string;
  file: string;
  /** The revision the review page showed. */
  revision: string;
  /** The Publish form's `shownTextField` (for the difference only; the revision decides). */
  shown?: string;
  now: number;
}): Promise<ReviewPublishOutcome> {
  const draft = getDraft(request.author, request.file);
  if (!draft || draft.submittedAt === null) return { ok: false, reason: "not-submitted" };
  if (reviewRevisionOf(draft) !== request.revision) {
    const shown = shownTextOf(request.shown, request.revision);
    const changes = shown === undefined ? null : readableDiff(shown, draft.text);
    return { ok: false, reason: "changed", changes };
  }
  const outcome = await publish({
    actor: request.reviewer,
    file: request.file,
    text: draft.text,
    baseVersion: draft.baseVersion,
    action: "publish",
    draftedBy: request.author,
    now: request.now,
  });
  if (!outcome.ok) return outcome;
  discardDraftIfStill(request.author, request.file, draft.text);
  return { ok: true, revisionId: outcome.revisionId };
}
