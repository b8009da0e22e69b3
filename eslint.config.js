import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Files that import no env, database or Hono, and whatever else `layer` forbids. */
function pureModule(files, layer) {
  const pure = {
    group: ["hono", "hono/*", "drizzle-orm*", "jose", "**/db/*", "**/services/*", "**/routes/*", "**/middleware/*"],
    message: "pure module",
  };
  // Out of worker/core into the server around it (worker/lib, env, app) or into the browser.
  const outside = {
    regex: "^(\\.\\./)+(lib|env|app|index|web)(/|\\.|$)|^@web/",
    message: "the pure core imports nothing of the server or the browser around it",
  };
  return {
    files,
    rules: { "no-restricted-imports": ["error", { patterns: layer ? [pure, outside, layer] : [pure, outside] }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      "worker-configuration.d.ts",
      "dist/",
      "build/",
      ".wrangler/",
      "node_modules/",
      "test-results/",
      "migrations/meta/",
    ],
  },
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
      // The browser imports the worker's pure core (worker/core) and nothing else of the worker.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/worker/*", "!**/worker/core", "@worker/*", "!@worker/core", "hono", "hono/*", "drizzle-orm*"],
              message: "web/ may import only the worker's pure core (worker/core/…).",
            },
          ],
        },
      ],
    },
  },
  {
    // The SPA's layers (bulletproof-react, with Feature-Sliced Design's entities): features never import each other;
    // web/src/app composes them; entities hold the domain several features share (structure types, saves, the
    // location…) and import no feature, app or component; lib (infrastructure), components and config are shared and
    // import no feature; of the worker, only its pure modules.
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/root-path": import.meta.dirname,
      // The path aliases (@web/…, @worker/…) resolve as tsc resolves them, so the layers below see through them.
      "import/resolver": { typescript: { project: "./tsconfig.web.json" } },
      "boundaries/elements": [
        { type: "app", pattern: "web/src/app", partialMatch: false },
        { type: "feature", pattern: "web/src/features/*", capture: ["feature"], partialMatch: false },
        { type: "entities", pattern: "web/src/entities/*", capture: ["entity"], partialMatch: false },
        { type: "lib", pattern: "web/src/lib", partialMatch: false },
        { type: "components", pattern: "web/src/components", partialMatch: false },
        { type: "config", pattern: "web/src/config", partialMatch: false },
        // What is left directly in web/src: main.tsx (the entry) and the global stylesheet.
        { type: "main", pattern: "web/src", partialMatch: false },
        { type: "worker-pure", pattern: "worker/core/*", partialMatch: false },
        // The rest of the worker (routes, services, db, env…): never imported by the SPA.
        { type: "worker", pattern: "worker", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            "{{from.type}}{{#if from.captured.feature}} '{{from.captured.feature}}'{{/if}}{{#if from.captured.entity}} '{{from.captured.entity}}'{{/if}} may not import {{to.type}}{{#if to.captured.feature}} '{{to.captured.feature}}'{{/if}}{{#if to.captured.entity}} '{{to.captured.entity}}'{{/if}}: a feature imports only its own folder, entities, lib, components, config and worker/core; entities import only entities, lib, config and worker/core; components import no feature; lib and config import no feature or entity; web/src/app composes features",
          policies: [
            { from: { element: { type: "main" } }, allow: { to: { element: { types: { anyOf: ["main", "app"] } } } } },
            {
              from: { element: { type: "app" } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ["app", "feature", "entities", "lib", "components", "config", "worker-pure"] },
                  },
                },
              },
            },
            {
              from: { element: { type: "feature" } },
              allow: { to: { element: { type: "feature", captured: { feature: "{{ from.captured.feature }}" } } } },
            },
            {
              from: { element: { types: { anyOf: ["feature", "components"] } } },
              allow: {
                to: { element: { types: { anyOf: ["entities", "lib", "components", "config", "worker-pure"] } } },
              },
            },
            {
              from: { element: { type: "entities" } },
              allow: { to: { element: { types: { anyOf: ["entities", "lib", "config", "worker-pure"] } } } },
            },
            {
              from: { element: { types: { anyOf: ["lib", "config"] } } },
              allow: { to: { element: { types: { anyOf: ["lib", "config", "worker-pure"] } } } },
            },
          ],
        },
      ],
    },
  },
  // The pure core (worker/core): no env, no database, no Hono, nothing of the server or the browser around it. Layers
  // of the rule set: the model (rules/) knows no calculation; the calculation knows no legislation page.
  pureModule(["worker/core/legislation/**/*.ts", "worker/core/geo/**/*.ts", "worker/core/contracts/**/*.ts"]),
  pureModule(["worker/core/rules/**/*.ts"], {
    group: ["**/calculation/*", "**/calculation/**", "**/legislation/*"],
    message: "the rule-set model does not depend on the calculation",
  }),
  pureModule(["worker/core/calculation/**/*.ts"], {
    group: ["**/legislation/*"],
    message: "the calculation does not depend on the legislation pages",
  }),
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
