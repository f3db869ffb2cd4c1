import { recordAudit } from "~/features/auth/audit-log.server";
import { loadContentFolder, type ContentFiles, type LoadResult } from "~/content/load.server";
import type { ChurchContent } from "~/content/model";
import { reloadContent, serveLoaded } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import { describeError, log } from "~/server/logger.server";
import { parse } from "yaml";
import { readContentText, writeContentText, type ContentFileText } from "./content-files.server";
import { fileKindOf } from "./file-kinds";
import { readersProblem } from "./form-readers.server";
import { recordRevision, type RevisionAction } from "./revisions.server";
import { editorDb } from "./store.server";

/**
 * Publishing a file (issue 18): the later of two people editing the same file
 * is refused (the form names the version it was opened from), the new text
 * passes the same checks as the site's own loader (with every other file as
 * it is), then it is written atomically, recorded as a revision and in the
 * activity log, and the site serves it at once (the page cache keeps nothing
 * rendered from older content). One publish at a time in this process.
 */

export interface Problem {
  /** The file the problem is in (a removed page may break the menu in navigation.yaml). */
  file: string;
  /** The form field: "sections.2.items.0.title"; absent for the whole file. */
  field?: string;
  message: string;
}

export type CheckResult =
  | { ok: true; content: ChurchContent; files: ContentFiles; loaded: Extract<LoadResult, { ok: true }> }
  | { ok: false; problems: Problem[] };

/** The site's own checks, with `text` in place of `file` (null: the file taken away). Writes nothing. */
export async function checkWith(overlay: ReadonlyMap<string, string | null>): Promise<CheckResult> {
  const result = await loadContentFolder(getEnv().contentDir, { overlay });
  if (result.ok) return { ok: true, content: result.content, files: result.files, loaded: result };
  return {
    ok: false,
    problems: result.problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => ({
        file: problem.file,
        ...(problem.field ? { field: problem.field.replace(/\[(\d+)\]/g, ".$1") } : {}),
        message: problem.line && !problem.field ? `line ${problem.line}: ${problem.message}` : problem.message,
      })),
  };
}

export type PublishOutcome =
  | { ok: true; revisionId: number | null; live: boolean }
  | { ok: false; reason: "conflict"; current: ContentFileText }
  | { ok: false; reason: "problems"; problems: Problem[] };

let queue: Promise<unknown> = Promise.resolve();

/** Runs `task` after every publish before it has finished. */
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export interface PublishRequest {
  actor: { id: string; email: string };
  file: string;
  /** The new text; null removes the file (a page). */
  text: string | null;
  /** The version of the file the change was made against. */
  baseVersion: string;
  action: RevisionAction;
  /** Whose draft it was, when someone else's (a contributor's, published by an editor). */
  draftedBy?: string;
  restoredFrom?: number;
  now: number;
}

export function publish(request: PublishRequest): Promise<PublishOutcome> {
  return oneAtATime(async () => {
    const { file, text, actor, now } = request;
    const current = await readContentText(file);
    if (current.version !== request.baseVersion) return { ok: false, reason: "conflict", current };
    if (current.text === text) return { ok: true, revisionId: null, live: true };
    const checked = await checkWith(new Map([[file, text]]));
    if (!checked.ok) return { ok: false, reason: "problems", problems: checked.problems };
    // Who reads a form's submissions: an owner's to change, whoever publishes, restores or removes (decision 069).
    const readers = readersProblem(file, text, actor.id);
    if (readers) return { ok: false, reason: "problems", problems: [readers] };

    await writeContentText(file, text);
    const db = editorDb();
    const revisionId = db
      .transaction(() => {
        const id = recordRevision(
          {
            file,
            at: now,
            action: request.action,
            actorId: actor.id,
            ...(request.draftedBy ? { draftedBy: request.draftedBy } : {}),
            beforeText: current.text,
            afterText: text,
            ...(request.restoredFrom ? { restoredFrom: request.restoredFrom } : {}),
          },
          db,
        );
        recordAudit(
          {
            at: now,
            action: auditActionOf(request.action, file),
            actor,
            subject: file,
            detail: auditDetail(request, id),
          },
          db,
        );
        if (fileKindOf(file) === "alerts") {
          recordAudit({ at: now, action: "alerts-changed", actor, subject: file, detail: alertSummary(text) }, db);
        }
        return id;
      })
      .immediate();
    // The checked snapshot is the folder as now written: served at once, before this answer
    // (the folder watcher's own reload then finds nothing new). Should the file on disk differ
    // (a text editor wrote it meanwhile), the folder is read again.
    let live = true;
    try {
      const written = await readContentText(file);
      if (written.text === text) serveLoaded(checked.loaded);
      else live = await reloadContent();
    } catch (error) {
      live = false;
      log("error", "content reload after publish failed", { file, error: describeError(error) });
    }
    return { ok: true, revisionId, live };
  });
}

/** Removing a page or an event (issues 18, 28): a publish of nothing, kept in the History like any change. */
export function publishRemoval(
  person: { id: string; email: string },
  file: string,
  baseVersion: string,
  now: number,
): Promise<PublishOutcome> {
  return publish({
    actor: { id: person.id, email: person.email },
    file,
    text: null,
    baseVersion,
    action: "remove",
    now,
  });
}

function auditActionOf(action: RevisionAction, file: string) {
  if (action === "remove") return fileKindOf(file) === "event" ? "event-removed" : "page-removed";
  return action === "restore" ? "content-restored" : "content-published";
}

function auditDetail(request: PublishRequest, revisionId: number): string {
  const parts = [`revision ${revisionId}`];
  if (request.restoredFrom) parts.push(`as it was at revision ${request.restoredFrom}`);
  return parts.join(", ");
}

/** What the alerts file now says, for the activity log: each notice's text and times. */
function alertSummary(text: string | null): string {
  try {
    const alerts = ((parse(text ?? "") ?? {}) as { alerts?: { text?: string; starts?: string; ends?: string }[] })
      .alerts;
    if (!alerts?.length) return "no alerts";
    return alerts.map((alert) => `${alert.text} (${alert.starts} to ${alert.ends})`).join("; ");
  } catch {
    return "";
  }
}
