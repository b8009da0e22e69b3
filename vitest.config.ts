import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { createFakeOidc, OIDC } from "./tests/worker/fake-oidc.ts";
import { ProjectsLongestFirst } from "./tests/sequencer.ts";
import { VitePWA } from "vite-plugin-pwa";
import { aliases, pwaOptions } from "./vite.config.ts";

const resolve = { alias: aliases };

export default defineConfig({
  test: {
    // Three test files at a time on this 2-core machine: a browser journey waits on its page, its server and timers
    // for much of its time, and the other files fill it. The e2e suite starts one server and browser per lane
    // (three). Four lanes were no faster (clean-clone CI 480–589 s against 450–457 s with three; the machine is
    // CPU-bound either way).
    maxWorkers: 3,
    sequence: { sequencer: ProjectsLongestFirst },
    projects: [
      {
        resolve,
        test: {
          name: "unit",
          environment: "node",
          // The files of a worker share one module registry (a new process per file was half of the project's CPU);
          // a test that replaces a module (vi.mock) belongs to the web project, whose VM contexts keep files apart.
          isolate: false,
          include: ["tests/unit/**/*.test.ts", "tests/rules/**/*.test.ts", "tests/geo/**/*.test.ts"],
        },
      },
      {
        resolve,
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations("./migrations"),
                // wrangler.toml deploys as production; the tests run as development unless a test says otherwise.
                ENVIRONMENT: "development",
                // The site address of mailed links (worker/lib/public-url.ts): the tests' own host.
                PUBLIC_BASE_URL: "http://planlayici.test",
                JWT_SECRET: "test-secret-not-for-production-0123456789",
                GOOGLE_CLIENT_ID: OIDC.clientId,
                GOOGLE_CLIENT_SECRET: OIDC.clientSecret,
                GOOGLE_AUTH_URL: OIDC.authUrl,
                GOOGLE_TOKEN_URL: OIDC.tokenUrl,
                GOOGLE_JWKS_URL: OIDC.jwksUrl,
                GOOGLE_ISSUER: OIDC.issuer,
              },
              // Outbound fetches of the worker go to the suite's own OpenID provider: no network in tests.
              outboundService: await createFakeOidc(),
            },
          })),
        ],
        test: {
          name: "worker",
          // The files of a vitest worker share one runtime (a new one per file was half of the project's CPU); each
          // file starts on empty tables (tests/worker/apply-migrations.ts).
          isolate: false,
          include: ["tests/worker/**/*.test.ts"],
          setupFiles: ["./tests/worker/apply-migrations.ts"],
        },
      },
      {
        resolve,
        // The service worker's virtual modules resolve (jsdom has no service worker: its registration does nothing).
        plugins: [react(), VitePWA({ ...pwaOptions, disable: true })],
        test: {
          name: "web",
          // Components in jsdom with Testing Library (no server, no Leaflet): forms, banners, dialogs, toasts. VM
          // threads build jsdom once per worker and still give each file its own context (a new jsdom per file was
          // half of the project's time).
          environment: "jsdom",
          pool: "vmThreads",
          include: ["tests/web/**/*.test.{ts,tsx}"],
          setupFiles: ["./tests/web/setup.ts"],
        },
      },
      {
        resolve,
        test: {
          name: "e2e",
          // The spec files of a lane run one after another in one process (no new process and Playwright load per
          // file); each connects to its lane's browser and opens its own pages.
          isolate: false,
          environment: "node",
          include: ["tests/e2e/**/*.spec.ts"],
          globalSetup: ["./tests/e2e/global-setup.ts"],
          // Generous for a busy 2-core machine: a failing UI check fails on its own 15 s wait (tests/e2e/wait.ts)
          // long before these; they only bound a whole journey and a browser launch.
          hookTimeout: 180_000,
          testTimeout: 180_000,
        },
      },
    ],
  },
});
