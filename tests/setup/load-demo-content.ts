/**
 * Vitest's global set-up: reads the bundled demo church's content folder once
 * (with the site's own loader) and hands it to every test file, which installs
 * it as the content being served (tests/setup/demo-content.ts).
 */
import type { TestProject } from "vitest/node";
import { loadContentFolder, type ContentFiles } from "~/content/load.server";
import type { ChurchContent } from "~/content/model";

export default async function setup(project: TestProject): Promise<void> {
  const result = await loadContentFolder("content/redwood-coast");
  if (!result.ok) throw new Error(`the demo content folder has problems: ${JSON.stringify(result.problems)}`);
  project.provide("demoContent", { content: result.content, files: result.files });
}

declare module "vitest" {
  export interface ProvidedContext {
    demoContent: { content: ChurchContent; files: ContentFiles };
  }
}
