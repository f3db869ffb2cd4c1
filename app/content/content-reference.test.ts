import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { z } from "zod";
import { REFERENCE_FILE, SHARED_TYPES, contentReference, everyField } from "../../scripts/tools/content-docs";
import { CONTENT_FILE_SCHEMAS, ministryPage, seasonalPage, sectionSchemas, simplePage } from "./schema";

test("docs/content-reference.md is the one the schemas write now", () => {
  expect(readFileSync(REFERENCE_FILE, "utf8"), `${REFERENCE_FILE} is stale: run npm run content:docs`).toBe(
    contentReference(),
  );
});

test("every field of every schema says what it does", () => {
  const fields = everyField();
  // The walk reaches into groups, lists and the forms of a field (a sanity check that it walked at all).
  expect(fields.map((field) => field.path)).toEqual(
    expect.arrayContaining([
      "church.yaml locale.timeZone",
      "church.yaml staff[].photo",
      "brand.yaml colors.highlightStrong",
      "navigation.yaml menu[] ({ label, items }).items[] ({ page, label }).label",
      "page seasonal services[].name",
      'page seasonal date (rule: "easter").offsetDays',
      "page simple nav.variant",
      "section season-facts heading",
      "picture alt",
    ]),
  );
  expect(fields.filter((field) => !field.description?.trim()).map((field) => field.path)).toEqual([]);
});

test("every file kind, page type and section type says what it is", () => {
  const { page: _page, ...files } = CONTENT_FILE_SCHEMAS;
  const described = { ...files, simplePage, ministryPage, seasonalPage, ...sectionSchemas };
  const missing = Object.entries(described).filter(([, schema]) => !z.globalRegistry.get(schema)?.description);
  expect(missing.map(([name]) => name)).toEqual([]);
});

test("no shared building block carries a description, so a field never borrows one for its own", () => {
  for (const schema of SHARED_TYPES) expect(z.globalRegistry.get(schema)?.description).toBeUndefined();
});
