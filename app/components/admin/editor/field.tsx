import { fieldName } from "~/content/form/form-values";
import { BooleanField } from "./field-boolean";
import { ChoiceField } from "./field-choice";
import { GroupField } from "./field-group";
import { ImageField } from "./field-image";
import { ListField } from "./field-list";
import { LockedField } from "./field-locked";
import { MapField } from "./field-map";
import { MarkdownField } from "./field-markdown";
import { NumberField } from "./field-number";
import type { FieldProps } from "./field-props";
import { TextField } from "./field-text";
import { VariantsField } from "./field-variants";

/**
 * One field of a content file's form, drawn from its description (issue 18):
 * every input is labelled, says whether it may be left empty, and shows its
 * problem beside it (aria-describedby). Everything works as a plain form
 * post; no script is needed to fill in, add, move or remove anything. Each
 * kind of field has its own file beside this one.
 */
export function Field(props: FieldProps) {
  const { spec } = props;
  if (spec.locked) return <LockedField {...props} />;
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
      return <GroupField {...props} Field={Field} />;
    case "list":
      return <ListField {...props} Field={Field} />;
    case "map":
      return <MapField {...props} Field={Field} />;
    case "variants":
      return <VariantsField {...props} Field={Field} />;
    case "unknown":
      return null;
  }
}
