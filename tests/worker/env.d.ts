// The worker's bindings come from worker-configuration.d.ts (`wrangler types`); the tests add their migrations.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
