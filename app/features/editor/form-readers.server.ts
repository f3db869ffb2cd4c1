import { parse } from "yaml";
import { getPerson } from "~/features/auth/people.server";
import { can, type Permission } from "~/features/auth/permissions.server";
import { getContent } from "~/server/content.server";
import { fileKindOf, type FileKind } from "./file-kinds";
import { listRevisions } from "./revisions.server";

/**
 * Who reads a form's submissions is an owner's to change (issue 43, decision 069): a form's `private`
 * (the roles and people who read it; without it, owners and editors) decides who reads prayer requests,
 * so an editor who edits the form's words must not add themselves to its readers, take `private` away,
 * or remove the form and write it again without it. Every write of a form file passes here: a publish,
 * a reviewed draft, a restore from the History, a removal (publish.server.ts), and every draft
 * (editing.server.ts keeps the published readers in the draft of someone who may not change them).
 * A translation cannot name readers at all (decision 041: text only).
 */

export const READERS_FIELD = "private";
const PERMISSION: Permission = "forms.readers";
export const READERS_LOCKED = "Only an owner can change who reads this form's submissions; it is as published.";

/** The fields of a file that this person may see in the editor but not change. */
export function lockedFields(staff: { permissions: Record<Permission, boolean> }, kind: FileKind): string[] {
  return kind === "form" && !staff.permissions[PERMISSION] ? [READERS_FIELD] : [];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function parsed(text: string | null): unknown {
  if (text === null) return {};
  try {
    return parse(text) ?? {};
  } catch {
    return undefined;
  }
}

/** A form's readers written one way ("open" without `private`), so two spellings of the same readers match. */
function readersKey(form: unknown): string {
  if (!isRecord(form)) return "unreadable";
  const readers = form[READERS_FIELD];
  if (readers === undefined) return "open";
  if (!isRecord(readers)) return JSON.stringify(readers);
  const list = (value: unknown, same: (item: string) => string) =>
    Array.isArray(value) ? [...new Set(value.map((item) => same(String(item))))].sort() : [];
  return JSON.stringify({
    roles: list(readers.roles, (role) => role),
    people: list(readers.people, (address) => address.trim().toLowerCase()),
  });
}

/**
 * The readers the form at `file` has now: as the site serves it (what decides who reads, decision 052);
 * a form the site does not serve (removed) as its last text in the History, whose submissions are kept.
 */
function readersNow(file: string): string {
  const id = file.replace(/^forms\//, "").replace(/\.(?:ya?ml|json)$/, "");
  const served = getContent().forms[id];
  if (served) return readersKey(served);
  const last = listRevisions({ file, limit: 1 })[0];
  return readersKey(parsed(last ? (last.afterText ?? last.beforeText) : null));
}

/** Refuses a write of a form file that changes its readers, unless the person writing is an owner. */
export function readersProblem(
  file: string,
  text: string | null,
  actorId: string,
): { file: string; field: string; message: string } | null {
  if (fileKindOf(file) !== "form") return null;
  if (readersKey(parsed(text)) === readersNow(file)) return null;
  const person = getPerson(actorId);
  if (person && person.status !== "removed" && can(person.role, PERMISSION)) return null;
  return { file, field: READERS_FIELD, message: READERS_LOCKED };
}

/** A draft's value with the readers as the file has them now, for someone who may not change them. */
export function withPublishedReaders<T>(value: T, publishedText: string | null): T {
  if (!isRecord(value)) return value;
  const published = parsed(publishedText);
  const readers = isRecord(published) ? published[READERS_FIELD] : undefined;
  const kept: Record<string, unknown> = { ...value };
  if (readers === undefined) delete kept[READERS_FIELD];
  else kept[READERS_FIELD] = readers;
  return kept as T;
}
