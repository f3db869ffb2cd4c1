/**
 * What the service worker (app/worker/, issue 44) knows of the site, written
 * by the server in front of the built worker when it answers /sw.js
 * (app/server/service-worker.server.ts): the release, the church's languages
 * with their offline page and words, and the allow-list of public pages a
 * person's copy may be kept of (docs/decisions/070). Shared by both sides, so
 * neither can drift from the other.
 */

/** The global the server's first line of /sw.js sets. */
export const WORKER_CONFIG_GLOBAL = "SITE_WORKER";

export interface WorkerLanguage {
  /** "" for the default language, "/es" for Spanish. */
  prefix: string;
  /** "en-US", "es-US": how its dates are written. */
  tag: string;
  /** The offline page in this language ("/offline", "/es/offline"). */
  offline: string;
  /** The line above a saved copy, with %DATE% where its date goes. */
  savedCopy: string;
}

export interface WorkerConfig {
  /**
   * The build this worker belongs to: a new release writes another, so /sw.js
   * changes and the new worker deletes the caches of the one before.
   */
  release: string;
  /** The church's name: the title of a notification whose message could not be read. */
  church: string;
  /** The church's zone and clock: a saved copy's date is written in them. */
  timeZone: string;
  hourCycle: "h12" | "h23";
  /** The default language first. */
  languages: WorkerLanguage[];
  /** The public pages a copy may be kept of, as paths without a language prefix ("/", "/visit", "/events"). */
  pages: string[];
  /** Kinds of public page with an id after the prefix ("/series/", "/message/"). */
  pagePrefixes: string[];
  /** Where the pictures, fonts and scripts a kept page needs are served ("/assets/", "/media/", "/brand/"). */
  assetPrefixes: string[];
}

/** The place for a saved copy's date in `WorkerLanguage.savedCopy`. */
export const DATE_PLACEHOLDER = "%DATE%";
