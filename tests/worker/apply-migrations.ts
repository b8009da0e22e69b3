import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Each test file starts on empty tables: the files of a vitest worker share one runtime and its D1 (`isolate: false`
// in vitest.config.ts), so rows another file left behind are removed first.
const tables = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE '_cf_%'",
).all<{ name: string }>();
await env.DB.batch([
  env.DB.prepare("PRAGMA defer_foreign_keys = ON"),
  ...tables.results.map((t) => env.DB.prepare(`DELETE FROM "${t.name}"`)),
]);
