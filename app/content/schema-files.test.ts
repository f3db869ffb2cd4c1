import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { schemaFiles } from "../../scripts/tools/content-schema";

test("the JSON Schemas shipped with the demo church are the ones the site's zod schemas generate now", () => {
  for (const [name, text] of Object.entries(schemaFiles())) {
    const shipped = readFileSync(path.join("content/redwood-coast/schema", name), "utf8");
    expect(shipped, `${name} is stale: run npm run content:schema`).toBe(text);
  }
});

test("every file of the demo church names its schema, so an editor offers completion", () => {
  const church = readFileSync("content/redwood-coast/church.yaml", "utf8");
  expect(church.split("\n")[0]).toBe("# yaml-language-server: $schema=./schema/church.schema.json");
  const page = JSON.parse(schemaFiles()["page.schema.json"]!) as { oneOf?: unknown[]; anyOf?: unknown[] };
  // The page schema offers the three page types.
  expect(JSON.stringify(page)).toContain('"seasonal"');
  expect(JSON.stringify(page)).toContain('"ministry"');
});
