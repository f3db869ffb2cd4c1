import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { ELEMENT_MANIFEST } from "~/lib/element-entries";
import { elementScripts, loadElementBundles } from "./element-bundles.server";

function buildWith(manifest: unknown): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), "church-elements-"));
  mkdirSync(path.dirname(path.join(clientDir, ELEMENT_MANIFEST)), { recursive: true });
  writeFileSync(path.join(clientDir, ELEMENT_MANIFEST), JSON.stringify(manifest));
  return clientDir;
}

test("pages link the hashed bundle the build's manifest names for their entry: public pages, the sign-up page, the live page and its chat, /app, and the staff area", () => {
  loadElementBundles(
    buildWith({
      "app/elements/index.ts": { file: "assets/elements-public-C-KW5EPP.js", name: "public", isEntry: true },
      "app/elements/admin.ts": { file: "assets/elements-admin-D3aQ1xYz.js", name: "admin", isEntry: true },
      "app/elements/sign-up.ts": { file: "assets/elements-signUp-B7bm3-F2.js", name: "signUp", isEntry: true },
      "app/elements/live.ts": { file: "assets/elements-live-Q1w2E3r4.js", name: "live", isEntry: true },
      "app/elements/live-chat/index.ts": {
        file: "assets/elements-liveChat-Z9y8X7w6.js",
        name: "liveChat",
        isEntry: true,
      },
      "app/elements/app.ts": { file: "assets/elements-app-Q2w9Lk1a.js", name: "app", isEntry: true },
    }),
  );
  expect(elementScripts()).toEqual({
    public: "/assets/elements-public-C-KW5EPP.js",
    admin: "/assets/elements-admin-D3aQ1xYz.js",
    signUp: "/assets/elements-signUp-B7bm3-F2.js",
    live: "/assets/elements-live-Q1w2E3r4.js",
    liveChat: "/assets/elements-liveChat-Z9y8X7w6.js",
    app: "/assets/elements-app-Q2w9Lk1a.js",
  });
});

test("a build without the bundle stops the server at start-up, saying how to fix it", () => {
  expect(() => loadElementBundles(buildWith({}))).toThrow(/app\/elements\/index\.ts.*npm run build/);
});

test("in development (no built client) pages link the entry's source, which Vite serves", () => {
  loadElementBundles(undefined);
  expect(elementScripts()).toEqual({
    public: "/app/elements/index.ts",
    admin: "/app/elements/admin.ts",
    signUp: "/app/elements/sign-up.ts",
    live: "/app/elements/live.ts",
    liveChat: "/app/elements/live-chat/index.ts",
    app: "/app/elements/app.ts",
  });
});
