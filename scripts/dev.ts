/**
 * `npm run dev`: the development server — Vite with hot reload of the SPA and the worker running in workerd beside
 * it (Cloudflare's Vite plugin), after the geo data, the rules, the migrations and the first administrator are in
 * place as for `npm start`. Local D1 in .wrangler/state, shared with `npm start`; vars from .dev.vars.
 * PORT=<n> serves on another port, HOST=<address> listens elsewhere.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { assertPortFree } from "./lib/local-server.ts";
import { portFromEnv, prepareLocal } from "./lib/local-setup.ts";
import { root, wranglerEnv } from "./lib/wrangler.ts";

const port = portFromEnv();
const host = process.env.HOST || "127.0.0.1";
// Before the build, which would rewrite the files a server already running here watches.
await assertPortFree(host, port).catch((err: unknown) => {
  console.error(`dev: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
await prepareLocal("data");
const vite = join(dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin/vite.js");
console.log(`dev: vite (hot reload; the worker in workerd) on http://${host}:${port}`);
const dev = spawn(process.execPath, [vite, "--port", String(port), "--strictPort", "--host", host], {
  cwd: root,
  env: wranglerEnv,
  stdio: "inherit",
});
const stop = () => dev.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
dev.on("exit", (code) => process.exit(code ?? 0));
