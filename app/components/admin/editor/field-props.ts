import type { ReactNode } from "react";
import type { FieldSpec } from "~/content/form/form-spec";
import type { Placeholders } from "~/lib/markdown";

/** What every field of a content file's form is drawn from (issue 18). */

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

/**
 * A field that holds other fields (a group, list, map or union) is handed the
 * component that draws any field, rather than importing field.tsx, which
 * imports it: so the modules form no circle (issue 29).
 */
export interface NestingFieldProps extends FieldProps {
  Field: (props: FieldProps) => ReactNode;
}
