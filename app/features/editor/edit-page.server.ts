import { data, type AppLoadContext } from "react-router";
import { pathOfPageFile } from "~/content/read-pages.server";
import type { Staff } from "~/features/auth/staff.server";
import { formatChurchTime } from "~/lib/church-time";
import { churchPlaceholders } from "~/lib/markdown";
import { conflictView } from "./conflict-view.server";
import { openForEditing, schemaProblems, titleOf, type EditorRights } from "./editing.server";
import type { FileKind } from "./file-kinds";
import { lockedFields, READERS_LOCKED, withPublishedReaders } from "./form-readers.server";
import { pictureLibrary } from "./picture-library.server";
import { checkWith, type Problem } from "./publish.server";

/** Which notice a redirect back to the edit page asked for (its query string). */
export type EditNotice = "published" | "discarded" | "rebased";

/**
 * What the editor's page (routes/admin/edit.tsx) shows of one content file:
 * the person's draft if they have one, else the published file, with its
 * problems, a conflict with a newer publish, and the picture library. After
 * "cannot preview", the draft is checked as the site would read it.
 */
export async function editPage(
  staff: Staff,
  file: string,
  kind: FileKind,
  rights: EditorRights,
  request: Request,
  context: AppLoadContext,
) {
  const editing = await openForEditing(staff.person.id, file);
  if (!editing.draft && editing.current.text === null && kind === "page") {
    throw data({ message: "There is no such page. Start a new one from Content." }, { status: 404 });
  }
  const locked = lockedFields(staff, kind);
  const url = new URL(request.url);
  const timeZone = context.content.church.locale.timeZone;
  const when = (instant: number) => formatChurchTime(instant, "MMM d, h:mm a", timeZone);
  let problems: Problem[] = editing.draft && !editing.unreadable ? schemaProblems(file, kind, editing.value) : [];
  if (url.searchParams.has("cannot-preview") && editing.draft && problems.length === 0) {
    const checked = await checkWith(new Map([[file, editing.draft.text]]));
    if (!checked.ok) problems = checked.problems;
  }
  const published = url.searchParams.get("published");
  const notice: EditNotice | null =
    published !== null
      ? "published"
      : url.searchParams.has("discarded")
        ? "discarded"
        : url.searchParams.has("rebased")
          ? "rebased"
          : null;
  return {
    file,
    kind,
    title: titleOf(kind, editing.value, file),
    livePath: kind === "page" && editing.current.text !== null ? pathOfPageFile(file) : null,
    rights,
    /** Fields shown but not changed by this person (a form's readers, decision 069), and why: shown as published. */
    locked: { fields: locked, why: READERS_LOCKED },
    value: locked.length > 0 ? withPublishedReaders(editing.value, editing.current.text) : editing.value,
    unreadable: editing.unreadable,
    shownVersion: editing.shownVersion,
    baseVersion: editing.draft?.baseVersion ?? editing.current.version,
    draft: editing.draft
      ? { savedAt: when(editing.draft.updatedAt), submitted: editing.draft.submittedAt !== null }
      : null,
    problems,
    conflict: editing.conflict ? conflictView(editing) : null,
    pictures: (await pictureLibrary()).map(({ file, thumbnail }) => ({ file, ...(thumbnail ? { thumbnail } : {}) })),
    timeZone,
    placeholders: churchPlaceholders(context.content),
    notice,
  };
}
