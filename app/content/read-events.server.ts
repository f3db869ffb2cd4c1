import { findFactFile, readContentFile, type ContentProblem, type ParsedFile } from "./read-files.server";
import { readItemFolder, type ItemSource } from "./read-item-folder.server";
import { eventFile, signUpsFile, type EventFile, type GivingFile, type SignUpsFile } from "./schema";

/**
 * The church's own events (events/<id>.yaml, one file each) and sign-ups.yaml
 * (issue 28): read and checked like every other file; the file's name is the
 * event's id, so it must be one the site can put in an address.
 */

export type EventSource = ItemSource<EventFile>;

export async function readEventFiles(
  root: string,
  files: readonly string[],
  problems: ContentProblem[],
  textOf: (file: string) => string | undefined,
): Promise<{ events: EventSource[]; signUps: ParsedFile<SignUpsFile> | null; signUpsName: string | null }> {
  // events/<id>.es.yaml is the event's translation (issue 36), read with the others (load-translations.server.ts).
  const events: EventSource[] = await readItemFolder(
    {
      root,
      name: "events",
      schema: eventFile,
      naming:
        "is not a name the site can use for an event: name event files with lowercase words and hyphens, not digits alone, like events/vbs-2027.yaml",
      alsoRefuse: (id) => /^\d+$/.test(id),
    },
    files,
    problems,
    textOf,
  );
  const signUpsName = findFactFile(files, "sign-ups", problems);
  const signUps = signUpsName
    ? await readContentFile(root, signUpsName, signUpsFile, problems, textOf(signUpsName))
    : { file: "sign-ups.yaml", data: signUpsFile.parse(undefined), lineOf: () => undefined };
  return { events, signUps, signUpsName };
}

/**
 * Issue 38: a priced sign-up on a site that takes no payments held places 15 minutes, then said "payment
 * cannot start right now". Said here, where the church can fix it; the event's page says so too.
 */
export function checkPricedEvents(
  events: readonly EventSource[],
  giving: { file: string; data: Pick<GivingFile, "mode"> },
  problems: ContentProblem[],
): void {
  if (giving.data.mode === "stripe") return;
  for (const source of events) {
    const types = source.parsed.data.registration?.attendeeTypes ?? [];
    const priced = types.findIndex((type) => (type.price ?? 0) > 0);
    if (priced === -1) continue;
    problems.push({
      file: source.file,
      field: `registration.attendeeTypes[${priced}].price`,
      line: source.parsed.lineOf(["registration", "attendeeTypes", priced, "price"]),
      message: `has a price, but ${giving.file} takes no payments (mode: ${giving.data.mode}), so nobody can pay for this event on the site: set giving's mode to stripe, or leave the price out and collect it another way`,
      severity: "warning",
    });
  }
}
