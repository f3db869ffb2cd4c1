import type { FormFieldFile } from "~/content/schema";
import { TEXT_LIMITS } from "~/content/schema/form-fields";
import { answerName } from "./form-view";

/**
 * How large a form's post may be (issue 35): what its longest answers weigh
 * as the browser sends them (application/x-www-form-urlencoded), so that a
 * visitor who writes up to every field's own limit is never refused for size.
 *
 * A field's limit counts characters as the browser's maxlength does, in
 * UTF-16 units. Percent-encoded, a unit weighs at most 9 bytes ("ñ" is
 * %C3%B1, 6; "€" is %E2%82%AC, 9; an emoji is two units and %F0%9F%98%80,
 * 12; a line break is sent as %0D%0A, 6): 12 bytes a unit is an overestimate
 * on purpose, so no spelling of an answer within its limit can reach it. The
 * page's own fields (token, honeypot, xsrf) and each answer's name come on top.
 */

/** Percent-encoded bytes a character of an answer may take, at most (see above; 9 is the true worst). */
export const BYTES_PER_CHARACTER = 12;
/** The token (about 60 bytes), the honeypot (which a bot fills as it likes: it is refused anyway), the xsrf field. */
const CONTROL_BYTES = 2 * 1024;
/** A number or a date as typed: generous. */
const SHORT_ANSWER_UNITS = 40;

type Field = Pick<FormFieldFile, "id" | "type" | "maxLength" | "options">;

/** The largest body the form's answers, each within its limit, can make. */
export function formBodyBytes(fields: readonly Field[]): number {
  let bytes = CONTROL_BYTES;
  for (const field of fields) {
    // "f.<id>=" and the "&" before the next: ids are ASCII (slugs).
    const name = answerName(field.id).length + 2;
    if (field.type === "choices") {
      for (const option of field.options ?? []) bytes += name + option.value.length;
      continue;
    }
    const units =
      field.type === "choice"
        ? Math.max(0, ...(field.options ?? []).map((option) => option.value.length))
        : (field.maxLength ?? TEXT_LIMITS[field.type]?.default ?? SHORT_ANSWER_UNITS);
    bytes += name + units * BYTES_PER_CHARACTER;
  }
  return bytes;
}
