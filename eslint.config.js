import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
                "~/background.server",
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
              group: [
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
              ],
              message:
                "Elements run in the browser without React: they may import app/elements, pure app/lib modules and app/types.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs}", "*.js", "*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
);
