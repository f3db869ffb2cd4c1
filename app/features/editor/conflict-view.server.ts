import { readableDiff, type DiffLine } from "./diff";
import type { Editing } from "./editing.server";
import { listRevisions } from "./revisions.server";

/**
 * A draft that began before someone else published the file (issue 18): both versions and their
 * differences, for the edit page's panel that helps merge by hand.
 */

export interface ConflictView {
  publishedBy: string | null;
  publishedAt: number | null;
  /** What the other person changed since this draft began (when the draft knows where it began). */
  theirChange: DiffLine[] | null;
  /** What publishing this draft would change in the file as it stands now. */
  difference: DiffLine[];
  mine: string;
  theirs: string;
}

/** Everything a person needs to merge by hand: both versions and the differences. */
export function conflictView(editing: Editing): ConflictView {
  const latest = listRevisions({ file: editing.file, limit: 1 })[0];
  const theirs = editing.current.text;
  const mine = editing.draft?.text ?? null;
  return {
    publishedBy: latest && latest.afterText === theirs ? latest.actor : null,
    publishedAt: latest && latest.afterText === theirs ? latest.at : null,
    theirChange:
      editing.draft && editing.draft.baseVersion !== "none" && editing.draft.baseText !== null
        ? readableDiff(editing.draft.baseText, theirs)
        : null,
    difference: readableDiff(theirs, mine),
    mine: mine ?? "(the page removed)",
    theirs: theirs ?? "(the file does not exist now)",
  };
}
