import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import type { ChurchContent } from "~/content/model";
import { formPagePaths, isServedPath, type IntegrationModes } from "~/content/site";
import { siteLanguages } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { ELEMENT_MANIFEST, WORKER_ENTRY } from "~/lib/element-entries";
import { DATE_PLACEHOLDER, WORKER_CONFIG_GLOBAL, type WorkerConfig } from "~/lib/worker-config";
import { getContent } from "./content.server";
import { getEnv } from "./env.server";

/**
 * /sw.js, the service worker (issue 44, docs/decisions/070): the worker the
 * build made (app/worker/), after one line that tells it the release, the
 * church's languages with their offline pages and words, and the allow-list
 * of public pages a copy may be kept of. Answered with `Cache-Control:
 * no-cache` (the browser asks again on each visit, and an ETag makes that a
 * 304), from the site's root, so its scope may be the whole site without a
 * `Service-Worker-Allowed` header.
 */
export const SERVICE_WORKER_PATH = "/sw.js";

let built: { code: string; release: string } | undefined;
/** The answer for each content served (a new reading of the folder makes a new one). */
let bodies = new WeakMap<ChurchContent, string>();

/**
 * Reads the built worker (production: `clientDir`'s manifest; development has none, and /sw.js is a 404 there).
 * The release is a hash of the worker and of every file name the build made (each carries its content's hash),
 * so any new build is a new release.
 */
export function loadServiceWorker(clientDir: string | undefined): void {
  built = undefined;
  bodies = new WeakMap();
  if (!clientDir) return;
  const manifest = JSON.parse(readFileSync(path.join(clientDir, ELEMENT_MANIFEST), "utf8")) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[WORKER_ENTRY];
  if (!entry) throw new Error(`The build has no service worker (${WORKER_ENTRY}): run npm run build.`);
  const code = readFileSync(path.join(clientDir, entry.file), "utf8");
  const names = [path.join(clientDir, "assets"), path.join(clientDir, "..", "server", "assets")]
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder).sort());
  const release = createHash("sha256").update(code).update(names.join("\n")).digest("hex").slice(0, 16);
  built = { code, release };
}

/** What the worker is told of the church being served (app/lib/worker-config.ts). */
export function workerConfig(content: ChurchContent, modes: IntegrationModes, release: string): WorkerConfig {
  const languages = siteLanguages(content);
  const { country, timeZone, clock } = content.church.locale;
  // Never a page holding a form: the church's forms (each visitor's own) and the giving form (money, never offline).
  const forms = new Set([...formPagePaths(content), "/give"]);
  const contentPages = content.pages.flatMap((page) => [page.path, ...page.alsoAt]).filter((page) => !forms.has(page));
  const served = (page: string) => isServedPath(content, modes, page);
  return {
    release,
    church: content.church.name,
    timeZone,
    hourCycle: clock === "24h" ? "h23" : "h12",
    languages: languages.all.map((language) => {
      const prefix = language === languages.default ? "" : `/${language}`;
      return {
        prefix,
        tag: `${language}-${country}`,
        offline: `${prefix}/offline`,
        savedCopy: translator(language, country).t("app.savedCopy", { date: DATE_PLACEHOLDER }),
      };
    }),
    // The public pages a person reads to know the church (docs/decisions/070): never a form, a signed link or a search.
    pages: [...contentPages, ...["/events", "/watch", "/app"].filter(served)],
    pagePrefixes: served("/watch") ? ["/series/", "/message/"] : [],
    assetPrefixes: ["/assets/", "/media/", "/brand/"],
  };
}

export function serviceWorkerScript(): RequestHandler {
  return (_req, res, next) => {
    if (!built) return next();
    const content = getContent();
    let body = bodies.get(content);
    if (body === undefined) {
      const config = workerConfig(content, getEnv().modes, built.release);
      body = `self.${WORKER_CONFIG_GLOBAL}=${JSON.stringify(config)};\n${built.code}`;
      bodies.set(content, body);
    }
    res.setHeader("Content-Type", "text/javascript; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.send(body);
  };
}
