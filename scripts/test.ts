/**
 * `npm test`: everything, in order — build (geo + rules + SPA), typecheck, the generated Env, lint, rule-file checks, Chromium, all vitest
 * projects (unit + rules, worker in workerd against D1 with the real migrations, Playwright e2e in
 * Chromium against a fresh `wrangler dev`), then `wrangler deploy --dry-run --env production`. Stops at the first failure.
 * Vitest's JSON report goes to test-results/vitest.json (read by .ci/run for the closing line).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib/wrangler.ts";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
mkdirSync(join(root, "test-results"), { recursive: true });

const steps: [string, string, string[]][] = [
  // The build comes first: it generates build/geo and build/rules, which the worker code imports.
  ["build", npm, ["run", "--silent", "build"]],
  ["typecheck", npm, ["run", "--silent", "typecheck"]],
  // worker-configuration.d.ts (the generated Env) must be what `wrangler types` writes for wrangler.toml.
  ["types:check", npm, ["run", "--silent", "types:check"]],
  ["lint", npm, ["run", "--silent", "lint"]],
  ["rules:check", "npx", ["tsx", "scripts/rules-check.ts"]],
  ["chromium", "npx", ["tsx", "scripts/ensure-chromium.ts"]],
  [
    "vitest (unit, web, worker, e2e)",
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"],
  ],
  ["wrangler deploy --dry-run --env production", npm, ["run", "--silent", "deploy:dry"]],
];

const timings: string[] = [];
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name}: ${seconds} s`);
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${r.status ?? r.signal}) after ${seconds} s`);
    process.exit(r.status ?? 1);
  }
}
console.log(`\n✓ all steps passed\n  ${timings.join("\n  ")}`);
