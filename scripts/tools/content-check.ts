import path from "node:path";
import { loadContentFolder } from "~/content/load.server";
import { formatProblem } from "~/content/read-files.server";
import { schemaFiles } from "./content-schema";
import { demoLeftovers } from "./demo-leftovers";
import { readFile } from "node:fs/promises";

/**
 * `npm run content:check [DIR]`: checks a church's content folder (CONTENT_DIR,
 * or the bundled demo church) exactly as the site does at start-up, and names
 * every problem with its file, field, line and a hint, and warns of anything
 * still the demo church's. Exits 1 when the site would refuse to start with it.
 */
export async function main(args: string[]): Promise<number> {
  const dir = path.resolve(args[0] ?? process.env.CONTENT_DIR ?? "content/redwood-coast");
  const started = performance.now();
  const result = await loadContentFolder(dir);
  // What still comes from the demo church never stops the site, but an adopter should see each of it (issue 26).
  const leftovers = await demoLeftovers(dir);
  const problems = [...(result.ok ? result.warnings : result.problems), ...leftovers];
  const ms = Math.round(performance.now() - started);
  const errors = problems.filter((problem) => problem.severity === "error");
  const warnings = problems.filter((problem) => problem.severity === "warning");
  for (const problem of [...errors, ...warnings]) console.log(formatProblem(problem));
  const stale = await staleSchemas(dir);
  if (stale.length > 0) {
    console.log(
      `note: ${stale.join(", ")} in ${path.relative(process.cwd(), dir) || dir}/schema/ ${stale.length === 1 ? "is" : "are"} older than the site's: run \`npm run content:schema -- ${args[0] ?? dir}\` for your editor's completion`,
    );
  }
  if (!result.ok) {
    console.log(
      `\n✗ ${dir}: ${errors.length} problem${errors.length === 1 ? "" : "s"} (checked in ${ms} ms). The site will not start with this folder until they are fixed.`,
    );
    return 1;
  }
  const { content } = result;
  console.log(
    `✓ ${dir}: ${content.church.name}, ${content.pages.length} pages (${content.seasons.length} seasonal), ` +
      `${content.services.gatherings.length} weekly gathering${content.services.gatherings.length === 1 ? "" : "s"}` +
      `${warnings.length ? `, ${warnings.length} warning${warnings.length === 1 ? "" : "s"}` : ""} (checked in ${ms} ms)`,
  );
  return 0;
}

/** The folder's schema files that differ from what the site's schemas generate now. */
async function staleSchemas(dir: string): Promise<string[]> {
  const stale: string[] = [];
  for (const [name, text] of Object.entries(schemaFiles())) {
    const shipped = await readFile(path.join(dir, "schema", name), "utf8").catch(() => null);
    if (shipped !== null && shipped !== text) stale.push(name);
  }
  return stale;
}
