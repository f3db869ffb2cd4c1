import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import type { z } from "zod";

/**
 * Reading a content folder's files: YAML (or JSON, which YAML reads too),
 * each checked against its zod schema, every problem named with its file,
 * field and line, and a hint on how to write it instead.
 */

export interface ContentProblem {
  /** Relative to the content folder: "pages/about.yaml". */
  file: string;
  /** "sections[2].items[0].title"; absent for a problem with the whole file. */
  field?: string;
  line?: number;
  message: string;
  severity: "error" | "warning";
}

export function formatProblem(problem: ContentProblem): string {
  const where = `${problem.file}${problem.line ? `:${problem.line}` : ""}`;
  const label = problem.severity === "warning" ? "warning: " : "";
  return `${where}  ${label}${problem.field ? `${problem.field}: ` : ""}${problem.message}`;
}

export type FieldPath = readonly (string | number)[];

export function fieldName(fieldPath: FieldPath): string {
  return fieldPath
    .map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`))
    .join("");
}

export interface ParsedFile<T> {
  file: string;
  data: T;
  /** The line a field sits on (or its nearest parent that exists). */
  lineOf(fieldPath: FieldPath): number | undefined;
}

export const FACT_EXTENSIONS = [".yaml", ".yml", ".json"] as const;

/**
 * Parses one file against `schema`; its problems go to `problems`. Null when it could not be read or checked.
 * `text` stands in for the file on disk (a draft the staff editor checks).
 */
export async function readContentFile<Schema extends z.ZodType>(
  dir: string,
  file: string,
  schema: Schema,
  problems: ContentProblem[],
  text?: string,
): Promise<ParsedFile<z.output<Schema>> | null> {
  let source: string;
  try {
    source = text ?? (await readFile(path.join(dir, file), "utf8"));
  } catch (error) {
    problems.push({
      file,
      message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? "error"})`,
      severity: "error",
    });
    return null;
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(source, { lineCounter, uniqueKeys: true, prettyErrors: true });
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      const line = error.linePos?.[0]?.line;
      problems.push({
        file,
        line,
        message: `is not valid YAML here: ${error.message.split("\n")[0]} (check the indentation and that text with a colon is in quotes)`,
        severity: "error",
      });
    }
    return null;
  }
  const lineOf = (fieldPath: FieldPath): number | undefined => {
    for (let length = fieldPath.length; length >= 0; length -= 1) {
      const node = document.getIn(fieldPath.slice(0, length), true) as { range?: [number, number, number] } | undefined;
      if (node && typeof node === "object" && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return undefined;
  };
  const raw: unknown = document.toJS() ?? {};
  const result = schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const issuePath = issue.path as (string | number)[];
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) {
          problems.push({
            file,
            field: fieldName([...issuePath, key]),
            line: lineOf([...issuePath, key]),
            message: "is not a field this file knows: check its spelling, or remove it",
            severity: "error",
          });
        }
        continue;
      }
      problems.push({
        file,
        field: issuePath.length ? fieldName(issuePath) : undefined,
        line: lineOf(issuePath),
        message: describeIssue(issue),
        severity: "error",
      });
    }
    return null;
  }
  return { file, data: result.data, lineOf };
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && issue.input === undefined) return `is missing: ${issue.message}`;
  if (issue.code === "invalid_union" && "note" in issue && issue.note === "No matching discriminator") {
    return issue.message;
  }
  return issue.message;
}

/** Every file under `dir` (relative, with forward slashes), skipping hidden ones. */
export async function listFiles(dir: string, under = ""): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(dir, under), { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith(".")) continue;
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}

/** The one file of a kind ("church" → church.yaml, .yml or .json). */
export function findFactFile(files: readonly string[], kind: string, problems: ContentProblem[]): string | null {
  const candidates = FACT_EXTENSIONS.map((extension) => `${kind}${extension}`).filter((name) => files.includes(name));
  if (candidates.length > 1) {
    problems.push({
      file: candidates[0]!,
      message: `there are ${candidates.length} files for the same thing (${candidates.join(", ")}): keep one`,
      severity: "error",
    });
  }
  return candidates[0] ?? null;
}
