/** What the last post of a staff form found wrong (one field's problem), and what was typed in each field. */
export interface FormProblem {
  field: string;
  message: string;
  values: Record<string, string>;
}

/** A field's name with what was typed in it and its problem, if the last post had one: a TextField's props. */
export function typedIn(problem: FormProblem | null, name: string) {
  return {
    name,
    defaultValue: problem?.values[name],
    error: problem?.field === name ? problem.message : undefined,
  };
}
