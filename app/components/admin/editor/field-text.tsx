import type { FieldSpec, TextFormat } from "~/content/form/form-spec";
import { fieldName } from "~/content/form/form-values";
import { displayValue, FieldFrame } from "./field-frame";
import type { FieldProps } from "./field-props";

/** A line of text, a date, a time, an address or a colour (Markdown has its own field). */

const HINTS: Partial<Record<TextFormat, string>> = {
  href: 'A page here ("/visit"), a web address (https://…), "mailto:…", "tel:…" or "files/…".',
  url: "A full web address, starting with https://",
  slug: "Lowercase letters, digits and hyphens, like lead-pastor.",
  path: 'An address on this site, like "/ministries/kids".',
  color: 'A colour as "#rrggbb", like #173f73.',
  time: "24-hour time, like 10:30 or 17:00.",
};

const INPUT_TYPES: Partial<Record<TextFormat, string>> = {
  date: "date",
  time: "time",
  datetime: "datetime-local",
  email: "email",
  url: "url",
};

export function TextField(props: FieldProps) {
  const spec = props.spec as Extract<FieldSpec, { kind: "text" }>;
  return (
    <FieldFrame
      props={props}
      hint={spec.format === "datetime" ? `On the church's clock (${props.context.timeZone}).` : HINTS[spec.format]}
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={fieldName(props.path)}
          type={INPUT_TYPES[spec.format] ?? "text"}
          defaultValue={displayValue(props.value, spec)}
          maxLength={spec.maxLength}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={spec.format === "line" || spec.format === "url" ? "wide" : undefined}
        />
      )}
    </FieldFrame>
  );
}
