import { defineConfig, type EnvironmentOptions } from "vite";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { ELEMENT_ENTRIES, ELEMENT_MANIFEST, WORKER_ENTRY, type ElementEntry } from "./app/lib/element-entries.ts";

/**
 * The browser's only scripts: the custom elements of app/elements/
 * (docs/decisions/024-no-react-in-the-browser.md), one bundle per entry of
 * app/lib/element-entries.ts. Built after React Router's build (`npm run
 * build`), into the same build/client/assets with hashed names, with a
 * manifest the server reads at start-up (app/server/element-bundles.server.ts)
 * to link each bundle from the pages.
 *
 * Each entry is built on its own, complete in one file: a module two entries
 * share (the XSRF fetch, the element helpers) is in both, rather than in a
 * chunk of its own that every public page would fetch as a second request
 * (issue 18: the staff area's entry must change nothing for public pages).
 */
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = path.join(root, process.env.BUILD_DIR ?? "build", "client");
// The service worker (issue 44) is one more entry: a classic script (format "iife"), which every browser
// that has service workers can start, where a module worker is not yet everywhere.
const entries = [...Object.entries(ELEMENT_ENTRIES), ["worker", WORKER_ENTRY]] as [ElementEntry | "worker", string][];

function entryEnvironment(name: ElementEntry | "worker", file: string): EnvironmentOptions {
  return {
    consumer: "client",
    build: {
      outDir,
      emptyOutDir: false,
      modulePreload: false,
      rollupOptions: {
        input: { [name]: path.join(root, file) },
        output: {
          entryFileNames: name === "worker" ? "assets/worker-[hash].js" : "assets/elements-[name]-[hash].js",
          codeSplitting: false,
          ...(name === "worker" ? { format: "iife" as const } : {}),
        },
      },
    },
  };
}

export default defineConfig({
  resolve: {
    alias: { "~": path.join(root, "app") },
  },
  publicDir: false,
  environments: Object.fromEntries(entries.map(([name, file]) => [name, entryEnvironment(name, file)])),
  builder: {
    // One build per entry, then one manifest for all, in the shape the server reads.
    async buildApp(builder) {
      const manifest: Record<string, { file: string; name: string; src: string; isEntry: true }> = {};
      for (const [name, file] of entries) {
        const outputs = [await builder.build(builder.environments[name]!)].flat();
        const chunk = outputs
          .flatMap((output) => ("output" in output ? output.output : []))
          .find((item) => item.type === "chunk" && item.isEntry);
        if (!chunk) throw new Error(`No bundle was built for ${file}`);
        manifest[file] = { file: chunk.fileName, name, src: file, isEntry: true };
      }
      mkdirSync(path.dirname(path.join(outDir, ELEMENT_MANIFEST)), { recursive: true });
      writeFileSync(path.join(outDir, ELEMENT_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  },
});
