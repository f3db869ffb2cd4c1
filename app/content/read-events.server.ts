import {
  FACT_EXTENSIONS,
  findFactFile,
  readContentFile,
  type ContentProblem,
  type ParsedFile,
} from "./read-files.server";
import { translationTarget } from "./load-translations.server";
import { eventFile, signUpsFile, slug, type EventFile, type GivingFile, type SignUpsFile } from "./schema";

/**
 * The church's own events (events/<id>.yaml, one file each) and sign-ups.yaml
 * (issue 28): read and checked like every other file; the file's name is the
 * event's id, so it must be one the site can put in an address.
 */

export interface EventSource {
  file: string;
  id: string;
  parsed: ParsedFile<EventFile>;
}

export async function readEventFiles(
  root: string,
  files: readonly string[],
  problems: ContentProblem[],
  textOf: (file: string) => string | undefined,
): Promise<{ events: EventSource[]; signUps: ParsedFile<SignUpsFile> | null; signUpsName: string | null }> {
  const events: EventSource[] = [];
  for (const file of files.filter((name) => name.startsWith("events/"))) {
    if (!FACT_EXTENSIONS.some((extension) => file.endsWith(extension))) continue;
    // events/<id>.es.yaml is the event's translation (issue 36), read with the others (load-translations.server.ts).
    if (translationTarget(file)) continue;
    const id = file.replace(/^events\//, "").replace(/\.(ya?ml|json)$/, "");
    if (!slug.safeParse(id).success || /^\d+$/.test(id)) {
      problems.push({
        file,
        message:
          "is not a name the site can use for an event: name event files with lowercase words and hyphens, not digits alone, like events/vbs-2027.yaml",
        severity: "error",
      });
      continue;
    }
    const parsed = await readContentFile(root, file, eventFile, problems, textOf(file));
    if (parsed) events.push({ file, id, parsed });
  }
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
