import type { ReactNode } from "react";

/**
 * A post from the page behind a signed link (/my-visit, /my-registration and
 * its claim, /newsletter/confirm): the link's id and signature ride along as
 * hidden fields with what the button does ("intent"), so the post is as
 * genuine as the link. A plain form: it works without JavaScript.
 */
export function SignedForm({
  fields,
  submit,
  primary = false,
  className,
  children,
}: {
  /** The hidden fields, in order: the link's id ("visit" or "registration"), "sig", and the intent if any. */
  fields: Readonly<Record<string, string>>;
  submit: string;
  /** The gold button of the page's main action; otherwise an outlined one. */
  primary?: boolean;
  className?: string;
  /** Visible fields, before the button. */
  children?: ReactNode;
}) {
  return (
    <form method="post" className={className}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <button type="submit" className={primary ? "button button-gold" : "button button-outline"}>
        {submit}
      </button>
    </form>
  );
}
