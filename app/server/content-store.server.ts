import type { ContentFiles } from "~/content/load.server";
import type { ChurchContent } from "~/content/model";

/**
 * The content this process serves, and who hears of a new one. Kept apart
 * from content.server.ts (which reads and watches the folder) so that what
 * only needs the content being served, the unit tests' set-up among them
 * (tests/setup/demo-content.ts), does not load the folder reader with it.
 */

export interface ContentSnapshot {
  content: ChurchContent;
  files: ContentFiles;
}

let current: ContentSnapshot | undefined;
const listeners = new Set<(snapshot: ContentSnapshot, previous: ContentSnapshot | undefined) => void>();
/** Counts installs, so a folder read that a publish overtook is not served over it. */
let installs = 0;

/** The content being served. Throws before start-up has loaded it. */
export function getContent(): ChurchContent {
  if (!current) throw new Error("content not loaded: call loadContent() at start-up");
  return current.content;
}

export function getContentSnapshot(): ContentSnapshot {
  if (!current) throw new Error("content not loaded: call loadContent() at start-up");
  return current;
}

/** The version of the content being served; undefined before any. */
export function servedVersion(): string | undefined {
  return current?.content.version;
}

/** How many contents have been served so far (a read that saw another install meanwhile reads again). */
export function installCount(): number {
  return installs;
}

/** Runs `listener` with each new content (after a reload), e.g. to clear the page cache. */
export function onContentChange(
  listener: (snapshot: ContentSnapshot, previous: ContentSnapshot | undefined) => void,
): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Serves `snapshot` from now on and tells every listener. */
export function installSnapshot(snapshot: ContentSnapshot): void {
  installs += 1;
  const previous = current;
  current = snapshot;
  for (const listener of listeners) listener(current, previous);
}

/** Tests only: serve this content without reading a folder. */
export function setContentForTests(content: ChurchContent, files: ContentFiles = { pictures: [], brand: [] }): void {
  installSnapshot({ content, files });
}
