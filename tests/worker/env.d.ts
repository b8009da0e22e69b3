declare namespace Cloudflare {
  interface GlobalProps {
    mainModule: typeof import("../../worker/index.ts");
  }
  interface Env {
    DB: D1Database;
    ASSETS: Fetcher;
    JWT_SECRET: string;
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
  }
}
