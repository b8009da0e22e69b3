/**
 * `npm test`: everything — the build (geo data + rules + the SPA and worker through Vite) first, then side by side:
 * - vitest: unit + rules, worker (workerd + D1 with the real migrations), web (jsdom) and e2e (Chromium against
 *   `vite preview`), two test files at a time (vitest.config.ts);
 * - the static checks one after another: typecheck, the generated Env, lint (ESLint, Prettier, knip's unused
 *   dependencies), the rule files, the production deploy dry run. They mostly use the CPU the browser journeys
 *   leave idle.
 * Fails when any step fails; prints each step's time. Vitest's JSON report goes to test-results/vitest.json (read by
 * .ci/run for the closing line).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib/wrangler.ts";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
mkdirSync(join(root, "test-results"), { recursive: true });

type Step = [name: string, cmd: string, args: string[]];
const timings: string[] = [];

function runSync([name, cmd, args]: Step): void {
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

/** Runs steps one after another in the background; resolves with the first failure's name, or null. */
async function chain(steps: Step[]): Promise<string | null> {
  for (const [name, cmd, args] of steps) {
    const started = Date.now();
    const code = await new Promise<number>((resolve) => {
      const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
      child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0)));
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    timings.push(`${name}: ${seconds} s`);
    if (code !== 0) {
      console.error(`\n✗ ${name} failed (exit ${code}) after ${seconds} s`);
      return name;
    }
  }
  return null;
}

const total = Date.now();
// The build first: it generates build/geo and build/rules, which the worker code and its tests import.
runSync(["build", npm, ["run", "--silent", "build"]]);
runSync(["chromium", "npx", ["tsx", "scripts/ensure-chromium.ts"]]);
const failures = await Promise.all([
  chain([
    [
      "vitest (unit, web, worker, e2e)",
      "npx",
      ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=test-results/vitest.json"],
    ],
  ]),
  chain([
    ["typecheck", npm, ["run", "--silent", "typecheck"]],
    // worker-configuration.d.ts (the generated Env) must be what `wrangler types` writes for wrangler.toml.
    ["types:check", npm, ["run", "--silent", "types:check"]],
    ["lint", npm, ["run", "--silent", "lint"]],
    ["rules:check", "npx", ["tsx", "scripts/rules-check.ts"]],
    ["wrangler deploy --dry-run --env production", npm, ["run", "--silent", "deploy:dry"]],
  ]),
]);
const failed = failures.filter(Boolean);
console.log(
  `\n${failed.length ? "✗ failed: " + failed.join(", ") : "✓ all steps passed"} in ${((Date.now() - total) / 1000).toFixed(1)} s`,
);
console.log(`  ${timings.join("\n  ")}`);
if (failed.length) process.exit(1);
