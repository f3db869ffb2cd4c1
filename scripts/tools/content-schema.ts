import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { CONTENT_FILE_SCHEMAS } from "~/content/schema";

/**
 * The JSON Schemas of a content folder's files, generated from the site's zod
 * schemas (app/content/schema/), so an editor (VS Code with the YAML
 * extension, and others that read `# yaml-language-server: $schema=…`) offers
 * completion and flags mistakes as one types. `npm run content:schema [DIR]`
 * writes them into DIR/schema/.
 */
export function schemaFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const [kind, schema] of Object.entries(CONTENT_FILE_SCHEMAS)) {
    const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-7" });
    files[`${kind}.schema.json`] =
      `${JSON.stringify({ ...json, title: `A church's ${kind === "page" ? "page" : `${kind}.yaml`}` }, null, 2)}\n`;
  }
  return files;
}

export async function main(args: string[]): Promise<number> {
  const dir = path.resolve(args[0] ?? process.env.CONTENT_DIR ?? "content/redwood-coast", "schema");
  await mkdir(dir, { recursive: true });
  for (const [name, text] of Object.entries(schemaFiles())) await writeFile(path.join(dir, name), text);
  console.log(`✓ wrote ${Object.keys(schemaFiles()).length} JSON Schemas to ${dir}`);
  return 0;
}
