import type { FieldSpec } from "~/content/form/form-spec";
import { fieldId, fieldName, isRecord, MARK, variantOf } from "~/content/form/form-values";
import { ListItemButtons } from "./field-list-buttons";
import { Problems } from "./field-problems";
import type { NestingFieldProps } from "./field-props";

/**
 * A list, reordered and changed with buttons that post the form (saving the
 * draft first): Move up, Move down, Remove, Add. Each item is a disclosure,
 * closed unless something in it needs attention, so a long page stays short
 * on a phone; an item of one line (a word, a number) is drawn open.
 */
export function ListField({ spec, path, value, context, label, Field }: NestingFieldProps) {
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
          const buttons = <ListItemButtons itemName={itemName} title={title} index={index} count={items.length} />;
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
