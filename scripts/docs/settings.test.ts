import { expect, test } from "vitest";
import { BACKUP_SETTING_NAMES } from "~/features/backups/restic.server";
import { SETTING_NAMES } from "~/server/env.server";
import { read, tableRows } from "./markdown";

/**
 * Every setting the server reads is in .env.example and in docs/configuration.md's table, and every one they
 * list is read: the env schema (app/server/env.server.ts), what `npm run serve` itself reads before it, and
 * the settings of `npm run backup` (restic's own, app/features/backups/restic.server.ts).
 */
const SETTING = /^[A-Z][A-Z0-9_]+$/;

function settingsRead(): string[] {
  const serve = [...read("scripts/serve.mjs").matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!);
  return [...new Set([...SETTING_NAMES, ...serve, ...BACKUP_SETTING_NAMES])].sort();
}

/** The names .env.example sets or shows commented out (`NAME=` or `# NAME=`). */
function inEnvExample(): string[] {
  const names = [...read(".env.example").matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
  return [...new Set(names)].sort();
}

/** The names in the first cell of each row of docs/configuration.md's table. */
function inConfigurationTable(): string[] {
  const names = tableRows("docs/configuration.md").flatMap(([first]) =>
    (first?.children ?? [])
      .filter((token) => token.type === "code_inline" && SETTING.test(token.content))
      .map((token) => token.content),
  );
  return [...new Set(names)].sort();
}

test("the server's settings are found (the schema and the serve script)", () => {
  expect(settingsRead()).toEqual(expect.arrayContaining(["PORT", "DATA_DIR", "STRIPE_SECRET_KEY", "BUILD_DIR"]));
});

test(".env.example names every setting the server reads, and no other", () => {
  expect(inEnvExample()).toEqual(settingsRead());
});

test("docs/configuration.md's table names every setting the server reads, and no other", () => {
  expect(inConfigurationTable()).toEqual(settingsRead());
});
