import { parse, parseDocument, stringify } from "yaml";
import { eventFile } from "~/content/schema";
import { listEventFiles, readContentText, versionOf } from "./content-files.server";
import { anyDraftOf, listDraftsOf, saveDraft } from "./drafts.server";
import { fileKindOf } from "./file-kinds";

/**
 * The church's own events as the editor adds, copies and lists them (issue
 * 28): one file each, events/<id>.yaml, the id made from the name. A new
 * event or a copy starts as the person's draft, as a new page does, and is on
 * /events once it is published (contributors send it for review). Removing
 * one is a publish of nothing (routes/admin/content-events.tsx). Problems are
 * codes, worded by the staff screen from the message catalogue.
 */

export interface EventEntry {
  file: string;
  id: string;
  name: string;
  /** As the file writes it: "2027-07-12 09:00", on the church's clock. */
  start: string;
  hasDraft: boolean;
  /** A new event that exists only as this person's draft. */
  unpublished: boolean;
  /** The published file's version, so a removal over a newer change is refused. */
  version: string;
}

export type EventProblem =
  "name-missing" | "name-unusable" | "taken" | "start-invalid" | "end-invalid" | "end-before-start" | "source-missing";

export type EventOutcome =
  | { ok: true; file: string }
  | { ok: false; field: "name" | "start" | "end" | "from"; problem: EventProblem; id?: string };

export const idOfEventFile = (file: string) => file.replace(/^events\//, "").replace(/\.(?:ya?ml|json)$/, "");

/**
 * The id (and file name) an event's name makes: lowercase letters and digits
 * joined by hyphens, accents dropped ("Café de Niños 2027" → cafe-de-ninos-2027).
 * Digits alone are Planning Center's ids, so those get "event-" in front.
 */
export function eventIdFor(name: string): string {
  const id = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
  return /^\d+$/.test(id) ? `event-${id}` : id;
}

function readValue(text: string | null): Record<string, unknown> {
  try {
    const value: unknown = text === null ? {} : parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The folder's events and the person's own new ones, by start. */
export async function eventIndex(personId: string): Promise<EventEntry[]> {
  const mine = new Map(listDraftsOf(personId).map((draft) => [draft.file, draft]));
  const entry = (file: string, text: string | null, version: string, unpublished: boolean): EventEntry => {
    const value = readValue(mine.get(file)?.text ?? text);
    return {
      file,
      id: idOfEventFile(file),
      name: typeof value.name === "string" && value.name ? value.name : idOfEventFile(file),
      start: typeof value.start === "string" ? value.start.replace("T", " ") : "",
      hasDraft: mine.has(file),
      unpublished,
      version,
    };
  };
  const events: EventEntry[] = [];
  for (const file of await listEventFiles()) {
    const { text, version } = await readContentText(file);
    events.push(entry(file, text, version, false));
  }
  for (const draft of mine.values()) {
    if (fileKindOf(draft.file) !== "event" || events.some((event) => event.file === draft.file)) continue;
    events.push(entry(draft.file, null, versionOf(null), true));
  }
  return events.sort((a, b) => a.start.localeCompare(b.start) || a.name.localeCompare(b.name));
}

/** Where an event of this name would go: events/<id>.yaml, unless a file or a draft has that id. */
async function placeFor(name: string): Promise<EventOutcome> {
  if (!name) return { ok: false, field: "name", problem: "name-missing" };
  const id = eventIdFor(name);
  if (!id) return { ok: false, field: "name", problem: "name-unusable" };
  const taken = (await listEventFiles()).some((file) => idOfEventFile(file) === id);
  if (taken || anyDraftOf(`events/${id}.yaml`)) return { ok: false, field: "name", problem: "taken", id };
  return { ok: true, file: `events/${id}.yaml` };
}

/** "2027-07-12T09:00" (a browser's date-time field) or "2027-07-12 09:00" as the file writes it. */
const asFileTime = (value: string) => value.trim().replace("T", " ");

/** A new event with its name and times, as the person's draft, opened next in the editor. */
export async function startEvent({
  personId,
  name,
  start,
  end,
  now,
}: {
  personId: string;
  name: string;
  start: string;
  end: string;
  now: number;
}): Promise<EventOutcome> {
  const event = { name: name.trim(), start: asFileTime(start), ...(end.trim() ? { end: asFileTime(end) } : {}) };
  const checked = eventFile.safeParse(event);
  if (!checked.success) {
    const at = checked.error.issues[0]!.path[0];
    if (at === "start") return { ok: false, field: "start", problem: "start-invalid" };
    if (at === "end") {
      const badFormat = checked.error.issues[0]!.code !== "custom";
      return { ok: false, field: "end", problem: badFormat ? "end-invalid" : "end-before-start" };
    }
    return { ok: false, field: "name", problem: "name-missing" };
  }
  const place = await placeFor(event.name);
  if (!place.ok) return place;
  const text = `# yaml-language-server: $schema=../schema/event.schema.json\n${stringify(event, { lineWidth: 120 })}`;
  saveDraft({ personId, file: place.file, baseVersion: versionOf(null), baseText: null, text, now });
  return place;
}

/**
 * A copy of an event under a new name (and so a new id), as the person's
 * draft: its dates, place and registration settings kept for staff to change,
 * its registrations not (they belong to the old id). Without a name, the
 * copy's is `copyName` of the old one: "Parenting Class (copy)".
 */
export async function duplicateEvent({
  personId,
  from,
  name,
  copyName,
  now,
}: {
  personId: string;
  from: string;
  name: string;
  copyName: (name: string) => string;
  now: number;
}): Promise<EventOutcome> {
  const source = fileKindOf(from) === "event" ? await readContentText(from) : null;
  if (!source || source.text === null) return { ok: false, field: "from", problem: "source-missing" };
  const document = parseDocument(source.text);
  const oldName = String(document.get("name") ?? idOfEventFile(from));
  const newName = name.trim() || copyName(oldName);
  const place = await placeFor(newName);
  if (!place.ok) return place;
  document.set("name", newName);
  const text = document.toString({ lineWidth: 120 });
  saveDraft({ personId, file: place.file, baseVersion: versionOf(null), baseText: null, text, now });
  return place;
}
