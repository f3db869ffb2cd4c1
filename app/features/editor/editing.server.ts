import { parse } from "yaml";
import type { Staff } from "~/features/auth/staff.server";
import { readContentText, versionOf, type ContentFileText } from "./content-files.server";
import { getDraft, saveDraft, type Draft } from "./drafts.server";
import {
  FILE_SCHEMAS,
  FILE_TITLES,
  fileKindOf,
  FORM_KINDS,
  GIVING_KINDS,
  SETTINGS_KINDS,
  type FileKind,
} from "./file-kinds";
import { describe } from "~/content/form/form-schema";
import { applyOperation, parseOperation, readForm, type FormLike } from "~/content/form/form-values";
import type { Problem } from "./publish.server";
import { listRevisions } from "./revisions.server";
import { updateYaml } from "./yaml-update.server";
import { lockedFields, withPublishedReaders } from "./form-readers.server";

/**
 * Opening a content file in its form and saving what the form sends as the
 * person's draft (issue 18). A draft always saves, problems and all: the
 * problems are shown beside their fields, and only publishing refuses them.
 */

export interface EditorRights {
  draft: boolean;
  publish: boolean;
}

/** Owners alone touch the settings files, owners and treasurers giving's; editors publish the rest; contributors draft it. */
export function rightsFor(staff: Pick<Staff, "permissions">, kind: FileKind): EditorRights {
  if (GIVING_KINDS.has(kind)) {
    const allowed = staff.permissions["giving.settings"];
    return { draft: allowed, publish: allowed };
  }
  if (FORM_KINDS.has(kind)) {
    const editor = staff.permissions["content.publish"];
    return { draft: editor, publish: editor };
  }
  if (SETTINGS_KINDS.has(kind)) {
    const owner = staff.permissions["settings.manage"];
    return { draft: owner, publish: owner };
  }
  return { draft: staff.permissions["content.draft"], publish: staff.permissions["content.publish"] };
}

export interface Editing {
  file: string;
  kind: FileKind;
  current: ContentFileText;
  draft: Draft | undefined;
  /** The text the form shows: the draft's, else the published file's. */
  shownText: string | null;
  shownVersion: string;
  value: unknown;
  /** The text is not YAML the form can show (a hand edit gone wrong). */
  unreadable: string | null;
  /** Someone published this file after the draft began. */
  conflict: boolean;
}

export async function openForEditing(personId: string, file: string): Promise<Editing> {
  const kind = fileKindOf(file);
  if (!kind) throw new Error(`not a content file: ${file}`);
  const current = await readContentText(file);
  const draft = getDraft(personId, file);
  const shownText = draft ? draft.text : current.text;
  let value: unknown = {};
  let unreadable: string | null = null;
  try {
    value = shownText === null ? {} : (parse(shownText) ?? {});
  } catch (error) {
    unreadable = (error as Error).message.split("\n")[0] ?? "not valid YAML";
  }
  return {
    file,
    kind,
    current,
    draft,
    shownText,
    shownVersion: versionOf(shownText),
    value,
    unreadable,
    conflict: draft !== undefined && draft.baseVersion !== current.version,
  };
}

/** The schema's problems with a value, by form field ("sections.2.title"). */
export function schemaProblems(file: string, kind: FileKind, value: unknown): Problem[] {
  const result = FILE_SCHEMAS[kind].safeParse(value);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const at = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({
        file,
        field: [...at, key].join("."),
        message: "is not a field this file knows",
      }));
    }
    const missing = issue.code === "invalid_type" && issue.input === undefined;
    return [
      {
        file,
        ...(at.length ? { field: at.join(".") } : {}),
        message: missing ? `Missing: ${issue.message}` : issue.message,
      },
    ];
  });
}

export interface Saved {
  text: string | null;
  value: unknown;
  /** Problems the form and the schema find (the draft is saved all the same). */
  problems: Problem[];
  /** The list a button acted on, to show it open. */
  touched: string | null;
  /**
   * The draft was waiting for review and this save changed it, or the page saved from showed it waiting and an
   * autosave since took it out: it waits no longer (drafts.server.ts).
   */
  leftReview: boolean;
}

