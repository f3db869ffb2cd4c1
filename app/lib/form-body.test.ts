import { expect, test } from "vitest";
import { formPost, TEAMS_FIELD } from "../../tests/support/form-post";
import { formFile } from "~/content/schema";
import { BYTES_PER_CHARACTER, formBodyBytes } from "./form-body";

/** A form's post may weigh what its own limits allow, in any script (issue 35). */

const form = formFile.parse({
  title: "Contact",
  fields: [
    { id: "name", type: "short-text", label: "Name", maxLength: 80 },
    { id: "email", type: "email", label: "E-mail" },
    { id: "message", type: "long-text", label: "Message", maxLength: 3000 },
    { id: "day", type: "date", label: "Day" },
    TEAMS_FIELD,
  ],
});

/** What a browser sends for these answers, with a token and the honeypot, as URLSearchParams encodes it. */
function bodyOf(answers: Record<string, string | string[]>): number {
  const posted = [...formPost(answers, "x".repeat(60))] as [string, string][];
  return Buffer.byteLength(new URLSearchParams(posted).toString());
}

test("every answer at its longest, in the heaviest characters, fits the form's limit", () => {
  const limit = formBodyBytes(form.fields);
  for (const character of ["ñ", "€", "😀", "\r\n", "&"]) {
    const fill = (most: number) => character.repeat(Math.floor(most / character.length));
    const body = bodyOf({
      name: fill(80),
      email: `${"a".repeat(64)}@${"b".repeat(180)}.example`,
      message: fill(3000),
      day: "2026-12-20",
      teams: ["kids", "coffee"],
    });
    expect(body, character).toBeLessThanOrEqual(limit);
  }
  // 3000 "ñ" alone weigh 18 000 bytes: more than the 16 KB every form once had.
  expect(bodyOf({ message: "ñ".repeat(3000) })).toBeGreaterThan(16 * 1024);
});

test("the limit grows with the form's own limits, and stays near them", () => {
  const small = formBodyBytes([{ id: "name", type: "short-text", maxLength: 10 }]);
  const large = formBodyBytes([{ id: "name", type: "short-text", maxLength: 1000 }]);
  expect(large - small).toBe(990 * BYTES_PER_CHARACTER);
  expect(formBodyBytes(form.fields)).toBeLessThan(64 * 1024);
});
