/**
 * `npm start`: the production-like local server — build (geo data, rules, the SPA and the worker through Cloudflare's
 * Vite plugin), apply the D1 migrations to the local database, seed the first administrator, then `vite preview`:
 * the built worker and SPA in workerd, no watcher; data in .wrangler/state persists. PORT=<n> serves on another port;
 * HOST=<address> listens elsewhere (default 127.0.0.1). `npm run dev` is the development server with hot reload.
 */
import { join } from "node:path";
import { startPreview } from "./lib/local-server.ts";
import { portFromEnv, prepareLocal } from "./lib/local-setup.ts";
import { root } from "./lib/wrangler.ts";

const port = portFromEnv();
await prepareLocal("full");
console.log("start: starting vite preview (the built worker and SPA in workerd)…");
// The vars are .dev.vars', which the build copied beside the worker.
const server = await startPreview(join(root, ".wrangler", "state"), port, {
  host: process.env.HOST || "127.0.0.1",
  vars: {},
  stdio: "inherit",
  inspector: true,
  timeoutMs: 180_000,
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
