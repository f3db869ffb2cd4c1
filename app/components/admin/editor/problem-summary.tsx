import { fieldId } from "~/content/form/form-values";

export interface ProblemView {
  file: string;
  field?: string;
  message: string;
}

/**
 * Every problem of a save or a publish, at the top of the form, each a link
 * to its field (problems in another file, like the menu naming a removed
 * page, say which file). Announced when it appears.
 */
export function ProblemSummary({
  problems,
  file,
  heading,
}: {
  problems: readonly ProblemView[];
  file: string;
  heading: string;
}) {
  if (problems.length === 0) return null;
  return (
    <section className="notice notice--error problem-summary" role="alert" aria-labelledby="problem-summary-heading">
      <h2 id="problem-summary-heading">{heading}</h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.file === file && problem.field ? (
              <a href={`#${fieldId(problem.field.split("."))}`}>
                {readableField(problem.field)}: {problem.message}
              </a>
            ) : (
              <>
                {problem.file === file ? "" : `${problem.file}: `}
                {problem.field ? `${readableField(problem.field)}: ` : ""}
                {problem.message}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "sections.2.items.0.title" → "Sections 3 › Items 1 › Title". */
export function readableField(field: string): string {
  const parts: string[] = [];
  for (const part of field.split(".")) {
    if (/^\d+$/.test(part) && parts.length) parts[parts.length - 1] += ` ${Number(part) + 1}`;
    else parts.push(part.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^\w/, (letter) => letter.toUpperCase()));
  }
  return parts.join(" › ");
}

/** Problems by field name, for drawing each beside its field. */
export function problemsByField(problems: readonly ProblemView[], file: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const problem of problems) {
    if (problem.file !== file || !problem.field) continue;
    map.set(problem.field, [...(map.get(problem.field) ?? []), problem.message]);
  }
  return map;
}
