// Runs a TypeScript tool of scripts/tools/ with the site's own modules (the
// content loader, the zod schemas) without a build of the whole site: the tool
// is bundled once with rolldown (Vite's bundler, already installed) into
// node_modules/.cache/church-tools/, and again whenever a source is newer, so
// a check of a content folder starts in well under a second.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./prepare.mjs";

function newestIn(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Imports scripts/tools/<name>.ts, bundled when needed. */
export async function importTool(name) {
  const entry = path.join(root, "scripts", "tools", `${name}.ts`);
  const out = path.join(root, "node_modules", ".cache", "church-tools", `${name}.mjs`);
  const sources = Math.max(
    newestIn(path.join(root, "app", "content")),
    newestIn(path.join(root, "app", "lib")),
    newestIn(path.join(root, "scripts", "tools")),
    statSync(path.join(root, "package-lock.json")).mtimeMs,
  );
  if (!existsSync(out) || statSync(out).mtimeMs < sources) {
    const { build } = await import("rolldown");
    await build({
      input: entry,
      platform: "node",
      logLevel: "silent",
      resolve: { alias: { "~": path.join(root, "app") } },
      // Packages load from node_modules as the site loads them; only our own modules are bundled.
      external: (id) => !id.startsWith(".") && !id.startsWith("/") && !id.startsWith("~") && !path.isAbsolute(id),
      output: { file: out, format: "esm" },
    });
  }
  return import(pathToFileURL(out).href);
}
