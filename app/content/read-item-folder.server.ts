import type { z } from "zod";
import { translationTarget } from "./load-translations.server";
import { FACT_EXTENSIONS, readContentFile, type ContentProblem, type ParsedFile } from "./read-files.server";
import { slug } from "./schema";

/** One item of a folder of items: its file, its id (the file's name) and what was read from it. */
export interface ItemSource<T> {
  file: string;
  id: string;
  parsed: ParsedFile<T>;
}

/**
 * A folder of items, one file each named by the item's id (events/<id>.yaml, forms/<id>.yaml): each read
 * and checked against `schema` like every other file. A translation (<id>.es.yaml) is left to
 * load-translations.server.ts; a file whose name is no id the site can put in an address (a slug, and what
 * `alsoRefuse` refuses) is an error whose message says how to name it (`naming`).
 */
export async function readItemFolder<Schema extends z.ZodType>(
  folder: { root: string; name: string; schema: Schema; naming: string; alsoRefuse?: (id: string) => boolean },
  files: readonly string[],
  problems: ContentProblem[],
  textOf: (file: string) => string | undefined,
): Promise<ItemSource<z.output<Schema>>[]> {
  const items: ItemSource<z.output<Schema>>[] = [];
  for (const file of files.filter((name) => name.startsWith(`${folder.name}/`))) {
    if (!FACT_EXTENSIONS.some((extension) => file.endsWith(extension)) || translationTarget(file)) continue;
    const id = file.slice(folder.name.length + 1).replace(/\.(ya?ml|json)$/, "");
    if (!slug.safeParse(id).success || folder.alsoRefuse?.(id)) {
      problems.push({ file, message: folder.naming, severity: "error" });
      continue;
    }
    const parsed = await readContentFile(folder.root, file, folder.schema, problems, textOf(file));
    if (parsed) items.push({ file, id, parsed });
  }
  return items;
}
