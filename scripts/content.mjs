// `npm run content:check [DIR]`, `npm run content:schema [DIR]`, `npm run content:docs` and
// `npm run content:new -- DIR`: the content folder tools (scripts/tools/), run with the site's own
// schemas and loader.
import { importTool } from "./lib/tool-bundle.mjs";
import { ensureDependencies } from "./lib/prepare.mjs";

const [command, ...args] = process.argv.slice(2);
if (command !== "check" && command !== "schema" && command !== "docs" && command !== "new") {
  console.error("Usage: node scripts/content.mjs check|schema [DIR] | docs [FILE] | new DIR");
  process.exit(2);
}
ensureDependencies();
const tool = await importTool(`content-${command}`);
process.exit(await tool.main(args));
