import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { ELEMENT_ENTRIES, ELEMENT_MANIFEST } from "./app/lib/element-entries.ts";

/**
 * The browser's only scripts: the custom elements of app/elements/
 * (docs/decisions/023-no-react-in-the-browser.md), one bundle per entry of
 * app/lib/element-entries.ts. Built after React Router's build (`npm run
 * build`), into the same build/client/assets with hashed names, with a
 * manifest the server reads at start-up (app/server/element-bundles.server.ts)
 * to link each bundle from the pages.
 */
const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    alias: { "~": path.join(root, "app") },
  },
  publicDir: false,
  build: {
    outDir: path.join(root, process.env.BUILD_DIR ?? "build", "client"),
    emptyOutDir: false,
    manifest: ELEMENT_MANIFEST,
    modulePreload: false,
    rollupOptions: {
      input: Object.fromEntries(Object.entries(ELEMENT_ENTRIES).map(([name, file]) => [name, path.join(root, file)])),
      output: {
        entryFileNames: "assets/elements-[name]-[hash].js",
        chunkFileNames: "assets/elements-[name]-[hash].js",
      },
    },
  },
});
