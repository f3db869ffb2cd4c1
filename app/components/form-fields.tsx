import type { ReactNode } from "react";

/**
 * Parts the public forms share (plan a visit, ask to join a group, a donor's
 * request for a link): the honeypot, and the one-line fields (the e-mail
 * address among them) with their problem beside them. `id` is the form's useId(); the fields' ids derive from it.
 */

/** The honeypot (HONEYPOT_FIELD in app/server/protection.server.ts): people never see it; bots fill it. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${id}-website`}>{label}</label>
      <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * A required one-line answer (`name`: the posted field) with what is wrong with it (`error`) shown beside it
 * and tied to it for a screen reader.
 */
export function TextField({
  id,
  name,
  type = "text",
  autoComplete,
  maxLength,
  label,
  value,
  error,
}: {
  id: string;
  name: string;
  type?: "text" | "email";
  autoComplete: string;
  maxLength?: number;
  label: string;
  value?: string;
  error: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-${name}-error` : undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The e-mail address a form's answer goes to; error: what is wrong with it, shown beside it. */
export function EmailField({
  id,
  label,
  value,
  error,
}: {
  id: string;
  label: string;
  value?: string;
  error: ReactNode;
}) {
  return <TextField id={id} name="email" type="email" autoComplete="email" label={label} value={value} error={error} />;
}
