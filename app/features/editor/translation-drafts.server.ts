import type { Staff } from "~/features/auth/staff.server";
import { translationTarget } from "~/content/load-translations.server";
import { isLanguage } from "~/i18n/languages";
import { versionOf } from "./content-files.server";
import { discardDraft, getDraft, returnDraft, saveDraft, submitDraft, type Draft } from "./drafts.server";
import { rightsFor, type EditorRights } from "./editing.server";
import { fileKindOf, type FileKind } from "./file-kinds";
import type { Problem } from "./publish.server";
import { readTranslation, translationText, type TranslationView } from "./translations.server";

/**
 * Translations written by someone who may not publish them (issue 43): a contributor translates a page's or
 * a form's words as they draft a page, and sends them for review. The translation is their draft of the
 * translation file (`forms/prayer.es.yaml`), kept with their other drafts; an editor or owner opens it beside
 * the original (the translate page with `from`), may correct it, and publishes it, or sends it back. A
 * translation holds words alone (decision 041), so translating a form never touches who reads it.
 */

/**
 * Who may translate a file: as they may edit it, except a form's words, which contributors translate as a
 * page's (a form's translation names no readers, no address, nothing but words).
 */
export function translationRightsFor(staff: Pick<Staff, "permissions">, kind: FileKind): EditorRights {
  if (kind !== "form") return rightsFor(staff, kind);
  return { draft: staff.permissions["content.draft"], publish: staff.permissions["content.publish"] };
}

/** Saves the translation's texts as the person's draft and sends it for review; its problems otherwise. */
export async function sendTranslationForReview(
  view: TranslationView,
  values: ReadonlyMap<string, string>,
  personId: string,
  now: number,
): Promise<{ ok: true } | { ok: false; problems: Problem[] }> {
  const made = await translationText(view, values);
  if (!made.ok) return made;
  const current = await readTranslation(view.translationFile);
  const existing = getDraft(personId, view.translationFile);
  saveDraft({
    personId,
    file: view.translationFile,
    baseVersion: existing?.baseVersion ?? view.version,
    baseText: existing ? existing.baseText : current,
    text: made.text,
    now,
  });
  submitDraft(personId, view.translationFile, now);
  return { ok: true };
}

/** A translation draft sent for review, for someone who may publish it: where to open it. */
export function translationReview(
  draft: Draft,
  staff: Pick<Staff, "permissions">,
): { href: string; title: string } | null {
  const target = translationTarget(draft.file);
  const kind = target ? fileKindOf(target.original) : null;
  if (!target || !kind || !isLanguage(target.language) || !translationRightsFor(staff, kind).publish) return null;
  const query = new URLSearchParams({ language: target.language, from: draft.personId });
  return {
    href: `/admin/translate/${target.original}?${query}`,
    title: `Translation: ${target.original} (${target.language})`,
  };
}

/** After a reviewer published it (or a contributor sent it again): the draft goes if it is still the text shown. */
export function settleTranslationDraft(authorId: string, view: TranslationView, shownVersion: string): void {
  const draft = getDraft(authorId, view.translationFile);
  if (draft && versionOf(draft.text) === shownVersion) discardDraft(authorId, view.translationFile);
}

export { returnDraft as sendTranslationBack, getDraft as translationDraftOf };
