import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "build/", ".wrangler/", "node_modules/", "test-results/", "migrations/meta/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  { files: ["**/*.d.ts"], rules: { "@typescript-eslint/consistent-type-imports": "off" } },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Feature folders and the app may import only pure contracts from the worker, never its runtime.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/worker/routes/*",
                "**/worker/services/*",
                "**/worker/middleware/*",
                "**/worker/db/*",
                "**/worker/app*",
                "**/worker/index*",
                "hono",
                "drizzle-orm*",
              ],
              message: "web/ may import only pure worker modules (contracts, catalog, rules, geo).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["worker/rules/**/*.ts", "worker/geo/**/*.ts", "worker/catalog/**/*.ts", "worker/contracts/**/*.ts"],
    rules: {
      // Pure modules: no env, no database, no Hono.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["hono", "hono/*", "drizzle-orm*", "**/db/*", "**/services/*", "**/routes/*", "**/middleware/*"],
              message: "pure module",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["worker/services/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["hono", "hono/*", "**/routes/*", "**/middleware/*"],
              message: "services are plain functions without Hono",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["worker/middleware/**/*.ts"],
    rules: {
      // Middleware reads the request, sets the context and calls services: no routes, no queries of its own.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/routes/*", "drizzle-orm*", "**/db/schema*"],
              message: "middleware calls services (routes → middleware → services → db)",
            },
          ],
        },
      ],
    },
  },
);
