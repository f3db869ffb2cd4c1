import { type ContentProblem, type ParsedFile } from "./read-files.server";
import { readItemFolder, type ItemSource } from "./read-item-folder.server";
import { formFile, type FormFile, type PageFile } from "./schema";

/**
 * The church's forms (forms/<id>.yaml, issue 35), read and checked like every
 * other file. The file's name is the form's id, in its address (/forms/<id>);
 * forms/<id>.es.yaml is a translation, read with the others
 * (translated-content.server.ts).
 */

export type FormSource = ItemSource<FormFile>;

export async function readFormFiles(
  root: string,
  files: readonly string[],
  problems: ContentProblem[],
  textOf: (file: string) => string | undefined,
): Promise<FormSource[]> {
  return readItemFolder(
    {
      root,
      name: "forms",
      schema: formFile,
      naming:
        "is not a name the site can use for a form: name form files with lowercase words and hyphens, like forms/prayer.yaml",
    },
    files,
    problems,
    textOf,
  );
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
