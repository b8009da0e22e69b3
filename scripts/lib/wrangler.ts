/** Runs the project's wrangler with the project's Node 22, quietly and without the Request.cf fetch. */
import { spawn, spawnSync, type SpawnOptions } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const require = createRequire(import.meta.url);
export const wranglerBin = join(dirname(require.resolve("wrangler/package.json")), "bin/wrangler.js");

export const wranglerEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_LOG_PATH: join(root, ".wrangler", "logs"),
};

/** Runs wrangler to completion; throws with its output on failure. */
export function wranglerSync(args: string[]): string {
  const r = spawnSync(process.execPath, [wranglerBin, ...args], { cwd: root, env: wranglerEnv, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

export function spawnWrangler(args: string[], options: SpawnOptions = {}) {
  return spawn(process.execPath, [wranglerBin, ...args], { cwd: root, env: wranglerEnv, ...options });
}

/** `wrangler d1 execute --json` rows of the first statement. */
export function d1Query<T>(sql: string, extra: string[] = []): T[] {
  const out = wranglerSync(["d1", "execute", "app-db", "--local", "--json", ...extra, "--command", sql]);
  const parsed = JSON.parse(out.slice(out.indexOf("["))) as { results: T[] }[];
  return parsed[0]?.results ?? [];
}
