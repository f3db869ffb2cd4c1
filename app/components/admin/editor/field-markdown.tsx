import { fieldName } from "~/content/form/form-values";
import { markdownToHtml } from "~/lib/markdown";
import { displayValue, FieldFrame } from "./field-frame";
import type { FieldProps } from "./field-props";

const HINT = "Markdown: **bold**, *italic*, [a link](https://…). A blank line starts a new paragraph.";

/** Markdown text, with a preview of how it looks as last saved (and, with the script, as typed). */
export function MarkdownField(props: FieldProps) {
  const value = displayValue(props.value, props.spec);
  const label = props.label ?? props.spec.label;
  return (
    <FieldFrame props={props} hint={HINT}>
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
