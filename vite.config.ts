import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

// Browser code in a few chunks rather than a dozen tiny ones: on a slow phone
// connection each extra request costs a round trip before the page can run.
// "framework" is React and React Router; "shell" is what the root route (the
// navigation, sign-up and footer) imports on every page anyway, @date-fns/tz's
// TZDate included. date-fns itself is not named: no browser module needs it
// (docs/decisions/021-own-date-formatter.md), and one that did should keep it in
// its own route's chunk rather than load it on every page.
const browserChunks = [
  {
    name: "framework",
    priority: 2,
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
  },
  {
    name: "shell",
    priority: 1,
    test: /(node_modules[\\/]@date-fns[\\/]tz[\\/])|(app[\\/](lib[\\/](church-time|live-window|seasonal|meta)|hooks[\\/](use-church-clock|use-hydrated|focus-trap)|content[\\/](church|navigation|seasons)|components[\\/](layout[\\/]|nonce)))/,
  },
];

// The server build's entry is our own Express application (server.ts), so the
// Express middleware and every route module share one bundle and one set of
// module-level caches and database handles.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    rollupOptions: isSsrBuild ? { input: "./server.ts" } : { output: { codeSplitting: { groups: browserChunks } } },
  },
  ssr: {
    // Native module: load it from node_modules at run time, never bundle it.
    external: ["better-sqlite3"],
  },
  plugins: [reactRouter()],
}));
