import { formatProblem, type ContentProblem } from "~/content/read-files.server";
import { loadContentFolder, type LoadResult } from "~/content/load.server";
import type { ChurchContent } from "~/content/model";
import { installCount, installSnapshot, servedVersion } from "./content-store.server";
import { getEnv } from "./env.server";
import { watchFolder, type FolderWatch } from "./folder-watch.server";
import { log } from "./logger.server";

/**
 * The church's content (CONTENT_DIR) as this process serves it: read and
 * checked once at start-up (a bad folder stops the start with the checker's
 * message), then watched, so a change made on disk (by a text editor or the
 * staff editor) is served within a second or two. A change that does not
 * pass the checks is logged and the last good content stays: the site never
 * serves half a church.
 */

export class ContentError extends Error {
  constructor(
    readonly dir: string,
    readonly problems: ContentProblem[],
  ) {
    const errors = problems.filter((problem) => problem.severity === "error");
    super(
      `The content folder ${dir} has ${errors.length} problem${errors.length === 1 ? "" : "s"}:\n` +
        errors.map((problem) => `  ${formatProblem(problem)}`).join("\n") +
        "\nFix them (npm run content:check names them too), then start again.",
    );
    this.name = "ContentError";
  }
}

export { getContent, getContentSnapshot, onContentChange, setContentForTests } from "./content-store.server";
export type { ContentSnapshot } from "./content-store.server";

function install(result: Extract<LoadResult, { ok: true }>): void {
  for (const warning of result.warnings) log("warn", "content warning", { problem: formatProblem(warning) });
  installSnapshot({ content: result.content, files: result.files });
}

/** Reads CONTENT_DIR; throws ContentError naming every problem. */
export async function loadContent(dir: string = getEnv().contentDir): Promise<ChurchContent> {
  const started = performance.now();
  const result = await loadContentFolder(dir);
  if (!result.ok) throw new ContentError(dir, result.problems);
  install(result);
  log("info", "content loaded", {
    dir,
    version: result.content.version,
    pages: result.content.pages.length,
    ms: Math.round(performance.now() - started),
  });
  return result.content;
}

/** Reads the folder again; on problems, logs them and keeps serving the last good content. */
export async function reloadContent(dir: string = getEnv().contentDir): Promise<boolean> {
  const started = performance.now();
  let result: LoadResult;
  for (;;) {
    const seen = installCount();
    result = await loadContentFolder(dir);
    // A publish served its snapshot while this read ran: this read may predate its file, so read again.
    if (installCount() === seen) break;
  }
  if (!result.ok) {
    log("error", "content change not served: the folder has problems", {
      dir,
      problems: result.problems.filter((problem) => problem.severity === "error").map(formatProblem),
    });
    return false;
  }
  if (result.content.version === servedVersion()) return true;
  install(result);
  log("info", "content reloaded", { version: result.content.version, ms: Math.round(performance.now() - started) });
  return true;
}

/**
 * Serves a snapshot already loaded and checked, with the same files as the
 * folder now holds (the staff editor's publish: it checked the folder with
 * the new file in place, then wrote that file), without reading it all again.
 */
export function serveLoaded(result: Extract<LoadResult, { ok: true }>): void {
  if (result.content.version === servedVersion()) return;
  install(result);
  log("info", "content reloaded", { version: result.content.version });
  // A text editor's save to another file between the check and now would be missing from the
  // snapshot: the folder is read once more, as the watcher would (it finds nothing new, usually).
  reloadSoon?.();
}

let watcher: FolderWatch | undefined;
let reloadSoon: (() => void) | undefined;

/**
 * Watches CONTENT_DIR and reloads after changes settle (150 ms without
 * another: one save's events come together): a save by any editor's way of saving is served within 2 s
 * (issue 26), the folder's own check each second included.
 */
export function watchContent(dir: string = getEnv().contentDir): void {
  if (watcher) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let queued = false;
  reloadSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      // A read already waiting its turn will see this change too: one read behind the running one, at most.
      if (queued) return;
      queued = true;
      running = running
        .then(() => {
          queued = false;
          return reloadContent(dir);
        })
        .catch((error: unknown) => log("error", "content reload failed", { error: String(error) }));
    }, 150);
  };
  watcher = watchFolder(dir, reloadSoon);
}

export function stopWatchingContent(): void {
  watcher?.close();
  watcher = undefined;
  reloadSoon = undefined;
}
