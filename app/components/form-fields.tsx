import type { ReactNode } from "react";

/**
 * Parts the public forms share (plan a visit, ask to join a group, a donor's
 * request for a link): the honeypot, and the e-mail address field with its
 * problem beside it. `id` is the form's useId(); the fields' ids derive from it.
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
  return (
    <div className="field">
      <label htmlFor={`${id}-email`}>{label}</label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-email-error` : undefined}
      />
      {error ? (
        <p className="field-error" id={`${id}-email-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
