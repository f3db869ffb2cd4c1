import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";

/**
 * The run's pictures (tests/setup/picture-cache.ts), shared by the servers the integration tests start: a
 * picture is named by its source's hash and its width (DATA_DIR/media/<hash>-<width>.webp), so one made
 * by any server of this run is the very file another would make. Copied into a fresh data folder before
 * its server starts; what a server made is added when it stops. Only finished files are shared: the site
 * writes each to a temporary name and renames it into place.
 */
const FINISHED = /^[0-9a-f]{16}-\d{2,4}\.webp$/;

function cacheFolder(): string | undefined {
  try {
    return inject("pictureCache") || undefined;
  } catch {
    // Outside `vitest run` with this config (no global set-up): every server makes its own.
    return undefined;
  }
}

function namesIn(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    // Not made yet, or removed by its test: nothing to share.
    return [];
  }
}

function copyFinished(from: string, to: string): void {
  const present = new Set(namesIn(to));
  for (const name of namesIn(from)) {
    if (!FINISHED.test(name) || present.has(name)) continue;
    mkdirSync(to, { recursive: true });
    // Renamed into place, so a server starting meanwhile never copies half a file.
    const temporary = path.join(to, `.${name}.${process.pid}.part`);
    try {
      copyFileSync(path.join(from, name), temporary);
      renameSync(temporary, path.join(to, name));
    } catch {
      // Gone meanwhile (a test removed its data folder): that server makes its own, as without the cache.
      rmSync(temporary, { force: true });
    }
  }
}

/** Before a server starts on a fresh data folder: the pictures this run has made so far. */
export function seedPictures(dataDir: string): void {
  const cache = cacheFolder();
  if (cache) copyFinished(cache, path.join(dataDir, "media"));
}

/** After a server stops: the pictures it made, for the servers after it. */
export function sharePictures(dataDir: string): void {
  const cache = cacheFolder();
  if (cache) copyFinished(path.join(dataDir, "media"), cache);
}
