import { readFileSync } from "node:fs";
import path from "node:path";
import { ELEMENT_ENTRIES, ELEMENT_MANIFEST, type ElementEntry } from "~/lib/element-entries";

/**
 * Where the pages find their script: the built bundle of app/elements/ for
 * each kind of page (app/lib/element-entries.ts). Read once at start-up from the
 * build's manifest, so a page links the hashed file the build made; in
 * development Vite serves the entry's source itself.
 */
let scripts: Partial<Record<ElementEntry, string>> = {};

/** From `clientDir`'s manifest (production), or the sources through Vite (development, no clientDir). */
export function loadElementBundles(clientDir: string | undefined): void {
  if (!clientDir) {
    scripts = Object.fromEntries(Object.entries(ELEMENT_ENTRIES).map(([name, file]) => [name, `/${file}`]));
    return;
  }
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ELEMENT_MANIFEST), "utf8")) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const found: Partial<Record<ElementEntry, string>> = {};
  for (const [name, file] of Object.entries(ELEMENT_ENTRIES) as [ElementEntry, string][]) {
    const chunk = manifest[file];
    if (!chunk?.isEntry) throw new Error(`The build has no bundle for ${file}: run npm run build.`);
    found[name] = `/${chunk.file}`;
  }
  scripts = found;
}

/** Each entry's script address; empty before loadElementBundles (pages then work without their script). */
export function elementScripts(): Partial<Record<ElementEntry, string>> {
  return scripts;
}
