import { expect, test } from "vitest";
import { eventFile } from "~/content/schema";
import { describe as describeForm } from "./form-schema";
import type { FieldSpec } from "./form-spec";
import { specAt, variantOf } from "./form-shapes";

/**
 * An event's start is a date or a date and time (issue 28): the form shows
 * the kind whose input can hold the value (a date input shows nothing of
 * "2027-01-12 18:30", and the post then lost it).
 */
test("a date and time is shown as one, a date alone as a date", () => {
  const start = specAt(describeForm(eventFile), ["start"]) as Extract<FieldSpec, { kind: "variants" }>;
  expect(start.kind).toBe("variants");
  const formatOf = (value: string) => {
    const variant = start.variants[variantOf(start, value)]!.spec;
    return variant.kind === "text" ? variant.format : variant.kind;
  };
  expect(formatOf("2027-01-12 18:30")).toBe("datetime");
  expect(formatOf("2027-01-12T18:30")).toBe("datetime");
  expect(formatOf("2027-01-12")).toBe("date");
});
