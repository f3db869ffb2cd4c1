/**
 * A content file's form and its value, both ways (issue 18). Field names are
 * the value's path ("sections.2.items.0.title"); a few hidden fields carry
 * what inputs cannot: how many items a list has and where each came from
 * (so a moved item keeps its comments in the file), which variant a union
 * holds, whether an optional group is on. Reading a form back follows the
 * same schema description, so only fields the schema knows are ever written.
 *
 * What a person left as it was stays out of the file: a field with a
 * default that the file did not name, left at its default, is not written.
 *
 * This module gathers the parts: form-names.ts (field names), form-read.ts
 * (reading a post), form-list-operations.ts (the list buttons) and
 * form-shapes.ts (what a value of a field looks like).
 */

export { fieldId, fieldName, isRecord, MARK, type Value } from "./form-names";
export { MISSING_ALT, readForm, type FormLike, type ReadResult } from "./form-read";
export { applyOperation, parseOperation, type ListOperation } from "./form-list-operations";
export { emptyValue, specAt, variantOf } from "./form-shapes";
