/**
 * Vitest's global set-up: an empty folder, for this run only, where the built servers that the integration
 * tests start leave the pictures they made (tests/integration/picture-cache.ts). Each server makes every
 * picture of its content folder at every width after it starts (warmMedia, a few CPU-seconds on two cores);
 * a server started later on a fresh data folder finds the ones made before it and makes only the rest.
 * Made per run, so every picture served in a run was made by this run's build.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

export default function setup(project: TestProject): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), "church-test-pictures-"));
  project.provide("pictureCache", folder);
  return () => rmSync(folder, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pictureCache: string;
  }
}
