import { FACT_EXTENSIONS, readContentFile, type ContentProblem, type ParsedFile } from "./read-files.server";
import { translationTarget } from "./load-translations.server";
import { formFile, slug, type FormFile, type PageFile } from "./schema";

/**
 * The church's forms (forms/<id>.yaml, issue 35), read and checked like every
 * other file. The file's name is the form's id, in its address (/forms/<id>);
 * forms/<id>.es.yaml is a translation, read with the others
 * (translated-content.server.ts).
 */

export interface FormSource {
  file: string;
  id: string;
  parsed: ParsedFile<FormFile>;
}

export async function readFormFiles(
  root: string,
  files: readonly string[],
  problems: ContentProblem[],
  textOf: (file: string) => string | undefined,
): Promise<FormSource[]> {
  const forms: FormSource[] = [];
  for (const file of files.filter((name) => name.startsWith("forms/"))) {
    if (!FACT_EXTENSIONS.some((extension) => file.endsWith(extension)) || translationTarget(file)) continue;
    const id = file.replace(/^forms\//, "").replace(/\.(ya?ml|json)$/, "");
    if (!slug.safeParse(id).success) {
      problems.push({
        file,
        message:
          "is not a name the site can use for a form: name form files with lowercase words and hyphens, like forms/prayer.yaml",
        severity: "error",
      });
      continue;
    }
    const parsed = await readContentFile(root, file, formFile, problems, textOf(file));
    if (parsed) forms.push({ file, id, parsed });
  }
  return forms;
}

/** A page's `form` section names a form of the folder (issue 35). */
export function checkFormSections(
  pages: readonly { file: string; parsed: ParsedFile<PageFile> }[],
  forms: readonly FormSource[],
  problems: ContentProblem[],
): void {
  const ids = new Set(forms.map((form) => form.id));
  for (const { file, parsed } of pages) {
    parsed.data.sections.forEach((section, index) => {
      if (section.type !== "form" || ids.has(section.form)) return;
      problems.push({
        file,
        field: `sections[${index}].form`,
        line: parsed.lineOf(["sections", index, "form"]),
        message: `names no form of this folder: write the name of a file in forms/${ids.size ? ` (${[...ids].join(", ")})` : ""}`,
        severity: "error",
      });
    });
  }
}
