import { expect, test } from "vitest";
import { camelCased } from "./db-rows.server";

test("each snake_case column becomes its camelCase field, in the row's order, values untouched", () => {
  const record = camelCased({ id: "r1", person_id: "p1", base_text: null, submitted_at: 0, restored_from: undefined });
  expect(record).toEqual({ id: "r1", personId: "p1", baseText: null, submittedAt: 0, restoredFrom: undefined });
  expect(Object.keys(record)).toEqual(["id", "personId", "baseText", "submittedAt", "restoredFrom"]);
});
