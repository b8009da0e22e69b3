/**
 * `npm run dev`: the development server — Vite with hot reload of the SPA and the worker running in workerd beside
 * it (Cloudflare's Vite plugin), after the geo data, the rules, the migrations and the first administrator are in
 * place as for `npm start`. Local D1 in .wrangler/state, shared with `npm start`; vars from .dev.vars.
 * PORT=<n> serves on another port, HOST=<address> listens elsewhere.
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { portFromEnv, prepareLocal } from "./lib/local-setup.ts";
import { root, wranglerEnv } from "./lib/wrangler.ts";

const port = portFromEnv();
await prepareLocal("data");
const vite = join(dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin/vite.js");
const host = process.env.HOST || "127.0.0.1";
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
