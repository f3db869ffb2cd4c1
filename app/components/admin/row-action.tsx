import type { ReactNode } from "react";

/** The hidden inputs a staff form posts: the intent and what it acts on. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * One action of a table's row (change a role, rename a passkey): a small form
 * posting `fields`, with the control it needs (`children`, labelled for
 * screen readers by `label`, since the row shows what it is for) and a quiet
 * button. Works without JavaScript.
 */
export function RowAction({
  fields,
  label,
  button,
  children,
}: {
  fields: Record<string, string>;
  label?: { for: string; text: ReactNode };
  button: string;
  children?: ReactNode;
}) {
  return (
    <form method="post">
      <HiddenFields fields={fields} />
      {label ? (
        <label className="visually-hidden" htmlFor={label.for}>
          {label.text}
        </label>
      ) : null}
      {children}
      <button type="submit" className="button button--quiet">
        {button}
      </button>
    </form>
  );
}
