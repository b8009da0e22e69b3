/**
 * `npm start`: the production-like local server — build (geo data, rules, the SPA and the worker through Cloudflare's
 * Vite plugin), apply the D1 migrations to the local database, seed the first administrator, then `vite preview`:
 * the built worker and SPA in workerd, no watcher; data in .wrangler/state persists. PORT=<n> serves on another port;
 * HOST=<address> listens elsewhere (default 127.0.0.1). `npm run dev` is the development server with hot reload.
 */
import { join } from "node:path";
import { assertPortFree, serveUntilStopped, startPreview } from "./lib/local-server.ts";
import { portFromEnv, prepareLocal } from "./lib/local-setup.ts";
import { root } from "./lib/wrangler.ts";

const port = portFromEnv();
const host = process.env.HOST || "127.0.0.1";
const fail = (err: unknown): never => {
  console.error(`start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
};
// Before the build, which would rewrite the files a server already running here serves.
await assertPortFree(host, port).catch(fail);
await prepareLocal("full");
console.log("start: starting vite preview (the built worker and SPA in workerd)…");
// The vars are .dev.vars', which the build copied beside the worker.
const server = await startPreview(join(root, ".wrangler", "state"), port, {
  host,
  vars: {},
  stdio: "inherit",
  inspector: true,
  timeoutMs: 180_000,
}).catch(fail);
console.log(`start: serving on ${server.baseURL} (Ctrl+C stops)`);
// Until Ctrl+C, or the end of `npm start` however it ends (a `kill -9` too): the server never outlives it.
serveUntilStopped(server);
