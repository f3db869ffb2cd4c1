import { fieldId, fieldName, MARK } from "~/content/form/form-values";
import type { FieldProps } from "./field-props";

/**
 * A picture: which one (the folder's pictures, uploads included) and what it
 * shows for people who cannot see it. The description is required unless
 * the picture is only decoration, which the person says in so many words.
 */
export function ImageField({ spec, path, value, context, label }: FieldProps) {
  const current = (value ?? {}) as { file?: string; alt?: string };
  const name = fieldName(path);
  const id = fieldId(path);
  const errorsOf = (field: string) => context.errors.get(`${name}.${field}`) ?? [];
  const fileErrors = [...(context.errors.get(name) ?? []), ...errorsOf("file")];
  const altErrors = errorsOf("alt");
  const decorative = current.file !== undefined && current.file !== "" && current.alt === "";
  const thumbnail = context.pictures.find((picture) => picture.file === current.file)?.thumbnail;
  const files = context.pictures.map((picture) => picture.file);
  return (
    <fieldset className="group picture-field">
      <legend>
        {label ?? spec.label}
        {spec.optional ? <span className="muted"> (optional)</span> : null}
      </legend>
      {thumbnail ? (
        <img
          className="picture-field__thumbnail"
          src={thumbnail.src}
          alt=""
          width={thumbnail.width}
          height={thumbnail.height}
          decoding="async"
        />
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-file`}>Picture</label>
        <p className="field__hint" id={`${id}-file-hint`}>
          Pictures in the content folder. <a href="/admin/images">Upload a new one</a>, then choose it here.
        </p>
        <select
          id={`${id}-file`}
          name={`${name}.file`}
          defaultValue={current.file ?? ""}
          aria-describedby={[`${id}-file-hint`, fileErrors.length ? `${id}-file-error` : ""].join(" ").trim()}
          aria-invalid={fileErrors.length > 0 || undefined}
        >
          <option value="">{spec.optional ? "(no picture)" : "(choose a picture)"}</option>
          {current.file && !files.includes(current.file) ? <option value={current.file}>{current.file}</option> : null}
          {files.map((file) => (
            <option key={file} value={file}>
              {file}
            </option>
          ))}
        </select>
        {fileErrors.length ? (
          <p className="field__error" id={`${id}-file-error`}>
            {fileErrors.join(" ")}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-alt`}>What it shows (alt text)</label>
        <p className="field__hint" id={`${id}-alt-hint`}>
          A few words for people who cannot see it, like &ldquo;Children playing under bright balloons&rdquo;.
        </p>
        <input
          id={`${id}-alt`}
          type="text"
          className="wide"
          name={`${name}.alt`}
          defaultValue={current.alt ?? ""}
          aria-describedby={[`${id}-alt-hint`, altErrors.length ? `${id}-alt-error` : ""].join(" ").trim()}
          aria-invalid={altErrors.length > 0 || undefined}
        />
        {altErrors.length ? (
          <p className="field__error" id={`${id}-alt-error`}>
            {altErrors.join(" ")}
          </p>
        ) : null}
        <label className="choice" htmlFor={`${id}-decorative`}>
          <input
            id={`${id}-decorative`}
            type="checkbox"
            name={`${name}.${MARK.decorative}`}
            defaultChecked={decorative}
          />
          <span>Only decoration: it shows nothing a reader would miss</span>
        </label>
      </div>
    </fieldset>
  );
}
