import type { ReactNode } from "react";
import { HiddenFields } from "./row-action";

/**
 * "Remove…", a disclosure that asks first: the form inside says what removing
 * does and posts `fields` (the intent and what to remove) with a danger button.
 * Works without JavaScript.
 */
export function ConfirmRemove({
  fields,
  question,
  button,
  what,
  summary = "Remove…",
}: {
  fields: Record<string, string>;
  question: ReactNode;
  button: string;
  /** Said after "Remove…" to screen readers, where the row does not name what goes. */
  what?: string;
  /** The disclosure's words, from the catalogue where the screen's are. */
  summary?: string;
}) {
  return (
    <details className="confirm">
      <summary>
        {summary}
        {what ? <span className="visually-hidden"> {what}</span> : null}
      </summary>
      <form method="post">
        <HiddenFields fields={fields} />
        <p>{question}</p>
        <button type="submit" className="button button--danger">
          {button}
        </button>
      </form>
    </details>
  );
}
