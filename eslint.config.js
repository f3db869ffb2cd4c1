import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Tests and their helpers may set up a whole site (the composition root, other features' data). */
const FEATURE_TEST_FILES = ["**/*.test.{ts,tsx}", "**/test-support.ts", "**/*-test-support.ts"];
const FEATURE_LAYER = {
  group: ["~/routes/*", "~/components/*", "~/elements/*", "~/hooks/*", "~/root", "~/background*.server", "~/http/*"],
  message:
    "A feature may import app/server, app/lib, app/i18n, app/content, app/types and its own folder; never a route, component, element, the composition root or the HTTP server (app/http).",
};
/**
 * The features of this wave, each with the other features' modules it may import (docs/architecture.md,
 * "Features that use each other"): auth and mail serve every feature; a folder ending in / opens all of it.
 */
const FEATURE_EXCEPTIONS = {
  giving: ["auth/", "mail/"],
  signups: [
    "auth/",
    "mail/",
    "giving/stripe/",
    "events/events.server",
    "events/planning-center.server",
    "visits/visit-content",
    "visits/visits.server",
  ],
  groups: ["auth/", "mail/", "events/plain-lines"],
  // Issue 35: a form's notices go to staff by role (auth) by e-mail (mail).
  forms: ["auth/", "mail/"],
  // Issue 45: hosts are staff (auth); a prayer conversation passed on becomes a submission of the prayer form.
  "live-chat": ["auth/", "forms/submission-store.server", "forms/form-notices.server", "prayer/prayer-forms"],
  // Issue 44: a sign-up's reminders on the phones linked to it (read only), at the visits' reminder hour.
  push: [
    "auth/",
    "signups/registrations.server",
    "signups/registration-facts.server",
    "signups/registered-event",
    "signups/sign-up-mail.server",
    "signups/registration-mail.server",
    "visits/visit-content",
    "visits/visits.server",
  ],
  // Issue 47: who is staff (auth), and the gifts Insights counts from giving's own records.
  insights: ["auth/", "giving/gift-counts.server"],
};
/** What browser code that runs without React (the elements, the service worker) may never import. */
const BROWSER_ONLY = [
  "react",
  "react-*",
  "react-router",
  "@react-router/*",
  "**/*.server",
  "~/features/*",
  "~/server/*",
  "~/routes/*",
  "~/components/*",
  "~/content/*",
];
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** An import of another feature's module that is not among `allowed` (its own folder always is). */
function otherFeatures(feature, allowed) {
  const open = [`${feature}/`, ...allowed].map((item) =>
    item.endsWith("/") ? escapeRegex(item) : `${escapeRegex(item)}$`,
  );
  return {
    regex: `^~/features/(?!${open.join("|")})`,
    message: `app/features/${feature} may import another feature only through the exceptions in eslint.config.js (FEATURE_EXCEPTIONS, docs/architecture.md).`,
  };
}

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "reports/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // The arrows of docs/architecture.md, enforced: infrastructure never imports a
  // feature or anything above it, and browser code never imports a .server module.
  {
    files: ["app/server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/features/*",
                "~/routes/*",
                "~/components/*",
                "~/elements/*",
                "~/background*.server",
                "~/http/*",
                "~/root",
                "../*",
              ],
              message:
                "app/server/ is infrastructure: it may import only app/server, app/lib, app/content and app/types.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}", "app/types.ts"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.server", "~/features/*", "~/server/*", "~/routes/*"],
              message: "Browser code may not import server modules or routes.",
            },
          ],
        },
      ],
    },
  },
  // The browser's only script (docs/decisions/024): no React or router, no content modules, nothing of the server's.
  {
    files: ["app/elements/**/*.ts"],
    ignores: ["**/*.test.ts", "app/elements/jsx.d.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: BROWSER_ONLY,
              message:
                "Elements run in the browser without React: they may import app/elements, pure app/lib modules and app/types.",
            },
          ],
        },
      ],
    },
  },
  // The service worker (issue 44, docs/decisions/070): browser code of its own, which no page and no server imports.
  {
    files: ["app/worker/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...BROWSER_ONLY, "~/elements/*", "~/i18n/*"],
              message:
                "The service worker runs in the browser on its own: it may import app/worker and pure app/lib modules.",
            },
          ],
        },
      ],
    },
  },
  // Languages (issue 27): app/i18n may be imported by anything, and imports only pure code (app/lib), the
  // message catalogue (app/messages) and the content model's types.
  {
    files: ["app/i18n/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/*.server",
                "~/features/*",
                "~/server/*",
                "~/routes/*",
                "~/components/*",
                "~/elements/*",
                "~/hooks/*",
                "~/root",
                "~/background*.server",
                "~/http/*",
                "~/content/*",
                "!~/content/model",
              ],
              message: "app/i18n may import only app/lib, app/messages, app/i18n and the content model's types.",
            },
          ],
        },
      ],
    },
  },
  // Features never import the screens, the UI or the composition root (docs/architecture.md).
  {
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: FEATURE_TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: [FEATURE_LAYER] }] },
  },
  // This wave's features reach other features only through the exceptions docs/architecture.md lists.
  ...Object.entries(FEATURE_EXCEPTIONS).map(([feature, allowed]) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    ignores: FEATURE_TEST_FILES,
    rules: { "no-restricted-imports": ["error", { patterns: [FEATURE_LAYER, otherFeatures(feature, allowed)] }] },
  })),
  {
    files: ["scripts/**/*.{js,mjs}", "*.js", "*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
);
