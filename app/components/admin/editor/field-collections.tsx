import type { FieldSpec } from "~/content/form/form-schema";
import { fieldId, fieldName, MARK, variantOf } from "~/content/form/form-values";
import { Field, type FieldProps } from "./field";

/**
 * Groups, lists, maps and unions of a content file's form. Lists are
 * reordered and changed with buttons that post the form (saving the draft
 * first): Move up, Move down, Remove, Add. Each list item is a disclosure,
 * closed unless something in it needs attention, so a long page stays
 * short on a phone.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function Problems({ name, errors }: { name: string; errors: FieldProps["context"]["errors"] }) {
  const list = errors.get(name) ?? [];
  return list.length ? (
    <p className="field__error" id={`${fieldId(name.split("."))}-error`}>
      {list.join(" ")}
    </p>
  ) : null;
}

export function GroupField({ spec, path, value, context, label }: FieldProps) {
  const group = spec as Extract<FieldSpec, { kind: "group" }>;
  const record = isRecord(value) ? value : undefined;
  const name = fieldName(path);
  const fields = group.fields.map(([key, child]) => (
    <Field key={key} spec={child} path={[...path, key]} value={record?.[key]} context={context} />
  ));
  const extra = group.extra ? (
    <PairsField
      spec={group.extra}
      path={[...path, MARK.extra]}
      entries={Object.entries(record ?? {}).filter(([key]) => !group.fields.some(([field]) => field === key))}
      context={context}
      legend={`Other ${(label ?? group.label).toLowerCase()}`}
    />
  ) : null;
  if (path.length === 0) return <>{fields}</>;
  const switchable = group.optional && group.defaultValue === undefined;
  return (
    <fieldset className="group">
      <legend>{label ?? group.label}</legend>
      <Problems name={name} errors={context.errors} />
      {switchable ? (
        <label className="choice" htmlFor={`${fieldId(path)}-on`}>
          <input id={`${fieldId(path)}-on`} type="checkbox" name={`${name}.${MARK.on}`} defaultChecked={!!record} />
          <span>Include {(label ?? group.label).toLowerCase()}</span>
        </label>
      ) : null}
      {fields}
      {extra}
    </fieldset>
  );
}

/** A short line naming a list item: its heading, title, label or first words. */
function summaryOf(value: unknown): string {
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (!isRecord(value)) return "";
  for (const key of ["heading", "title", "label", "name", "text", "question", "page", "from", "file"]) {
    const found = value[key];
    if (typeof found === "string" && found.trim()) return found.length > 60 ? `${found.slice(0, 57)}…` : found;
  }
  return "";
}

export function ListField({ spec, path, value, context, label }: FieldProps) {
  const list = spec as Extract<FieldSpec, { kind: "list" }>;
  const items = Array.isArray(value) ? value : [];
  const name = fieldName(path);
  const itemLabel = list.item.label || "Entry";
  const scalar = ["text", "number", "choice", "boolean"].includes(list.item.kind);
  const unionItems = list.item.kind === "variants" ? list.item : null;
  return (
    <fieldset className="list">
      <legend>{label ?? list.label}</legend>
      <Problems name={name} errors={context.errors} />
      <input type="hidden" name={`${name}.${MARK.count}`} value={items.length} />
      {items.length === 0 ? <p className="muted">None yet.</p> : null}
      <ol className="list__items">
        {items.map((item, index) => {
          const itemPath = [...path, index];
          const itemName = fieldName(itemPath);
          const kind = unionItems ? unionItems.variants[variantOf(unionItems, item)]!.label : "";
          const title = `${itemLabel} ${index + 1}${kind ? `: ${kind}` : ""}`;
          const summary = summaryOf(item);
          const buttons = (
            <div className="list__buttons">
              <button
                type="submit"
                name="op"
                value={`up:${itemName}`}
                className="button button--quiet"
                disabled={index === 0}
                aria-label={`Move ${title} up`}
              >
                Move up
              </button>
              <button
                type="submit"
                name="op"
                value={`down:${itemName}`}
                className="button button--quiet"
                disabled={index === items.length - 1}
                aria-label={`Move ${title} down`}
              >
                Move down
              </button>
              <button
                type="submit"
                name="op"
                value={`remove:${itemName}`}
                className="button button--quiet"
                aria-label={`Remove ${title}`}
              >
                Remove
              </button>
            </div>
          );
          const origin = <input type="hidden" name={`${itemName}.${MARK.from}`} value={index} />;
          if (scalar) {
            return (
              <li key={index} className="list__item list__item--line">
                {origin}
                <Field spec={list.item} path={itemPath} value={item} context={context} label={title} />
                {buttons}
              </li>
            );
          }
          const open = [...context.open].some((field) => field === itemName || field.startsWith(`${itemName}.`));
          return (
            <li key={index} className="list__item">
              {origin}
              <details open={open}>
                <summary>
                  <span className="list__title">{title}</span>
                  {summary ? <span className="muted"> · {summary}</span> : null}
                </summary>
                <Field spec={list.item} path={itemPath} value={item} context={context} label={title} />
                {buttons}
              </details>
            </li>
          );
        })}
      </ol>
      {list.max !== undefined && items.length >= list.max ? (
        <p className="muted">At most {list.max}: remove one to add another.</p>
      ) : (
        <div className="list__add">
          {unionItems ? (
            <>
              <label htmlFor={`${fieldId(path)}-add`} className="visually-hidden">
                Kind of {itemLabel.toLowerCase()} to add
              </label>
              <select id={`${fieldId(path)}-add`} name={`${name}.${MARK.addVariant}`}>
                {unionItems.variants.map((variant, index) => (
                  <option key={variant.label} value={index}>
                    {variant.label}
                  </option>
                ))}
              </select>
            </>
          ) : null}
          <button type="submit" name="op" value={`add:${name}`} className="button button--quiet">
            Add {itemLabel.toLowerCase()}
            <span className="visually-hidden"> to {(label ?? list.label).toLowerCase()}</span>
          </button>
        </div>
      )}
    </fieldset>
  );
}

