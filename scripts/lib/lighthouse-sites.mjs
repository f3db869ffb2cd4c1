// The sites `npm run lighthouse` measures (scripts/lighthouse.mjs): each build served by scripts/serve.mjs on its
// own port with a data folder of its own (an older build kept on its own runs beside this checkout's
// node_modules), waited for until /healthz answers, a staff session on it for the staff pages, and the list of
// pages its sitemap.xml names. Imported once the dependencies are installed (it loads the sitemap package).
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { root } from "./prepare.mjs";
import { signInStaff } from "./staff-sign-in.mjs";

/**
 * A build kept on its own (no node_modules beside it, as a copy of an older
 * build often is) cannot load its packages: run a copy of it beside this
 * checkout's node_modules instead. A copy, not a link: Node resolves a
 * module's packages from its real path.
 */
export function runnable(buildDir) {
  if (existsSync(path.join(buildDir, "..", "node_modules"))) return buildDir;
  const staged = mkdtempSync(path.join(tmpdir(), "church-lh-build-"));
  cpSync(buildDir, path.join(staged, "build"), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(staged, "node_modules"), "dir");
  return path.join(staged, "build");
}

/**
 * Serves the build in `buildDir` on `serverPort` with a data folder of its own, the test clock switched on when
 * `testClock` (LIGHTHOUSE_NOW) and `env` on top of this process's settings.
 */
export function startServer(serverPort, buildDir, { testClock = false, env: extraEnv = {} } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-lh-"));
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(testClock ? { ALLOW_TEST_CLOCK: "true" } : {}),
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  return { server, dataDir, buildDir, port: serverPort };
}

/**
 * A staff session on `site` (made once): an owner set up by the real
 * `admin:invite` command against the site's data, signed in by posting the
 * printed link's token as the verify page's button would.
 */
export async function staffCookie(site) {
  site.staffCookie ??= await signInStaff(site.baseUrl, {
    email: "lighthouse@example.org",
    role: "owner",
    env: { BUILD_DIR: site.buildDir, DATA_DIR: site.dataDir },
  });
  return site.staffCookie;
}

/** Resolves once `url` answers ok; throws after about 20 s. */
export async function waitFor(url) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** The paths a site's sitemap.xml lists (read once per site). */
export async function sitemapPaths(site) {
  site.sitemapPaths ??= fetch(`${site.baseUrl}/sitemap.xml`)
    .then((response) => (response.ok ? response.text() : ""))
    .then(async (xml) =>
      xml ? (await parseSitemap(Readable.from([xml]))).map((entry) => new URL(entry.url).pathname) : [],
    );
  return site.sitemapPaths;
}

// Every page the site map lists (SPEC 2.1 and the sermon finder), with one series and one message
// standing for all of theirs: one list of the site's pages, kept in app/features/feeds/sitemap.server.ts.
export async function pagesFromSitemap(site) {
  const paths = await sitemapPaths(site);
  // Every page in every language (issue 27: `/es/…`), with one series and one message in each.
  const pages = paths.filter((path) => !/^(?:\/[a-z]{2})?\/(series|message)\//.test(path));
  const firstOf = (prefix) => paths.find((path) => path.startsWith(prefix));
  const languages = [...new Set(paths.map((path) => /^\/[a-z]{2}(?=\/)/.exec(path)?.[0] ?? ""))];
  return [
    ...pages,
    ...languages.flatMap((language) => [firstOf(`${language}/series/`), firstOf(`${language}/message/`)]),
  ].filter(Boolean);
}
