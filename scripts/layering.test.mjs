// The arrows of docs/architecture.md are enforced by ESLint (eslint.config.js,
// no-restricted-imports): each case lints one import as if it stood in a file of
// that folder, with the project's own configuration, and says whether lint refuses it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, test } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
let eslint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The no-restricted-imports messages lint gives `specifier` imported from `file`. */
async function refusals(file, specifier) {
  const code = `import { something } from "${specifier}";\nexport const used = something;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((message) => message.ruleId === "no-restricted-imports").map((m) => m.message);
}

// ESLint reads the TypeScript parser and the configuration once: seconds on a busy machine.
const LINT_TIMEOUT = 60_000;

describe("layering rules", () => {
  test.each([
    // Infrastructure and browser code (the rules of wave 2).
    ["app/server/cache.server.ts", "~/features/events/events.server"],
    ["app/components/page-header.tsx", "~/server/env.server"],
    ["app/elements/site-menu.ts", "~/content/model"],
    // Languages: app/i18n imports only app/lib, the catalogue and the content model's types.
    ["app/i18n/dates.ts", "~/server/env.server"],
    ["app/i18n/dates.ts", "~/features/events/events.server"],
    ["app/i18n/dates.ts", "~/components/page-header"],
    ["app/i18n/dates.ts", "~/content/load.server"],
    // No feature imports a route, a component or the composition root.
    ["app/features/sermons/sermons.server.ts", "~/routes/watch"],
    ["app/features/giving/gifts.server.ts", "~/components/giving/give-form"],
    ["app/features/signups/registrations.server.ts", "~/background.server"],
    // Nor the HTTP server's parts (app/http), which only server.ts and each other import.
    ["app/features/insights/beacon.server.ts", "~/http/app.server"],
    ["app/server/document-cache.server.ts", "~/http/cache-lifetimes.server"],
    // Giving, sign-ups and groups reach other features only through their exceptions.
    ["app/features/giving/gifts.server.ts", "~/features/newsletter/subscribers.server"],
    ["app/features/giving/gifts.server.ts", "~/features/visits/visits.server"],
    ["app/features/signups/registrations.server.ts", "~/features/giving/gifts.server"],
    ["app/features/signups/registrations.server.ts", "~/features/events/events.server.extra"],
    ["app/features/groups/join.server.ts", "~/features/events/events.server"],
    ["app/features/groups/join.server.ts", "~/features/signups/registrations.server"],
  ])("%s may not import %s", { timeout: LINT_TIMEOUT }, async (file, specifier) => {
    expect(await refusals(file, specifier)).not.toEqual([]);
  });

  test.each([
    ["app/i18n/dates.ts", "~/lib/church-time"],
    ["app/i18n/translate.ts", "~/messages"],
    ["app/i18n/context.ts", "~/content/model"],
    ["app/components/page-header.tsx", "~/i18n/translate"],
    ["app/server/content.server.ts", "~/i18n/languages"],
    ["app/features/giving/gifts.server.ts", "~/features/giving/stripe/client.server"],
    ["app/features/giving/gifts.server.ts", "~/features/mail/mail.server"],
    ["app/features/giving/gifts.server.ts", "~/features/auth/audit-log.server"],
    ["app/features/giving/gifts.server.ts", "~/server/outbox.server"],
    ["app/features/signups/paid-registrations.server.ts", "~/features/giving/stripe/checkout.server"],
    ["app/features/signups/registrations.server.ts", "~/features/signups/registration-mail.server"],
    ["app/features/signups/registrations.server.ts", "~/features/events/events.server"],
    ["app/features/groups/planning-center-groups.server.ts", "~/features/events/plain-lines"],
    // An older feature still uses another's service (docs/architecture.md).
    ["app/features/search/search-index.server.ts", "~/features/sermons/sermons.server"],
    // Tests may set up a whole site.
    ["app/features/giving/gifts.server.test.ts", "~/background.server"],
    ["app/features/groups/join.server.test.ts", "~/features/visits/test-support"],
  ])("%s may import %s", { timeout: LINT_TIMEOUT }, async (file, specifier) => {
    expect(await refusals(file, specifier)).toEqual([]);
  });
});