export function MapField({ spec, path, value, context, label }: FieldProps) {
  const map = spec as Extract<FieldSpec, { kind: "map" }>;
  return (
    <PairsField
      spec={map.value}
      keySpec={map.key}
      path={path}
      entries={Object.entries(isRecord(value) ? value : {})}
      context={context}
      legend={label ?? map.label}
    />
  );
}

/** Key and value pairs, with one empty pair to add another (a key left empty is dropped). */
function PairsField({
  spec,
  keySpec,
  path,
  entries,
  context,
  legend,
}: {
  spec: FieldSpec;
  keySpec?: FieldSpec;
  path: FieldProps["path"];
  entries: [string, unknown][];
  context: FieldProps["context"];
  legend: string;
}) {
  const name = fieldName(path);
  const rows = [...entries, ["", undefined] as [string, unknown]];
  return (
    <fieldset className="pairs">
      <legend>{legend}</legend>
      <p className="field__hint">Leave a name empty to remove its line.</p>
      <input type="hidden" name={`${name}.${MARK.count}`} value={rows.length} />
      {rows.map(([key, entry], index) => (
        <div key={index} className="pairs__row">
          <div className="field">
            <label htmlFor={`${fieldId([...path, index])}-key`}>{keySpec?.label || "Name"}</label>
            <input
              id={`${fieldId([...path, index])}-key`}
              type="text"
              name={`${name}.${index}.${MARK.key}`}
              defaultValue={key}
            />
          </div>
          <Field
            spec={spec}
            path={[...path, index, MARK.value]}
            value={entry}
            context={context}
            label={spec.label || "Value"}
          />
        </div>
      ))}
    </fieldset>
  );
}

export function VariantsField({ spec, path, value, context, label }: FieldProps) {
  const union = spec as Extract<FieldSpec, { kind: "variants" }>;
  const absent = value === undefined && union.defaultValue === undefined;
  const shown = value === undefined ? union.defaultValue : value;
  const chosen = variantOf(union, shown);
  const variant = union.variants[chosen]!;
  const name = fieldName(path);
  if (union.discriminator) {
    // A section or a page: its kind is fixed once added (the tag travels as a hidden field).
    return <Field spec={variant.spec} path={path} value={shown} context={context} label={label ?? variant.label} />;
  }
  return (
    <fieldset className="group">
      <legend>{label ?? union.label}</legend>
      <div className="field">
        <label htmlFor={`${fieldId(path)}-variant`}>Kind</label>
        <p className="field__hint" id={`${fieldId(path)}-variant-hint`}>
          Choose, then save the draft to fill it in.
        </p>
        <select
          id={`${fieldId(path)}-variant`}
          name={`${name}.${MARK.variant}`}
          defaultValue={absent ? "" : String(chosen)}
          aria-describedby={`${fieldId(path)}-variant-hint`}
        >
          {union.optional && union.defaultValue === undefined ? <option value="">(none)</option> : null}
          {union.variants.map((option, index) => (
            <option key={option.label} value={index}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {absent ? null : <Field spec={variant.spec} path={path} value={shown} context={context} label={variant.label} />}
    </fieldset>
  );
}
