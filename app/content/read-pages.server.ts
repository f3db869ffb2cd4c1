import { translationTarget } from "./load-translations.server";
import { FACT_EXTENSIONS, readContentFile, type ContentProblem, type ParsedFile } from "./read-files.server";
import { page as pageSchema, sitePath, type PageFile } from "./schema";

/**
 * The folder's pages (pages/, any depth): each file's address is its path in the folder, and each is read
 * and checked like every other file; a page's translation (pages/visit.es.yaml) is read with the others
 * (load-translations.server.ts).
 */

export interface PageSource {
  file: string;
  path: string;
  parsed: ParsedFile<PageFile>;
}

export async function readPageFiles(
  root: string,
  files: readonly string[],
  problems: ContentProblem[],
  textOf: (file: string) => string | undefined,
): Promise<PageSource[]> {
  const pages: PageSource[] = [];
  for (const file of files.filter((name) => name.startsWith("pages/"))) {
    if (!FACT_EXTENSIONS.some((extension) => file.endsWith(extension)) || translationTarget(file)) continue;
    const pagePath = pathOfPageFile(file);
    if (!sitePath.safeParse(pagePath).success) {
      problems.push({
        file,
        message: `makes the address ${pagePath}, which is not one: name page files with lowercase words and hyphens, like pages/ministries/kids.yaml`,
        severity: "error",
      });
      continue;
    }
    const parsed = await readContentFile(root, file, pageSchema, problems, textOf(file));
    if (parsed) pages.push({ file, path: pagePath, parsed });
  }
  return pages;
}

/** pages/about.yaml → /about; pages/index.yaml → /; pages/ministries/index.yaml → /ministries. */
export function pathOfPageFile(file: string): string {
  const withoutExtension = file.replace(/^pages\//, "").replace(/\.(ya?ml|json)$/, "");
  const segments = withoutExtension.split("/");
  if (segments.at(-1) === "index") segments.pop();
  return `/${segments.join("/")}`;
}
