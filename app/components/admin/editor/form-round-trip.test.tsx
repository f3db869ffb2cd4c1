import { readFileSync } from "node:fs";
import { execSync } from "node:child_process";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { FILE_SCHEMAS, fileKindOf } from "~/features/editor/file-kinds";
import { describe as describeForm } from "~/content/form/form-schema";
import type { FieldSpec } from "~/content/form/form-spec";
import { applyOperation, parseOperation, readForm, specAt } from "~/content/form/form-values";
import { updateYaml } from "~/features/editor/yaml-update.server";
import { submittedFields } from "../../../../tests/support/form-fields";
import { Field } from "./field";
import type { FormContext } from "./field-props";

/**
 * The editor's forms against every file of the demo church: drawn from the
 * schema, then sent back as a browser would send them (the inputs, read from
 * the HTML by a real parser), they read back as exactly the file, and
 * writing that back changes not one byte. Then the list buttons.
 */

// Translations (pages/visit.es.yaml, issue 27) have their own side-by-side form, /admin/translate: not these.
const FILES = execSync("find content/redwood-coast -name '*.yaml' | sort")
  .toString()
  .trim()
  .split("\n")
  .filter((file) => !/\.[a-z]{2,3}\.yaml$/.test(file));

// A whole file drawn, parsed as HTML, read back and written as YAML: up to 2 s for the longest files with
// the machine's two cores busy (load average 15), near Vitest's 5 s default, so the test names its time.
const ROUND_TRIP_TIMEOUT = 30_000;

const context: FormContext = { errors: new Map(), pictures: [], open: new Set(), timeZone: "America/Los_Angeles" };

function renderForm(file: string, value: unknown): string {
  const kind = fileKindOf(file.replace("content/redwood-coast/", ""))!;
  return renderToStaticMarkup(
    <Field spec={describeForm(FILE_SCHEMAS[kind])} path={[]} value={value} context={context} />,
  );
}

for (const path of FILES) {
  const file = path.replace("content/redwood-coast/", "");
  test(
    `${file}: its form, sent back unchanged, is the file byte for byte`,
    () => {
      const source = readFileSync(path, "utf8");
      const value = parse(source);
      const kind = fileKindOf(file)!;
      const read = readForm(describeForm(FILE_SCHEMAS[kind]), submittedFields(renderForm(path, value)), value);
      expect(read.problems).toEqual([]);
      expect(read.value).toEqual(value);
      expect(updateYaml(source, read.value, { origins: read.origins })).toBe(source);
    },
    ROUND_TRIP_TIMEOUT,
  );
}

test("list buttons: a section moved up keeps its comment and content, one removed is gone, one added has its type", () => {
  const path = "content/redwood-coast/pages/about.yaml";
  const source = readFileSync(path, "utf8");
  const value = parse(source);
  const spec = describeForm(FILE_SCHEMAS.page);
  const html = renderForm(path, value);
  const titles = (list: { type: string; heading?: string }[]) => list.map((section) => section.heading ?? section.type);

  const moved = submittedFields(html, { name: "op", value: "up:sections.1" });
  const afterMove = applyOperation(spec, readForm(spec, moved, value), parseOperation(moved.get("op"), moved)!);
  const before = titles(value.sections);
  expect(titles((afterMove.value as { sections: never[] }).sections)).toEqual([
    before[1],
    before[0],
    ...before.slice(2),
  ]);
  const written = updateYaml(source, afterMove.value, { origins: afterMove.origins });
  expect(parse(written)).toEqual(afterMove.value);

  const removed = submittedFields(html, { name: "op", value: "remove:sections.0" });
  const afterRemove = applyOperation(spec, readForm(spec, removed, value), parseOperation(removed.get("op"), removed)!);
  expect(titles((afterRemove.value as { sections: never[] }).sections)).toEqual(before.slice(1));

  const added = submittedFields(html, { name: "op", value: "add:sections" });
  const sectionSpec = specAt(spec, ["sections", "0"]) as Extract<FieldSpec, { kind: "variants" }>;
  added.set("sections.__add", String(sectionSpec.variants.findIndex((variant) => variant.tag === "resources")));
  const afterAdd = applyOperation(spec, readForm(spec, added, value), parseOperation(added.get("op"), added)!);
  const sections = (afterAdd.value as { sections: { type: string }[] }).sections;
  expect(sections).toHaveLength(value.sections.length + 1);
  expect(sections.at(-1)).toEqual({ type: "resources" });
});

test("a picture with no description is refused beside its field, unless it is marked as decoration", () => {
  const path = "content/redwood-coast/pages/ministries/kids.yaml";
  const value = parse(readFileSync(path, "utf8"));
  const spec = describeForm(FILE_SCHEMAS.page);
  const form = submittedFields(renderForm(path, value));
  form.set("banner.alt", "");
  expect(readForm(spec, form, value).problems).toEqual([
    { field: "banner.alt", message: expect.stringContaining("describe what the picture shows") },
  ]);
  form.set("banner.__decorative", "on");
  const read = readForm(spec, form, value);
  expect(read.problems).toEqual([]);
  expect((read.value as { banner: unknown }).banner).toEqual({ file: "images/banners/kids.webp", alt: "" });
});
