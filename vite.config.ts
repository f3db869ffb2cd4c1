import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

// React Router renders every page on the server. Its plugin still builds browser
// modules for the routes, but no page links them: the browser's only scripts are
// the custom elements of app/elements/, built by vite.elements.config.ts
// (docs/decisions/024-no-react-in-the-browser.md).
//
// The server build's entry is our own Express application (server.ts), so the
// Express middleware and every route module share one bundle and one set of
// module-level caches and database handles.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    rollupOptions: isSsrBuild ? { input: "./server.ts" } : undefined,
  },
  ssr: {
    // Native module: load it from node_modules at run time, never bundle it.
    external: ["better-sqlite3"],
  },
  plugins: [reactRouter()],
}));
