/**
 * `npm run deploy -- --env staging|production`: build, apply the D1 migrations to that environment's remote
 * database, then `wrangler deploy --env`. Refuses to run without one of wrangler.toml's environments: the top
 * level is local tooling, never a deployment (see wrangler.toml). `--secrets-file <file>` (lines NAME=value) passes
 * the secrets of a first deploy, when the worker does not exist yet and `wrangler secret put` cannot set them.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { experimental_readRawConfig } from "wrangler";
import { root, wranglerBin, wranglerEnv } from "./lib/wrangler.ts";

const { values } = parseArgs({ options: { env: { type: "string" }, "secrets-file": { type: "string" } } });
const environments = Object.keys(
  experimental_readRawConfig({ config: join(root, "wrangler.toml") }).rawConfig.env ?? {},
);
if (!values.env || !environments.includes(values.env)) {
  console.error(`deploy: name the environment: npm run deploy -- --env <${environments.join(" | ")}>`);
  process.exit(2);
}
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: root, stdio: "inherit", env: wranglerEnv });
run(npm, ["run", "--silent", "build"]);
run(process.execPath, [wranglerBin, "d1", "migrations", "apply", "DB", "--remote", "--env", values.env]);
const secrets = values["secrets-file"] ? ["--secrets-file", values["secrets-file"]] : [];
run(process.execPath, [wranglerBin, "deploy", "--env", values.env, ...secrets]);
