/**
 * `npm start`: the production-like local server. Builds the SPA, applies the D1 migrations to the local database,
 * seeds the first administrator, bundles the worker as a deploy would (`wrangler deploy --dry-run`) and serves it
 * in workerd through Miniflare (scripts/lib/local-server.ts) — no dev proxy, no watcher; data in .wrangler/state
 * persists. PORT=<n> serves on another port; HOST=<address> listens elsewhere (default 127.0.0.1).
 * `npm run dev` is the development server with hot reload.
 */
import { join } from "node:path";
import { bundleWorker, startLocalServer } from "./lib/local-server.ts";
import { portFromEnv, prepareLocal } from "./lib/local-setup.ts";
import { root } from "./lib/wrangler.ts";

const port = portFromEnv();
const vars = await prepareLocal();
console.log("start: bundling the worker (wrangler deploy --dry-run)…");
const entry = bundleWorker();
// Local serving is development unless .dev.vars says otherwise (wrangler.toml deploys as production).
const server = await startLocalServer({
  entry,
  port,
  host: process.env.HOST || "127.0.0.1",
  stateDir: join(root, ".wrangler", "state"),
  vars: { ...vars, ENVIRONMENT: vars.ENVIRONMENT || "development" },
});
console.log(`start: serving on ${server.baseURL} (Ctrl+C stops)`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
