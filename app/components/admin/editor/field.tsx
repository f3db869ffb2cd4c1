import type { ReactNode } from "react";
import type { FieldSpec, TextFormat } from "~/content/form/form-schema";
import { fieldId, fieldName } from "~/content/form/form-values";
import { markdownToHtml, type Placeholders } from "~/lib/markdown";
import { GroupField, ListField, MapField, VariantsField } from "./field-collections";
import { ImageField } from "./field-image";

/**
 * One field of a content file's form, drawn from its description (issue 18):
 * every input is labelled, says whether it may be left empty, and shows its
 * problem beside it (aria-describedby). Everything works as a plain form
 * post; no script is needed to fill in, add, move or remove anything.
 */

export type Path = readonly (string | number)[];

export interface FormContext {
  /** Problems by field name. */
  errors: ReadonlyMap<string, readonly string[]>;
  /** Pictures the folder holds, for picture fields: file, and a small version's address when served. */
  pictures: readonly { file: string; thumbnail?: { src: string; width: number; height: number } }[];
  /** List items to show open (their own fields have problems, or a button just acted on them). */
  open: ReadonlySet<string>;
  /** The church's time zone: dates and times in the form are on its clock. */
  timeZone: string;
  /** The church's placeholders ({church}, {city}…), filled in Markdown previews as a page fills them. */
  placeholders?: Placeholders;
}

export interface FieldProps {
  spec: FieldSpec;
  path: Path;
  value: unknown;
  context: FormContext;
  /** Set when the field is drawn inside a list item, which names it. */
  label?: string;
}

export function Field(props: FieldProps) {
  const { spec } = props;
  switch (spec.kind) {
    case "text":
      return spec.format === "markdown" ? <MarkdownField {...props} /> : <TextField {...props} />;
    case "number":
      return <NumberField {...props} />;
    case "boolean":
      return <BooleanField {...props} />;
    case "choice":
      return <ChoiceField {...props} />;
    case "fixed":
      return <input type="hidden" name={fieldName(props.path)} value={String(spec.value)} />;
    case "image":
      return <ImageField {...props} />;
    case "group":
      return <GroupField {...props} />;
    case "list":
      return <ListField {...props} />;
    case "map":
      return <MapField {...props} />;
    case "variants":
      return <VariantsField {...props} />;
    case "unknown":
      return null;
  }
}

const HINTS: Partial<Record<TextFormat, string>> = {
  markdown: "Markdown: **bold**, *italic*, [a link](https://…). A blank line starts a new paragraph.",
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

/** The label, hint and problem around an input; `children` gets the ids to describe it with. */
export function FieldFrame({
  props,
  hint,
  children,
}: {
  props: FieldProps;
  hint?: string;
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}) {
  const { spec, path, context } = props;
  const id = fieldId(path);
  const errors = context.errors.get(fieldName(path)) ?? [];
  const described = [hint ? `${id}-hint` : null, errors.length ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>
        {props.label ?? spec.label}
        {spec.optional && spec.defaultValue === undefined ? <span className="muted"> (optional)</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({ id, describedBy: described || undefined, invalid: errors.length > 0 })}
      {errors.length ? (
        <p className="field__error" id={`${id}-error`}>
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

function display(value: unknown, spec: FieldSpec): string {
  const shown = value === undefined ? spec.defaultValue : value;
  if (shown === undefined || shown === null) return "";
  if (spec.kind === "text" && spec.format === "datetime") return String(shown).replace(" ", "T");
  return String(shown);
}

function TextField(props: FieldProps) {
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
          defaultValue={display(props.value, spec)}
          maxLength={spec.maxLength}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={spec.format === "line" || spec.format === "url" ? "wide" : undefined}
        />
      )}
    </FieldFrame>
  );
}

function MarkdownField(props: FieldProps) {
  const value = display(props.value, props.spec);
  const label = props.label ?? props.spec.label;
  return (
    <FieldFrame props={props} hint={HINTS.markdown}>
      {({ id, describedBy, invalid }) => (
        // The preview element (app/elements/admin/markdown-preview.ts) keeps the rendering up to date as they type.
        <markdown-preview data-address="/admin/markdown-preview">
          <textarea
            id={id}
            name={fieldName(props.path)}
            defaultValue={value}
            rows={Math.min(Math.max(value.split("\n").length + 1, 3), 16)}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
          <details className="markdown-preview" data-preview="" hidden={!value}>
            <summary>
              How it looks <span data-preview-when="">(as last saved)</span>
            </summary>
            {/* markdown-it with raw HTML off: a typed tag shows as text, a javascript: link is dropped. */}
            <div
              className="markdown-preview__body"
              role="region"
              aria-label={`Preview of ${label}`}
              aria-live="polite"
              data-preview-body=""
              dangerouslySetInnerHTML={{ __html: value ? markdownToHtml(value, props.context.placeholders) : "" }}
            />
          </details>
        </markdown-preview>
      )}
    </FieldFrame>
  );
}

function NumberField(props: FieldProps) {
  const spec = props.spec as Extract<FieldSpec, { kind: "number" }>;
  return (
    <FieldFrame props={props}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={fieldName(props.path)}
          type="text"
          inputMode={spec.integer && (spec.min ?? 0) >= 0 ? "numeric" : "text"}
          defaultValue={display(props.value, spec)}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className="narrow"
        />
      )}
    </FieldFrame>
  );
}

function BooleanField(props: FieldProps) {
  const { spec, path, context } = props;
  const id = fieldId(path);
  const errors = context.errors.get(fieldName(path)) ?? [];
  const checked = props.value === undefined ? spec.defaultValue === true : props.value === true;
  return (
    <div className="field">
      <label className="choice" htmlFor={id}>
        <input id={id} type="checkbox" name={fieldName(path)} defaultChecked={checked} />
        <span>{props.label ?? spec.label}</span>
      </label>
      {errors.length ? <p className="field__error">{errors.join(" ")}</p> : null}
    </div>
  );
}

function ChoiceField(props: FieldProps) {
  const spec = props.spec as Extract<FieldSpec, { kind: "choice" }>;
  const value = display(props.value, spec);
  return (
    <FieldFrame props={props}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={fieldName(props.path)}
          defaultValue={value}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        >
          {spec.optional && spec.defaultValue === undefined ? <option value="">(none)</option> : null}
          {value && !spec.options.includes(value) ? <option value={value}>{value}</option> : null}
          {spec.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
