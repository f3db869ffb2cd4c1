import { writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import {
  CONTENT_FILE_SCHEMAS,
  button,
  color,
  date,
  dateTime,
  email,
  href,
  image,
  link,
  markdown,
  ministryPage,
  postalAddress,
  sectionSchemas,
  seasonalPage,
  simplePage,
  sitePath,
  slug,
  text,
  time,
  webUrl,
  weekday,
} from "~/content/schema";
import { type Field, descriptionOf, fieldsOf, formatValue, titleOf, unwrap } from "./schema-fields";

/**
 * docs/content-reference.md, written from the content schemas
 * (app/content/schema/): every file kind, page type, section type and field,
 * with its type, whether it may be left out and its description, so the guide
 * cannot drift from what the site checks. `npm run content:docs` writes it; a
 * test fails when the file differs from what this writes.
 */

type AnySchema = z.core.$ZodType;

export const REFERENCE_FILE = "docs/content-reference.md";

/** The shared building blocks, documented once under Types. */
export const SHARED_TYPES: readonly AnySchema[] = [
  text,
  markdown,
  slug,
  time,
  weekday,
  date,
  dateTime,
  webUrl,
  email,
  sitePath,
  href,
  color,
  image,
  link,
  button,
  postalAddress,
];

const PAGE_TYPES = { simple: simplePage, ministry: ministryPage, seasonal: seasonalPage } as const;

const cell = (value: string) => value.replace(/\|/g, "\\|").replace(/\n/g, " ");
const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .replace(/ /g, "-");

function table(fields: readonly Field[]): string {
  if (fields.length === 0) return "No fields of its own.\n";
  const rows = fields.map(
    (field) =>
      `| \`${cell(field.path)}\` | ${cell(field.type)} | ${cell(field.presence)} | ${cell(field.description ?? "")} |`,
  );
  return ["| Field | Type | If left out | What it does |", "|---|---|---|---|", ...rows, ""].join("\n");
}

/** The keys every one of `objects` shares with the same schema (a page's or a section's common fields). */
function sharedKeys(objects: readonly AnySchema[]): string[] {
  const shapes = objects.map(
    (object) => (unwrap(object).core._zod.def as unknown as { shape: Record<string, unknown> }).shape,
  );
  const [first, ...rest] = shapes;
  return Object.keys(first ?? {}).filter((key) => rest.every((shape) => shape[key] === first![key]));
}

/** The fields common to `variants` once, then each variant's own. */
function variantsSection(name: string, variants: Record<string, AnySchema>, level: string): string[] {
  const common = sharedKeys(Object.values(variants));
  const first = Object.values(variants)[0]!;
  const out = [
    `${level} Every ${name}`,
    "",
    `Every ${name} has a \`type\` (below) and these fields:`,
    "",
    table(fieldsOf(first).filter((field) => common.includes(field.path.split(/[.[ ]/)[0]!) && field.path !== "type")),
  ];
  for (const [type, schema] of Object.entries(variants)) {
    out.push(
      `${level} type: ${type}`,
      "",
      `${descriptionOf(schema) ?? ""}`,
      "",
      table(fieldsOf(schema, "", ["type", ...common])),
    );
  }
  return out;
}

function typesSection(): string[] {
  const out = ["## Types", "", "The shared kinds of value the tables name in their Type column.", ""];
  for (const schema of SHARED_TYPES) {
    const title = titleOf(schema)!;
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { enum?: unknown[] };
    const examples = z.globalRegistry.get(schema)?.examples as unknown[] | undefined;
    out.push(`### ${title}`, "");
    if (json.enum) out.push(`One of: ${json.enum.join(", ")}.`, "");
    if (examples) out.push(`Written like ${examples.map((example) => `\`${formatValue(example)}\``).join(", ")}.`, "");
    const fields = fieldsOf(schema);
    if (fields.length > 0) out.push(table(fields));
  }
  return out;
}

/** A file name as Markdown shows it: `<id>` written as entities, or it would be read as an HTML tag and dropped. */
const shown = (name: string) => name.replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The file a kind is written in: "church.yaml"; one file per event under events/. */
function fileNameOf(kind: string): string {
  return kind === "event" ? "events/<id>.yaml" : `${kind}.yaml`;
}

export function contentReference(): string {
  const { page: _page, ...files } = CONTENT_FILE_SCHEMAS;
  const out = [
    "# Content reference",
    "",
    "<!-- Written by `npm run content:docs` from the schemas in app/content/schema/: change a field's",
    "     description there, never this file (a test fails when the two differ). -->",
    "",
    "Every file of a church's content folder and every field it may hold, with what the site does with it.",
    "[Making it your church's site](adopting.md) walks through writing the folder; this is the reference.",
    "`npm run content:check` checks a folder against these same schemas.",
    "",
    "How to read a table: `a.b` is the field `b` inside the group `a`; `a[]` is an item of the list `a`;",
    "`a (form)` is one of the forms a field may take. *If left out* says whether the field is required,",
    "may be left out, or what the site uses in its place. Types in the Type column are explained under",
    `[Types](#types).`,
    "",
    "## Contents",
    "",
    ...Object.keys(files).map((kind) => `- [${shown(fileNameOf(kind))}](#${anchor(fileNameOf(kind))})`),
    "- [Pages](#pages)",
    "- [Sections](#sections)",
    "- [Types](#types)",
    "",
  ];
  for (const [kind, schema] of Object.entries(files)) {
    out.push(
      `## ${shown(fileNameOf(kind))}`,
      "",
      descriptionOf(schema) ?? descriptionOf(unwrap(schema).core) ?? "",
      "",
      table(fieldsOf(schema)),
    );
  }
  out.push(
    "## Pages",
    "",
    "Each page is a file of pages/: its address is its path there (pages/ministries/kids.yaml is",
    "/ministries/kids, pages/index.yaml is the home page), and `alsoAt` adds others.",
    "Its `type` is simple, ministry or seasonal.",
    "",
    ...variantsSection("page", PAGE_TYPES, "###"),
    "## Sections",
    "",
    "A page's `sections` are a list; each section's `type` says which of these it is.",
    "",
    ...variantsSection("section", sectionSchemas, "###"),
    ...typesSection(),
  );
  return `${out
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()}\n`;
}

/** Every field of every schema, for the test that each has a description. */
export function everyField(): Field[] {
  const { page: _page, ...files } = CONTENT_FILE_SCHEMAS;
  return [
    ...Object.entries(files).flatMap(([kind, schema]) => prefixed(`${fileNameOf(kind)} `, fieldsOf(schema))),
    ...Object.entries(PAGE_TYPES).flatMap(([type, schema]) =>
      prefixed(`page ${type} `, fieldsOf(schema, "", ["type"])),
    ),
    ...Object.entries(sectionSchemas).flatMap(([type, schema]) =>
      prefixed(`section ${type} `, fieldsOf(schema, "", ["type"])),
    ),
    ...SHARED_TYPES.flatMap((schema) => prefixed(`${titleOf(schema)} `, fieldsOf(schema))),
  ];
}

const prefixed = (prefix: string, fields: Field[]) => fields.map((field) => ({ ...field, path: prefix + field.path }));

export async function main(args: string[]): Promise<number> {
  const file = path.resolve(args[0] ?? REFERENCE_FILE);
  await writeFile(file, contentReference());
  console.log(`✓ wrote ${file}`);
  return 0;
}
