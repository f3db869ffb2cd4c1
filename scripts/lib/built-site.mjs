// What the operator's commands (admin:invite, data:forget, backup/restore, giving:reconcile) share: the site's
// settings (.env beside the README, as `npm start` reads it), production mode, quiet logs (a command prints what
// it did; its log lines would repeat it, errors still show), and the built server's exports. They run the build,
// never the sources, so a command and the running site are the same code.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = fileURLToPath(new URL("../..", import.meta.url));

/** The build's server module (build/server/index.js, or BUILD_DIR's); exits with a message when there is none. */
export async function loadBuiltSite() {
  if (existsSync(path.join(root, ".env"))) process.loadEnvFile(path.join(root, ".env"));
  process.env.NODE_ENV ??= "production";
  process.env.LOG_LEVEL ??= "error";
  const bundle = path.join(path.resolve(root, process.env.BUILD_DIR ?? "build"), "server", "index.js");
  if (!existsSync(bundle)) {
    console.error(`No build at ${bundle}: run \`npm run build\` first.`);
    process.exit(1);
  }
  return import(pathToFileURL(bundle).href);
}