/** What a save tells the author of a draft it took out of review (issue 25). */
export const LEFT_REVIEW = "It is no longer waiting for review: send it for review again when it is ready.";

/** Reads the posted form into the person's draft of the file. */
export function saveFromForm({
  staff,
  editing,
  form,
  now,
}: {
  staff: Staff;
  editing: Editing;
  form: FormLike;
  now: number;
}): Saved {
  const { file, kind, current } = editing;
  const spec = describe(FILE_SCHEMAS[kind]);
  let read = readForm(spec, form, editing.value);
  const operation = parseOperation(form.get("op"), form);
  if (operation) read = applyOperation(spec, read, operation);
  // Item origins apply to the text the form was opened from; if another tab saved since, items are matched by place.
  const sameText = form.get("shown") === editing.shownVersion;
  // Who reads a form stays as published in the draft of someone who may not change it (decision 069).
  if (lockedFields(staff, kind).length > 0) read = { ...read, value: withPublishedReaders(read.value, current.text) };
  const text = updateYaml(editing.shownText, read.value, {
    origins: sameText ? read.origins : new Map(),
    json: file.endsWith(".json"),
  });
  const baseVersion = editing.draft?.baseVersion ?? String(form.get("base") ?? current.version);
  saveDraft({
    personId: staff.person.id,
    file,
    baseVersion,
    baseText: editing.draft ? editing.draft.baseText : textOfVersion(file, baseVersion, current),
    text,
    now,
  });
  const problems = [
    ...read.problems.map((problem) => ({ file, ...problem })),
    ...schemaProblems(file, kind, read.value),
  ];
  // Taken out of review by this save, or by an autosave since the page showed it waiting (whose notice the
  // author may not have seen before pressing Save draft).
  const shownInReview = form.get("inReview") === "1";
  const leftReview =
    editing.draft !== undefined &&
    ((editing.draft.submittedAt !== null && editing.draft.text !== text) ||
      (shownInReview && editing.draft.submittedAt === null));
  return { text, value: read.value, problems, touched: touchedItem(read.value, operation), leftReview };
}

/** What the posted form holds, read as a save reads it, without saving: shown back in the form when the save fails. */
export function valueFromForm(editing: Editing, form: FormLike): unknown {
  return readForm(describe(FILE_SCHEMAS[editing.kind]), form, editing.value).value;
}

/** The list item a button acted on, where it now is: the one added, or the one moved. */
function touchedItem(value: unknown, operation: ReturnType<typeof parseOperation>): string | null {
  if (!operation || operation.op === "remove") return null;
  if (operation.op === "up" || operation.op === "down") {
    return `${operation.list}.${operation.index + (operation.op === "up" ? -1 : 1)}`;
  }
  let list: unknown = value;
  for (const part of operation.list.split(".").filter(Boolean)) {
    list = Array.isArray(list) ? list[Number(part)] : (list as Record<string, unknown> | undefined)?.[part];
  }
  return Array.isArray(list) ? `${operation.list}.${list.length - 1}` : null;
}

/**
 * The file's text at a version: the current one, or an earlier one the
 * revisions hold (a form opened before someone else published). Null when
 * unknown (changed on disk by hand): the merge help then shows no "their change".
 */
function textOfVersion(file: string, version: string, current: ContentFileText): string | null {
  if (version === current.version) return current.text;
  for (const revision of listRevisions({ file, limit: 50 })) {
    if (revision.afterText !== null && versionOf(revision.afterText) === version) return revision.afterText;
    if (revision.beforeText !== null && versionOf(revision.beforeText) === version) return revision.beforeText;
  }
  return null;
}

/** How the editor names a file: a page by its title, another file by what it holds. */
export function titleOf(kind: FileKind, value: unknown, file: string): string {
  if (kind !== "page" && kind !== "event" && kind !== "form") return FILE_TITLES[kind].title;
  // A page by its title, an event (events/<id>.yaml, issue 28) by its name.
  const record = value as { title?: unknown; name?: unknown } | null;
  const title = kind === "event" ? record?.name : record?.title;
  return typeof title === "string" && title.trim() ? title : file;
}
